import Composable
import ComposableTesting
import Testing

/// Each TestStore failure must really fail: these tests expect the issue they provoke.
@MainActor
@Suite struct TestStoreFailureTests {
  @Test func wrongStateAssertionFailsWithADiff() async {
    let store = TestStore(initialState: Counter.State()) { Counter() }
    await withKnownIssue { @MainActor in
      await store.send(.incrementTapped) { $0.count = 2 }
    } matching: { issue in
      let text = issue.comments.map(\.rawValue).joined() + "\(issue)"
      return text.contains("count: 2") && text.contains("count: 1")
    }
  }

  @Test func missingStateAssertionFailsWhenExhaustive() async {
    let store = TestStore(initialState: Counter.State()) { Counter() }
    await withKnownIssue { @MainActor in
      await store.send(.incrementTapped)
    }
  }

  @Test func unreceivedActionsFailTheNextSend() async {
    let store = TestStore(initialState: Counter.State()) { Counter() }
    await store.send(.factTapped).finish()
    await withKnownIssue { @MainActor in
      await store.send(.incrementTapped) { $0.count = 1 }
    }
    await store.skipReceivedActions()
  }

  @Test func receivingTheWrongActionFails() async {
    let store = TestStore(initialState: Counter.State()) { Counter() }
    await store.send(.factTapped)
    await withKnownIssue { @MainActor in
      await store.receive(.factResponse("something else")) { $0.fact = "0 is a number" }
    }
  }

  @Test func receiveTimesOutWhenNothingArrives() async {
    let clock = TestClock()
    let store = TestStore(initialState: Counter.State()) {
      Counter()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.delayedIncrementTapped)
    await withKnownIssue { @MainActor in
      await store.receive(.incrementTapped, timeout: .milliseconds(50)) { $0.count = 1 }
    }
    await clock.advance(by: .seconds(1))
    await store.receive(.incrementTapped) { $0.count = 1 }
  }

  @Test func effectsStillRunningAtTheEndFail() async {
    let clock = TestClock()
    await withKnownIssue { @MainActor in
      let store = TestStore(initialState: Counter.State()) {
        Counter()
      } withDependencies: {
        $0.continuousClock = clock
      }
      await store.send(.delayedIncrementTapped)
      await store.finish(timeout: .milliseconds(50))
      await store.skipInFlightEffects()
    }
  }

  @Test func storeDeinitReportsRunningEffects() async {
    let clock = TestClock()
    await withKnownIssue { @MainActor in
      var store: TestStoreOf<Counter>? = TestStore(initialState: Counter.State()) {
        Counter()
      } withDependencies: {
        $0.continuousClock = clock
      }
      await store?.send(.delayedIncrementTapped)
      store = nil
    }
  }

  @Test func skipInFlightEffectsLetsATestEndEarly() async {
    let clock = TestClock()
    let store = TestStore(initialState: Counter.State()) {
      Counter()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.delayedIncrementTapped)
    await store.skipInFlightEffects()
    #expect(store.state.count == 0)
  }

  @Test func receiveByCaseKeyPathAndValue() async {
    let store = TestStore(initialState: Counter.State(count: 3)) { Counter() }
    await store.send(.factTapped)
    await store.receive(\.factResponse, "3 is a number") { $0.fact = "3 is a number" }
    await store.finish()
  }

  @Test func receiveByCaseKeyPathWithWrongValueFails() async {
    let store = TestStore(initialState: Counter.State(count: 3)) { Counter() }
    await store.send(.factTapped)
    await withKnownIssue { @MainActor in
      await store.receive(\.factResponse, "4 is a number") { $0.fact = "3 is a number" }
    }
  }

  @Test func nonExhaustiveStillFailsOnAWrongAssertion() async {
    let store = TestStore(initialState: Counter.State()) { Counter() }
    store.exhaustivity = .off
    await withKnownIssue { @MainActor in
      await store.send(.incrementTapped) { $0.count = 5 }
    }
  }
}
