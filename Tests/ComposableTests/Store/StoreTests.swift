import Composable
import Observation
import Testing

@MainActor
@Suite struct StoreTests {
  @Test func sendReducesSynchronously() {
    let store = Store(initialState: Counter.State()) { Counter() }
    store.send(.incrementTapped)
    store.send(.incrementTapped)
    #expect(store.count == 2)
    store.send(.decrementTapped)
    #expect(store.state.count == 1)
  }

  @Test func runEffectDeliversItsActionBack() async {
    let store = Store(initialState: Counter.State(count: 7)) { Counter() }
    await store.send(.factTapped).finish()
    #expect(store.fact == "7 is a number")
    #expect(store.inFlightEffectCount == 0)
  }

  @Test func dependenciesAreOverriddenPerStore() async {
    let clock = TestClock()
    let store = Store(initialState: Counter.State()) {
      Counter()
    } withDependencies: {
      $0.continuousClock = clock
    }
    let task = store.send(.delayedIncrementTapped)
    // The effect starts sleeping on the test clock at some point after `send` returns;
    // advancing until it has woken keeps this test free of real-time races.
    for _ in 0..<1_000 where store.count == 0 {
      await clock.advance(by: .seconds(1))
      await Task.yield()
    }
    await task.finish()
    #expect(store.count == 1)
  }

  @Test func cancellingTheStoreTaskStopsTheEffect() async {
    let clock = TestClock()
    let store = Store(initialState: Counter.State()) {
      Counter()
    } withDependencies: {
      $0.continuousClock = clock
    }
    let task = store.send(.delayedIncrementTapped)
    #expect(store.inFlightEffectCount == 1)
    task.cancel()
    await task.finish()
    await clock.advance(by: .seconds(5))
    #expect(store.count == 0)
    #expect(task.isCancelled)
  }

  @Test func effectsFinishingAfterTheStoreIsGoneDoNothing() async {
    let clock = TestClock()
    weak var weakStore: StoreOf<Counter>?
    var task: StoreTask?
    do {
      let store = Store(initialState: Counter.State()) {
        Counter()
      } withDependencies: {
        $0.continuousClock = clock
      }
      weakStore = store
      task = store.send(.delayedIncrementTapped)
    }
    #expect(weakStore == nil)
    #expect(task?.isCancelled == true)
    // The cancelled effect ends without the clock advancing, and sends nothing.
    await task?.finish()
  }

  @Test func scopedStoresReadAndSendThroughTheParent() {
    let store = Store(initialState: Pair.State()) { Pair() }
    let left = store.scope(state: \.left, action: \.left)
    left.send(.incrementTapped)
    left.send(.incrementTapped)
    #expect(left.count == 2)
    #expect(store.left.count == 2)
    #expect(store.right.count == 0)
  }

  @Test func optionalScopeIsNilWhileTheChildIsAbsent() {
    let store = Store(initialState: Holder.State()) { Holder() }
    #expect(store.scope(state: \.counter, action: \.counter) == nil)
    store.send(.show)
    let child = store.scope(state: \.counter, action: \.counter)
    child?.send(.incrementTapped)
    #expect(store.counter?.count == 1)
    store.send(.hide)
    // A view still holding the child store sees the last state instead of crashing.
    #expect(child?.count == 1)
  }

  @Test func observationTracksStateChanges() {
    let store = Store(initialState: Counter.State()) { Counter() }
    let changed = LockIsolated(false)
    withObservationTracking {
      _ = store.state
    } onChange: {
      changed.setValue(true)
    }
    store.send(.incrementTapped)
    #expect(changed.value)
  }

  @Test func anActionThatChangesNothingNotifiesNobody() {
    let store = Store(initialState: Counter.State(fact: "1 is a number")) { Counter() }
    let changed = LockIsolated(false)
    withObservationTracking {
      _ = store.state
    } onChange: {
      changed.setValue(true)
    }
    // The fact shown already: a view that read the state has nothing to resolve again.
    store.send(.factResponse("1 is a number"))
    #expect(!changed.value)
    store.send(.factResponse("2 is a number"))
    #expect(changed.value)
  }

  @Test func effectBookkeepingStaysOnTheStoresActor() async {
    // Many effects finishing while more are being started: their bookkeeping must all run
    // on the session's actor, or the runner's tables are corrupted.
    actor Session {
      func run() async -> (fact: String?, inFlight: Int) {
        let store = Store(initialState: Counter.State()) { Counter() }
        var tasks: [StoreTask] = []
        for _ in 0..<2_000 {
          tasks.append(store.send(.factTapped))
          store.send(.incrementTapped)
        }
        for task in tasks { await task.finish() }
        for _ in 0..<100 where store.inFlightEffectCount > 0 { await Task.yield() }
        return (store.fact, store.inFlightEffectCount)
      }
    }
    let result = await Session().run()
    #expect(result.inFlight == 0)
    #expect(result.fact?.hasSuffix("is a number") == true)
  }

  @Test func storesOnSeparateActorsRunInParallel() async {
    actor Session {
      var store: StoreOf<Counter>?
      func run(times: Int) async -> Int {
        let store = Store(initialState: Counter.State()) { Counter() }
        self.store = store
        for _ in 0..<times { store.send(.incrementTapped) }
        await store.send(.factTapped).finish()
        return store.count
      }
    }
    let counts = await withTaskGroup(of: Int.self) { group in
      for _ in 0..<8 {
        group.addTask { await Session().run(times: 1_000) }
      }
      var counts: [Int] = []
      for await count in group { counts.append(count) }
      return counts
    }
    #expect(counts == Array(repeating: 1_000, count: 8))
  }
}

struct Pair: Reducer {
  struct State: Equatable {
    var left = Counter.State()
    var right = Counter.State()
  }
  @CasePathable
  enum Action: Equatable {
    case left(Counter.Action)
    case right(Counter.Action)
  }
  var body: some ReducerOf<Self> {
    Scope(state: \.left, action: \.left) { Counter() }
    Scope(state: \.right, action: \.right) { Counter() }
  }
}

struct Holder: Reducer {
  struct State: Equatable {
    var counter: Counter.State?
  }
  @CasePathable
  enum Action: Equatable {
    case counter(Counter.Action)
    case show
    case hide
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .show: state.counter = Counter.State()
      case .hide: state.counter = nil
      case .counter: break
      }
      return .none
    }
    .ifLet(\.counter, action: \.counter) { Counter() }
  }
}
