import Composable
import Testing

/// A deep scope whose middle level is optional: sends from the bottom go through every level,
/// and the optional level keeps showing its last state once it is gone.
struct DeepScopeTests {
  @Reducer
  struct Middle {
    struct State: Equatable { var counter = Counter.State() }
    enum Action: Equatable { case counter(Counter.Action) }
    var body: some ReducerOf<Self> {
      Scope(state: \.counter, action: \.counter) { Counter() }
    }
  }

  @Reducer
  struct Top {
    struct State: Equatable { var middle: Middle.State? = Middle.State() }
    enum Action: Equatable {
      case middle(Middle.Action)
      case removeMiddle
    }
    var body: some ReducerOf<Self> {
      Reduce { state, action in
        if case .removeMiddle = action { state.middle = nil }
        return .none
      }
      .ifLet(\.middle, action: \.middle) { Middle() }
    }
  }

  @MainActor
  @Test func sendsFromBelowAnOptionalScopeReachTheRootAndReadTheLastState() throws {
    let store = Store(initialState: Top.State()) { Top() }
    let middle = try #require(store.scope(state: \.middle, action: \.middle))
    let counter = middle.scope(state: \.counter, action: \.counter)
    counter.send(.incrementTapped)
    counter.send(.incrementTapped)
    #expect(store.middle?.counter.count == 2)
    #expect(counter.count == 2)
    store.send(.removeMiddle)
    #expect(store.middle == nil)
    #expect(counter.count == 2)
  }
}
