import Composable
import Testing

/// A body of many scopes runs, for each action, only the scopes of the action's case (learned
/// from its enum tag) and every other reducer, in the body's order. What must not change is
/// what each reducer sees.
@MainActor
@Suite struct ActionRoutingTests {
  @Test func eachActionReachesItsOwnScopeAndEveryOtherReducer() {
    let store = Store(initialState: Panel.State()) { Panel() }
    store.send(.second(.incrementTapped))
    store.send(.second(.incrementTapped))
    store.send(.fourth(.incrementTapped))
    store.send(.first(.decrementTapped))
    #expect(store.first.count == -1)
    #expect(store.second.count == 2)
    #expect(store.third.count == 0)
    #expect(store.fourth.count == 1)
    // The `Reduce` at the end ran for every action, after the scope it followed.
    #expect(store.log == ["second 1", "second 2", "fourth 1", "first -1"])
  }

  @Test func aScopeOfACaseInsideACaseIsAskedEveryTime() {
    let store = Store(initialState: InnerCases.State()) { InnerCases() }
    // The first action of the `pair` case is not the scope's (`\.pair.left`): that must not
    // teach the body that `pair` actions never are.
    store.send(.pair(.right(.incrementTapped)))
    store.send(.pair(.left(.incrementTapped)))
    store.send(.pair(.left(.incrementTapped)))
    #expect(store.onlyLeft.count == 2)
    #expect(store.pair.right.count == 1)
    #expect(store.pair.left.count == 2)
  }

  @Test func effectsOfEveryReducerAnActionReachesAreMerged() async {
    let store = Store(initialState: Panel.State()) { Panel() }
    await store.send(.third(.factTapped)).finish()
    #expect(store.third.fact == "0 is a number")
    #expect(store.log == ["third 0", "third 0"])
  }
}

/// Four scopes and a reducer that sees every action after them.
struct Panel: Reducer {
  struct State: Equatable {
    var first = Counter.State()
    var second = Counter.State()
    var third = Counter.State()
    var fourth = Counter.State()
    var log: [String] = []
  }
  @CasePathable
  enum Action: Equatable {
    case first(Counter.Action)
    case second(Counter.Action)
    case third(Counter.Action)
    case fourth(Counter.Action)
  }
  var body: some ReducerOf<Self> {
    Scope(state: \.first, action: \.first) { Counter() }
    Scope(state: \.second, action: \.second) { Counter() }
    Scope(state: \.third, action: \.third) { Counter() }
    Scope(state: \.fourth, action: \.fourth) { Counter() }
    Reduce { state, action in
      switch action {
      case .first: state.log.append("first \(state.first.count)")
      case .second: state.log.append("second \(state.second.count)")
      case .third: state.log.append("third \(state.third.count)")
      case .fourth: state.log.append("fourth \(state.fourth.count)")
      }
      return .none
    }
  }
}

/// A scope whose action is a case inside a case, beside the scope of the outer case.
struct InnerCases: Reducer {
  struct State: Equatable {
    var pair = Pair.State()
    var onlyLeft = Counter.State()
  }
  @CasePathable
  enum Action: Equatable {
    case pair(Pair.Action)
  }
  var body: some ReducerOf<Self> {
    Scope(state: \.pair, action: \.pair) { Pair() }
    Scope(state: \.onlyLeft, action: \.pair.left) { Counter() }
  }
}
