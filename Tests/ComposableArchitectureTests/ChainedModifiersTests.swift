import ComposableArchitecture
import Testing

// Modifier spellings from TCA's own tests: chained dependency overrides that fuse,
// `onChange` with `removeDuplicates`, and a type-erased reducer in a builder (issue 36).

private enum NumberKey: DependencyKey {
  static let liveValue = 0
  static let testValue = 0
}

extension DependencyValues {
  fileprivate var number: Int {
    get { self[NumberKey.self] }
    set { self[NumberKey.self] = newValue }
  }
}

@Reducer
private struct NumberReader {
  struct State: Equatable { var seen: [Int] = [] }
  enum Action: Equatable { case read }
  @Dependency(\.number) var number
  var body: some ReducerOf<Self> {
    Reduce { state, _ in
      state.seen.append(number)
      return .none
    }
  }
}

@Reducer
private struct Tally {
  struct State: Equatable {
    var countA = 0
    var countB = 0
    var ids: [Int] = [1, 2]
    var names = ["a", "b"]
    var changes = 0
  }
  enum Action: Equatable {
    case incrementA
    case renameFirst(String)
    case reverse
  }
  var body: some ReducerOf<Self> {
    CombineReducers {
      Reduce<State, Action> { state, action in
        switch action {
        case .incrementA: state.countA += 1
        case .renameFirst(let name): state.names[0] = name
        case .reverse:
          state.ids.reverse()
          state.names.reverse()
        }
        return .none
      }
      EmptyReducer<State, Action>() as any ReducerOf<Self>
    }
    // A tuple is not `Equatable`: it needs `removeDuplicates`.
    .onChange(of: \.counts, removeDuplicates: ==) { _, _ in
      Reduce { state, _ in
        state.changes += 1
        return .none
      }
    }
    // Only a new order counts, not a renamed row.
    .onChange(of: \.ids, removeDuplicates: ==) { old, new in
      Reduce { state, _ in
        state.changes += old.reversed() == new ? 10 : 0
        return .none
      }
    }
  }
}

extension Tally.State {
  fileprivate var counts: (Int, Int) { (countA, countB) }
}

@MainActor
struct ChainedModifiersTests {
  @Test func chainedOverridesFuseAndTheNearestWins() async {
    let reducer: _DependencyKeyWritingReducer<NumberReader> = NumberReader()
      .dependency(\.number, 42)
      .dependency(\.number, 1729)
    let store = TestStore(initialState: NumberReader.State()) { reducer }
    await store.send(.read) { $0.seen = [42] }
  }

  @Test func aTransformAddedLaterRunsFirst() async {
    let reducer: _DependencyKeyWritingReducer<NumberReader> = NumberReader()
      .transformDependency(\.number) { $0 += 1 }
      .dependency(\.number, 10)
    let store = TestStore(initialState: NumberReader.State()) { reducer }
    await store.send(.read) { $0.seen = [11] }
  }

  @Test func onChangeComparesWithTheGivenMeasure() async {
    let store = TestStore(initialState: Tally.State()) { Tally() }
    await store.send(.incrementA) {
      $0.countA = 1
      $0.changes = 1
    }
    await store.send(.renameFirst("z")) { $0.names[0] = "z" }
    await store.send(.reverse) {
      $0.ids = [2, 1]
      $0.names = ["b", "z"]
      $0.changes = 11
    }
  }
}
