import ComposableArchitecture
import Testing

// `$0.date.now = …` in a test store's dependencies reads `date` before replacing it; that
// read is not a use of the dependency and must not fail the test (issue 36, as TCA's SyncUps
// tests set it), wherever overrides are applied.

private struct Journal: Equatable, Sendable {
  var stamps: [Date] = []
  mutating func stamp() {
    @Dependency(\.date.now) var now
    stamps.append(now)
  }
}

@Reducer
private struct Stamper {
  @ObservableState
  struct State: Equatable {
    @Shared var journal: Journal
  }
  enum Action: Equatable { case stampTapped }
  var body: some ReducerOf<Self> {
    Reduce { state, _ in
      state.journal.stamp()
      return .none
    }
  }
}

@MainActor
struct DependencyOverrideTests {
  @Test func aTestStoreOverrideOfANestedValueReportsNothing() async {
    let store = TestStore(initialState: Stamper.State(journal: Shared(Journal()))) {
      Stamper()
    } withDependencies: {
      $0.date.now = Date(timeIntervalSince1970: 1)
    }
    await store.send(.stampTapped) {
      $0.journal.stamps = [Date(timeIntervalSince1970: 1)]
    }
  }

  @Test func aReducerOverrideOfANestedValueReportsNothing() async {
    let store = TestStore(initialState: Stamper.State(journal: Shared(Journal()))) {
      Stamper().dependency(\.date.now, Date(timeIntervalSince1970: 2))
    }
    await store.send(.stampTapped) {
      $0.journal.stamps = [Date(timeIntervalSince1970: 2)]
    }
  }

  @Test func aMidTestOverrideOfANestedValueReportsNothing() async {
    let store = TestStore(initialState: Stamper.State(journal: Shared(Journal()))) {
      Stamper()
    }
    await store.withDependencies {
      $0.date.now = Date(timeIntervalSince1970: 3)
    } operation: {
      await store.send(.stampTapped) {
        $0.journal.stamps = [Date(timeIntervalSince1970: 3)]
      }
    }
  }
}
