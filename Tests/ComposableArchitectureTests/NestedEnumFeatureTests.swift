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
