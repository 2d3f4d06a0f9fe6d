import Composable
import ComposableTesting
import Testing

@MainActor
@Suite struct CompositionTests {
  struct Log: Reducer {
    struct State: Equatable { var entries: [String] = [] }
    enum Action: Equatable { case tap }
    let name: String
    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      state.entries.append(name)
      return .none
    }
  }

  @Test func combineReducersRunsEachInOrder() async {
    let store = TestStore(initialState: Log.State()) {
      CombineReducers {
        Log(name: "first")
        Log(name: "second")
        EmptyReducer()
        Log(name: "third")
      }
    }
    await store.send(.tap) { $0.entries = ["first", "second", "third"] }
  }

  @Test func builderHandlesConditionsAndLoops() async {
    let includeExtra = false
    let store = TestStore(initialState: Log.State()) {
      if includeExtra { Log(name: "extra") }
      if includeExtra { Log(name: "yes") } else { Log(name: "no") }
      for index in 1...2 { Log(name: "loop \(index)") }
    }
    await store.send(.tap) { $0.entries = ["no", "loop 1", "loop 2"] }
  }

  @CasePathable
  enum Screen: Equatable {
    case login(Counter.State)
    case home(Counter.State)
  }

  struct Root: Reducer {
    typealias State = Screen
    @CasePathable
    enum Action: Equatable {
      case login(Counter.Action)
      case home(Counter.Action)
      case logIn
    }
    var body: some ReducerOf<Self> {
      Reduce { state, action in
        if case .logIn = action { state = .home(Counter.State(count: 100)) }
        return .none
      }
      .ifCaseLet(\.login, action: \.login) { Counter() }
      .ifCaseLet(\.home, action: \.home) { Counter() }
    }
  }

  @Test func ifCaseLetRunsTheChildOfTheCurrentCaseOnly() async {
    let store = TestStore(initialState: Screen.login(Counter.State())) { Root() }
    await store.send(.login(.incrementTapped)) { $0 = .login(Counter.State(count: 1)) }
    await store.send(.logIn) { $0 = .home(Counter.State(count: 100)) }
    await store.send(.home(.decrementTapped)) { $0 = .home(Counter.State(count: 99)) }
    await withKnownIssue { @MainActor in
      // The login screen is gone: its actions are a bug, reported rather than applied.
      await store.send(.login(.incrementTapped))
    }
  }

  struct EnumScope: Reducer {
    typealias State = Screen
    @CasePathable
    enum Action: Equatable { case home(Counter.Action) }
    var body: some ReducerOf<Self> {
      Scope(state: \.home, action: \.home) { Counter() }
    }
  }

  @Test func scopeOverAnEnumCase() async {
    let store = TestStore(initialState: Screen.home(Counter.State())) { EnumScope() }
    await store.send(.home(.incrementTapped)) { $0 = .home(Counter.State(count: 1)) }
  }

  @Test func ifLetReportsActionsForAbsentState() async {
    let store = TestStore(initialState: Holder.State()) { Holder() }
    await withKnownIssue { @MainActor in
      await store.send(.counter(.incrementTapped))
    }
    await store.send(.show) { $0.counter = Counter.State() }
    await store.send(.counter(.incrementTapped)) { $0.counter?.count = 1 }
  }
}
