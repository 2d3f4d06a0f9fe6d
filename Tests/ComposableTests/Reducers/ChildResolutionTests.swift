import Composable
import Testing

/// Children behind optional, enum or presented state are built by each store on their first
/// action: a store whose signed-in part never runs never pays for it.
@MainActor
@Suite struct ChildResolutionTests {
  /// Counts how often the child reducers of a feature are built.
  final class Builds {
    var count = 0
    func record() { count += 1 }
  }

  struct Parent: Reducer {
    struct State: Equatable {
      var child: Counter.State?
      @Presents var sheet: Counter.State?
    }

    @CasePathable
    enum Action: Equatable {
      case show
      case child(Counter.Action)
      case sheet(PresentationAction<Counter.Action>)
    }

    let builds: Builds

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        if case .show = action {
          state.child = Counter.State()
          state.sheet = Counter.State()
        }
        return .none
      }
      .ifLet(\.child, action: \.child) {
        let _ = builds.record()
        Counter()
      }
      .ifLet(\.$sheet, action: \.sheet) {
        let _ = builds.record()
        Counter()
      }
    }
  }

  struct Switcher: Reducer {
    @CasePathable
    enum State: Equatable {
      case idle
      case counting(Counter.State)
    }

    @CasePathable
    enum Action: Equatable {
      case start
      case counting(Counter.Action)
    }

    let builds: Builds

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        if case .start = action { state = .counting(Counter.State()) }
        return .none
      }
      .ifCaseLet(\.counting, action: \.counting) {
        let _ = builds.record()
        Counter()
      }
    }
  }

  @Test func childrenAreBuiltOnTheirFirstActionOnly() {
    let builds = Builds()
    let store = Store(initialState: Parent.State()) { Parent(builds: builds) }
    store.send(.show)
    #expect(builds.count == 0)

    store.send(.child(.incrementTapped))
    store.send(.child(.incrementTapped))
    #expect(builds.count == 1)
    #expect(store.child?.count == 2)

    store.send(.sheet(.presented(.incrementTapped)))
    store.send(.sheet(.presented(.incrementTapped)))
    #expect(builds.count == 2)
    #expect(store.sheet?.count == 2)
  }

  @Test func anEnumCaseChildIsBuiltOnItsFirstAction() {
    let builds = Builds()
    let store = Store(initialState: Switcher.State.idle) { Switcher(builds: builds) }
    store.send(.start)
    #expect(builds.count == 0)

    store.send(.counting(.incrementTapped))
    store.send(.counting(.incrementTapped))
    #expect(builds.count == 1)
    #expect(store.state == .counting(Counter.State(count: 2)))
  }

  @Test func eachStoreBuildsItsOwnChildren() {
    let builds = Builds()
    let reducer = Parent(builds: builds)
    let first = Store(initialState: Parent.State()) { reducer }
    let second = Store(initialState: Parent.State()) { reducer }
    first.send(.show)
    second.send(.show)
    #expect(builds.count == 0)

    first.send(.child(.incrementTapped))
    second.send(.child(.incrementTapped))
    second.send(.child(.incrementTapped))

    #expect(builds.count == 2)
    #expect(first.child?.count == 1)
    #expect(second.child?.count == 2)
  }
}
