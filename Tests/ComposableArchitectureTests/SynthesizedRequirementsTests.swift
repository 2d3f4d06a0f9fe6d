import ComposableArchitecture
import Foundation
import Testing

// What `@Reducer` writes when a feature leaves it out, as TCA's macro does (issue 36).

/// A feature with nothing yet: a placeholder while the screen is designed.
@Reducer
struct PlaceholderFeature {}

/// Types written out, no body: the body is an `EmptyReducer`.
@Reducer
struct StateOnlyFeature {
  struct State: Equatable { var title = "Draft" }
  enum Action { case ignored }
}

/// A stored body, as TCA's tests spell a reducer that does nothing.
@Reducer
struct StoredBodyFeature {
  struct State: Equatable { var count = 0 }
  enum Action { case tapped }
  let body = EmptyReducer<State, Action>()
}

/// A parent that holds the placeholder as a child, the way a screen is stubbed in.
@Reducer
struct PlaceholderParent {
  struct State: Equatable {
    var placeholder = PlaceholderFeature.State()
    var taps = 0
  }
  enum Action {
    case placeholder(PlaceholderFeature.Action)
    case tapped
  }
  var body: some ReducerOf<Self> {
    Scope(state: \.placeholder, action: \.placeholder) { PlaceholderFeature() }
    Reduce { state, action in
      if case .tapped = action { state.taps += 1 }
      return .none
    }
  }
}

@MainActor
struct SynthesizedRequirementsTests {
  @Test func anEmptyFeatureGetsCodableHashableStateAndAnEmptyAction() throws {
    let state = PlaceholderFeature.State()
    let data = try JSONEncoder().encode(state)
    #expect(try JSONDecoder().decode(PlaceholderFeature.State.self, from: data) == state)
    #expect(Set([state, PlaceholderFeature.State()]).count == 1)
    // No cases, and the conformances a feature's actions usually need.
    #expect(PlaceholderFeature.Action.allCasePaths.map { "\($0)" }.isEmpty)
    // The conformances are checked by the compiler: this line builds only if they exist.
    conformsToEquatableHashableSendable(PlaceholderFeature.Action.self)
  }

  @Test func aFeatureWithoutBodyChangesNothing() async {
    let store = TestStore(initialState: StateOnlyFeature.State()) { StateOnlyFeature() }
    await store.send(.ignored)
    #expect(store.state.title == "Draft")
  }

  @Test func aStoredBodyIsKeptAsWritten() async {
    let store = TestStore(initialState: StoredBodyFeature.State()) { StoredBodyFeature() }
    await store.send(.tapped)
  }

  @Test func aPlaceholderChildComposesLikeAnyFeature() async {
    let store = TestStore(initialState: PlaceholderParent.State()) { PlaceholderParent() }
    await store.send(.tapped) { $0.taps = 1 }
  }
}

private func conformsToEquatableHashableSendable<T: Equatable & Hashable & Sendable>(_: T.Type) {}
