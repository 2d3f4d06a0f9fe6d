import ComposableArchitecture
import Testing

// Cancellation spelled as TCA's tests spell it: `Task.cancel(id:)` from inside an effect,
// `withTaskCancellation(id:)`, and `Task.cancellableValue` (issue 36).

@Reducer
private struct Ticker {
  struct State: Equatable { var ticks = 0 }
  enum Action: Equatable {
    case start
    case stop
    case tick
    case startWrapped
  }
  enum CancelID { case timer, wrapped }
  @Dependency(\.continuousClock) var clock
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .start:
        return .run { send in
          for await _ in clock.timer(interval: .seconds(1)) { await send(.tick) }
        }
        .cancellable(id: CancelID.timer)
      case .startWrapped:
        return .run { send in
          await withTaskCancellation(id: CancelID.wrapped, cancelInFlight: true) {
            for await _ in clock.timer(interval: .seconds(1)) { await send(.tick) }
          }
        }
      case .stop:
        return .run { _ in
          Task.cancel(id: CancelID.timer)
          Task.cancel(id: CancelID.wrapped)
        }
      case .tick:
        state.ticks += 1
        return .none
      }
    }
  }
}

@MainActor
struct TaskCancellationTests {
  private func makeTicker(_ clock: TestClock<Duration>) -> TestStoreOf<Ticker> {
    TestStore(initialState: Ticker.State()) {
      Ticker()
    } withDependencies: {
      $0.continuousClock = clock
    }
  }

  @Test func taskCancelInsideAnEffectStopsACancellableEffect() async {
    let clock = TestClock()
    let store = TestStore(initialState: Ticker.State()) {
      Ticker()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.start)
    await clock.advance(by: .seconds(1))
    await store.receive(\.tick) { $0.ticks = 1 }
    await store.send(.stop)
    await store.finish()
    await clock.advance(by: .seconds(5))
  }

  @Test func workWrappedInWithTaskCancellationIsCancelledById() async {
    let clock = TestClock()
    let store = TestStore(initialState: Ticker.State()) {
      Ticker()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.startWrapped)
    await clock.advance(by: .seconds(1))
    await store.receive(\.tick) { $0.ticks = 1 }
    await store.send(.stop)
    await store.finish()
  }

  @Test func idsOfOneStoreDoNotReachAnother() async {
    let clock = TestClock()
    let running = TestStore(initialState: Ticker.State()) {
      Ticker()
    } withDependencies: {
      $0.continuousClock = clock
    }
    let stopping = TestStore(initialState: Ticker.State()) {
      Ticker()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await running.send(.start)
    await stopping.send(.stop)
    await stopping.finish()
    await clock.advance(by: .seconds(1))
    await running.receive(\.tick) { $0.ticks = 1 }
    await running.send(.stop)
    await running.finish()
  }

  @Test func cancelInFlightCancelsTheEarlierOperation() async throws {
    let started = LockIsolated(false)
    let first = Task {
      try await withTaskCancellation(id: "download", cancelInFlight: true) {
        started.setValue(true)
        try await Task.sleep(for: .seconds(60))
        return "first"
      }
    }
    // Registered just after its work starts: wait for the start, then for the registration.
    while !started.value { await Task.yield() }
    try await Task.sleep(for: .milliseconds(50))
    let second = await withTaskCancellation(id: "download", cancelInFlight: true) {
      "second"
    }
    #expect(second == "second")
    await #expect(throws: CancellationError.self) { try await first.value }
  }

  @Test func cancellableValueCarriesTheWaitersCancellation() async {
    let inner = Task { () -> Bool in
      try? await Task.sleep(for: .seconds(60))
      return Task.isCancelled
    }
    let waiter = Task { await inner.cancellableValue }
    waiter.cancel()
    #expect(await waiter.value == true)
  }
}

/// An effect and a wrapped operation cancelled by one id.
@Reducer
private struct TwoTimers {
  struct State: Equatable {}
  enum Action: Equatable { case startWrapped, startMarked, stop }
  @Dependency(\.continuousClock) var clock
  var body: some ReducerOf<Self> {
    Reduce { _, action in
      switch action {
      case .startWrapped:
        return .run { _ in
          await withTaskCancellation(id: "timers") {
            for await _ in clock.timer(interval: .seconds(1)) {}
          }
        }
      case .startMarked:
        return .run { _ in
          for await _ in clock.timer(interval: .seconds(1)) {}
        }
        .cancellable(id: "timers")
      case .stop:
        return .cancel(id: "timers")
      }
    }
  }
}

@MainActor
struct SharedCancellationIDTests {
  @Test func oneIdCancelsAnEffectAndAWrappedOperationAlike() async throws {
    let store = TestStore(initialState: TwoTimers.State()) {
      TwoTimers()
    } withDependencies: {
      $0.continuousClock = TestClock()
    }
    await store.send(.startWrapped)
    // Let the wrapped operation register before the marked effect does.
    try await Task.sleep(for: .milliseconds(50))
    await store.send(.startMarked)
    await store.send(.stop)
    await store.finish()
  }
}
