import ComposableArchitecture
import Testing

// A `@Reducer enum` held as a case of another, TCA's `case inner(Inner.Body = Inner.body)`
// (issue 36): the inner enum's body has a type that can be named.

@Reducer
struct Leaf {
  @ObservableState
  struct State: Equatable { var value = 0 }
  enum Action: Equatable { case incremented }
  var body: some ReducerOf<Self> {
    Reduce { state, _ in
      state.value += 1
      return .none
    }
  }
}

@Reducer
enum InnerScreens {
  case leaf(Leaf)
}
extension InnerScreens.State: Equatable {}
extension InnerScreens.Action: Equatable {}

@Reducer
enum OuterScreens {
  case inner(InnerScreens.Body = InnerScreens.body)
  case leaf(Leaf)
}
extension OuterScreens.State: Equatable {}

@MainActor
struct NestedEnumFeatureTests {
  @Test func anEnumOfFeaturesRunsAnotherEnumHeldAsACase() async {
    let store = TestStore(initialState: OuterScreens.State.inner(.leaf(Leaf.State()))) {
      OuterScreens.body
    }
    await store.send(.inner(.leaf(.incremented))) {
      $0 = .inner(.leaf(Leaf.State(value: 1)))
    }
  }

  @Test func theOuterEnumStillRunsItsOwnFeatureCases() async {
    let store = TestStore(initialState: OuterScreens.State.leaf(Leaf.State())) { OuterScreens.body }
    await store.send(.leaf(.incremented)) { $0.leaf?.value = 1 }
  }
}

/// A feature with configuration and nothing else: `@Reducer` still fills in its types.
@Reducer
struct Configured {
  let context: String
}

/// Cases under `#if`, and a case whose feature is made with arguments.
@Reducer
enum PlatformScreens {
  case leaf(Leaf)
  #if os(Linux)
    case linuxOnly(Leaf)
  #else
    case elsewhere(Leaf)
  #endif
  case configured(Configured = Configured(context: "settings"))
}
extension PlatformScreens.State: Equatable {}

@MainActor
struct ConditionalCasesTests {
  @Test func aCaseUnderIfRunsWhereItIsCompiled() async {
    #if os(Linux)
      let store = TestStore(initialState: PlatformScreens.State.linuxOnly(Leaf.State())) {
        PlatformScreens.body
      }
      await store.send(.linuxOnly(.incremented)) { $0.linuxOnly?.value = 1 }
    #endif
  }

  @Test func aFeatureWithOnlyConfigurationHasState() {
    let state = PlatformScreens.State.configured(Configured.State())
    #expect(state.configured == Configured.State())
  }
}
