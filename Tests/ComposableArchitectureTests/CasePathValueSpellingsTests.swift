import ComposableArchitecture
import Testing

// The operators as TCA 1.0–1.3 code spells them, with `AnyCasePath` values where 1.x writes
// case key paths (issue 36). TCA code writes the values `/Action.child`; the operator that
// makes them is deprecated in CasePaths, so these tests build the same values without it.

@Reducer
struct CounterRow {
  @ObservableState
  struct State: Equatable, Identifiable {
    let id: Int
    var count = 0
  }
  enum Action: Equatable { case incrementTapped }
  var body: some ReducerOf<Self> {
    Reduce { state, _ in
      state.count += 1
      return .none
    }
  }
}

/// Every child-running operator, each given its case as a case path value.
@Reducer
struct LegacySpellings {
  @ObservableState
  struct State: Equatable {
    var rows: IdentifiedArrayOf<CounterRow.State> = []
    var pairs: IdentifiedArrayOf<CounterRow.State> = []
    var optional: CounterRow.State?
    var scoped = CounterRow.State(id: 0)
    @Presents var sheet: CounterRow.State?
    @Presents var alert: AlertState<Alert>?
    var path = StackState<CounterRow.State>()
  }
  enum Alert: Equatable { case confirm }
  enum Action: Equatable {
    case rows(IdentifiedActionOf<CounterRow>)
    case pair(id: Int, action: CounterRow.Action)
    case optional(CounterRow.Action)
    case scoped(CounterRow.Action)
    case sheet(PresentationAction<CounterRow.Action>)
    case alert(PresentationAction<Alert>)
    case path(StackActionOf<CounterRow>)
  }

  var body: some ReducerOf<Self> {
    Scope(state: \.scoped, action: Paths.scoped) { CounterRow() }
    EmptyReducer()
      .forEach(\.rows, action: Paths.rows) { CounterRow() }
      .forEach(\.pairs, action: Paths.pair) { CounterRow() }
      .ifLet(\.optional, action: Paths.optional) { CounterRow() }
      .ifLet(\.$sheet, action: Paths.sheet) { CounterRow() }
      .ifLet(\.$alert, action: Paths.alert)
      .forEach(\.path, action: Paths.path) { CounterRow() }
  }

  /// What `/Action.scoped`, `/Action.pair(id:action:)`… evaluate to.
  enum Paths {
    static let scoped = casePath(Action.scoped) { if case .scoped(let a) = $0 { a } else { nil } }
    static let rows = casePath(Action.rows) { if case .rows(let a) = $0 { a } else { nil } }
    static let pair = casePath(Action.pair) {
      if case .pair(let id, let a) = $0 { (id, a) } else { nil }
    }
    static let optional = casePath(Action.optional) {
      if case .optional(let a) = $0 { a } else { nil }
    }
    static let sheet = casePath(Action.sheet) { if case .sheet(let a) = $0 { a } else { nil } }
    static let alert = casePath(Action.alert) { if case .alert(let a) = $0 { a } else { nil } }
    static let path = casePath(Action.path) { if case .path(let a) = $0 { a } else { nil } }
  }
}

/// An enum state run case by case, as `Scope(state: /State.x, action: /Action.x)` and
/// `ifCaseLet(/State.x, action: /Action.x)` spell it.
@Reducer
struct LegacyEnumRoot {
  @CasePathable
  enum State: Equatable {
    case counting(CounterRow.State)
    case other(CounterRow.State)
  }
  enum Action: Equatable {
    case counting(CounterRow.Action)
    case other(CounterRow.Action)
  }
  var body: some ReducerOf<Self> {
    Scope(state: Paths.countingState, action: Paths.countingAction) { CounterRow() }
    EmptyReducer()
      .ifCaseLet(Paths.otherState, action: Paths.otherAction) { CounterRow() }
  }

  enum Paths {
    static let countingState = casePath(State.counting) {
      if case .counting(let s) = $0 { s } else { nil }
    }
    static let countingAction = casePath(Action.counting) {
      if case .counting(let a) = $0 { a } else { nil }
    }
    static let otherState = casePath(State.other) { if case .other(let s) = $0 { s } else { nil } }
    static let otherAction = casePath(Action.other) {
      if case .other(let a) = $0 { a } else { nil }
    }
  }
}

/// `Scope(state: \.self, action: \.self)`, which both the struct and the enum spelling of
/// `Scope` accept: the whole state, as in TCA.
@Reducer
struct WholeStateScope {
  typealias State = CounterRow.State
  typealias Action = CounterRow.Action
  var body: some ReducerOf<Self> {
    Scope(state: \.self, action: \.self) { CounterRow() }
  }
}

private func casePath<Root, Value>(
  _ embed: @escaping @Sendable (Value) -> Root,
  _ extract: @escaping @Sendable (Root) -> Value?
) -> AnyCasePath<Root, Value> {
  AnyCasePath(embed: embed, extract: extract)
}

@MainActor
struct CasePathValueSpellingsTests {
  typealias Paths = LegacySpellings.Paths

  @Test func scopeAndRowsRouteByCasePathValues() async {
    var state = LegacySpellings.State()
    state.rows = [CounterRow.State(id: 1)]
    state.pairs = [CounterRow.State(id: 2)]
    let store = TestStore(initialState: state) { LegacySpellings() }
    await store.send(.scoped(.incrementTapped)) { $0.scoped.count = 1 }
    await store.send(.rows(.element(id: 1, action: .incrementTapped))) {
      $0.rows[id: 1]?.count = 1
    }
    await store.send(.pair(id: 2, action: .incrementTapped)) { $0.pairs[id: 2]?.count = 1 }
  }

  @Test func optionalAndPresentedChildrenRunWhilePresent() async {
    var state = LegacySpellings.State()
    state.optional = CounterRow.State(id: 3)
    state.sheet = CounterRow.State(id: 4)
    state.alert = AlertState { TextState("Sure?") }
    let store = TestStore(initialState: state) { LegacySpellings() }
    await store.send(.optional(.incrementTapped)) { $0.optional?.count = 1 }
    await store.send(.sheet(.presented(.incrementTapped))) { $0.sheet?.count = 1 }
    await store.send(.sheet(.dismiss)) { $0.sheet = nil }
    await store.send(.alert(.presented(.confirm))) { $0.alert = nil }
  }

  @Test func stackScreensRunByACasePathValue() async {
    let store = TestStore(initialState: LegacySpellings.State()) { LegacySpellings() }
    await store.send(.path(.push(id: 0, state: CounterRow.State(id: 5)))) {
      $0.path[id: 0] = CounterRow.State(id: 5)
    }
    await store.send(.path(.element(id: 0, action: .incrementTapped))) {
      $0.path[id: 0]?.count = 1
    }
  }

  @Test func aScopeOfTheWholeStateRunsTheChildOnIt() async {
    let store = TestStore(initialState: CounterRow.State(id: 10)) { WholeStateScope() }
    await store.send(.incrementTapped) { $0.count = 1 }
  }

  @Test func aReceivedActionIsMatchedByACasePathValue() async {
    let store = TestStore(initialState: EchoFeature.State()) { EchoFeature() }
    await store.send(.send) { $0.sent = 1 }
    let echo = AnyCasePath<EchoFeature.Action, Void>(
      embed: { .echo },
      extract: { if case .echo = $0 { () } else { nil } }
    )
    await store.receive(echo) { $0.echoed = 1 }
  }

  @Test func enumStateCasesRunByCasePathValues() async {
    let store = TestStore(initialState: LegacyEnumRoot.State.counting(CounterRow.State(id: 6))) {
      LegacyEnumRoot()
    }
    await store.send(.counting(.incrementTapped)) {
      $0 = .counting(CounterRow.State(id: 6, count: 1))
    }
    let other = TestStore(initialState: LegacyEnumRoot.State.other(CounterRow.State(id: 7))) {
      LegacyEnumRoot()
    }
    await other.send(.other(.incrementTapped)) { $0 = .other(CounterRow.State(id: 7, count: 1)) }
  }

  @Test func presentedAndStackedCasesAreReachableByCasePathValues() {
    let destination = casePath(LegacyEnumRoot.State.counting) {
      if case .counting(let s) = $0 { s } else { nil }
    }
    var presented = PresentationState(wrappedValue: LegacyEnumRoot.State.counting(.init(id: 8)))
    presented[case: destination]?.count = 2
    #expect(presented.wrappedValue == .counting(CounterRow.State(id: 8, count: 2)))
    presented[case: \.counting]?.count = 3
    #expect(presented[case: \.counting]?.count == 3)
    #expect(presented[case: \.other] == nil)

    var stack = StackState([LegacyEnumRoot.State.counting(.init(id: 9))])
    let id = stack.ids[0]
    stack[id: id, case: destination]?.count = 4
    #expect(stack[id: id] == .counting(CounterRow.State(id: 9, count: 4)))
  }
}
