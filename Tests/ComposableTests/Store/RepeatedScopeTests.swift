import Composable
import Testing

/// A view's body scopes its store on every render; the case key path each scope names is
/// resolved once and remembered, and the remembered routes must stay apart.
@MainActor
@Suite struct RepeatedScopeTests {
  @Reducer
  struct Twins {
    struct State: Equatable {
      var first = Counter.State()
      var second = Counter.State()
    }
    enum Action: Equatable {
      case first(Counter.Action)
      case second(Counter.Action)
    }
    var body: some ReducerOf<Self> {
      Scope(state: \.first, action: \.first) { Counter() }
      Scope(state: \.second, action: \.second) { Counter() }
    }
  }

  @Test func scopesFormedAgainSendToTheirOwnCase() {
    let store = Store(initialState: Twins.State()) { Twins() }
    for round in 1...3 {
      store.scope(state: \.first, action: \.first).send(.incrementTapped)
      store.scope(state: \.second, action: \.second).send(.incrementTapped)
      store.scope(state: \.second, action: \.second).send(.incrementTapped)
      #expect(store.first.count == round)
      #expect(store.second.count == 2 * round)
    }
  }

  @Test func casePathableActionsAreRememberedApartToo() {
    let store = Store(initialState: Pair.State()) { Pair() }
    for _ in 1...2 {
      store.scope(state: \.left, action: \.left).send(.incrementTapped)
      store.scope(state: \.right, action: \.right).send(.decrementTapped)
    }
    #expect(store.left.count == 2)
    #expect(store.right.count == -2)
  }
}
