import ComposableArchitecture
import Testing

// TestStore behaviour TCA's own tests rely on (issue 36): strict skipping, a task's finish
// with a timeout, and non-exhaustive expectations that read the state the action left.

@Reducer
private struct Countdown {
  struct State: Equatable {
    var remaining = 3
    var log: [Int] = []
  }
  enum Action: Equatable {
    case start
    case tick
    case wait
  }
  @Dependency(\.continuousClock) var clock
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .start:
        return .run { send in
          for _ in 0..<3 { await send(.tick) }
        }
      case .tick:
        state.remaining -= 1
        state.log.append(state.remaining)
        return .none
      case .wait:
        return .run { _ in try await clock.sleep(for: .seconds(10)) }
      }
    }
  }
}

@MainActor
struct TestStoreStrictnessTests {
  @Test func skippingWhenNothingWasReceivedFailsUnlessNotStrict() async {
    let store = TestStore(initialState: Countdown.State()) { Countdown() }
    await withKnownIssue {
      await store.skipReceivedActions()
    }
    await store.skipReceivedActions(strict: false)
    await withKnownIssue {
      await store.skipInFlightEffects()
    }
    await store.skipInFlightEffects(strict: false)
  }

  @Test func aTaskThatOutlivesItsTimeoutFails() async {
    let clock = TestClock()
    let store = TestStore(initialState: Countdown.State()) {
      Countdown()
    } withDependencies: {
      $0.continuousClock = clock
    }
    let task = await store.send(.wait)
    await withKnownIssue {
      await task.finish(timeout: .milliseconds(20))
    }
    await clock.advance(by: .seconds(10))
    await task.finish(timeout: .seconds(5))
  }

  @Test func aNonExhaustiveExpectationReadsTheStateTheActionLeft() async {
    let store = TestStore(initialState: Countdown.State()) { Countdown() }
    store.exhaustivity = .off
    await store.send(.start)
    await store.receive(\.tick)
    await store.receive(\.tick) {
      // Read, not written: the action already made it 1.
      #expect($0.remaining == 1)
      $0.log = [2, 1]
    }
    await store.skipReceivedActions()
    #expect(store.state.remaining == 0)
  }
}
