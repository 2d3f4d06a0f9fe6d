import ComposableArchitecture
import Testing

// Store and binding spellings from TCA's own tests (issue 36): the unlabeled and the
// closure-based `scope`, child stores cached per scope, `@BindingState` with `\.$field`, and
// `_printChanges` with a printer.

@Reducer
private struct Form {
  struct State: Equatable {
    @BindingState var query = ""
    var child = Child.State()
    var optionalChild: Child.State?
    var searches = 0
  }
  enum Action: BindableAction, Equatable {
    case binding(BindingAction<State>)
    case child(Child.Action)
    case optionalChild(Child.Action)
  }
  var body: some ReducerOf<Self> {
    BindingReducer()
    Scope(state: \.child, action: \.child) { Child() }
    Reduce { state, action in
      switch action {
      case .binding(\.$query):
        state.searches += 1
        return .none
      case .binding, .child, .optionalChild:
        return .none
      }
    }
    .ifLet(\.optionalChild, action: \.optionalChild) { Child() }
  }
}

@Reducer
private struct Child {
  struct State: Equatable { var taps = 0 }
  enum Action: Equatable { case tapped }
  var body: some ReducerOf<Self> {
    Reduce { state, _ in
      state.taps += 1
      return .none
    }
  }
}

@MainActor
struct ScopeAndBindingSpellingsTests {
  @Test func aBindingStateFieldIsSetAndMatchedThroughItsProjection() async {
    let store = TestStore(initialState: Form.State()) { Form() }
    await store.send(.binding(.set(\.$query, "milk"))) {
      $0.query = "milk"
      $0.searches = 1
    }
    await store.send(.set(\.$query, "bread")) {
      $0.query = "bread"
      $0.searches = 2
    }
  }

  @Test func scopingTheSameWayTwiceGivesTheSameStore() {
    let store = Store(initialState: Form.State()) { Form() }
    let first = store.scope(state: \.child, action: \.child)
    #expect(first === store.scope(state: \.child, action: \.child))
    #expect(first === store.scope(\.child, action: \.child))
    first.send(.tapped)
    #expect(store.child.taps == 1)
  }

  @Test func anUnlabeledOptionalScopeIsNilWhileTheChildIsAbsent() {
    let store = Store(initialState: Form.State()) { Form() }
    #expect(store.scope(\.optionalChild, action: \.optionalChild) == nil)
    let present = Store(initialState: Form.State(optionalChild: Child.State())) { Form() }
    present.scope(\.optionalChild, action: \.optionalChild)?.send(.tapped)
    #expect(present.optionalChild?.taps == 1)
  }

  @Test func aClosureScopeReadsAndSendsThroughItsClosures() {
    let store = Store(initialState: Form.State()) { Form() }
    let taps = store.scope(state: { $0.child.taps }, action: { Form.Action.child($0) })
    taps.send(.tapped)
    taps.send(.tapped)
    #expect(taps.state == 2)
  }

  @Test func printChangesReportsThroughItsPrinter() async {
    let reports = LockIsolated<[String]>([])
    let printer = _ReducerPrinter<Child.State, Child.Action> { action, old, new in
      reports.withValue { $0.append("\(action): \(old.taps) → \(new.taps)") }
    }
    let store = TestStore(initialState: Child.State()) { Child()._printChanges(printer) }
    await store.send(.tapped) { $0.taps = 1 }
    let silent = TestStore(initialState: Child.State()) { Child()._printChanges(nil) }
    await silent.send(.tapped) { $0.taps = 1 }
    #expect(reports.value == ["tapped: 0 → 1"])
  }
}
