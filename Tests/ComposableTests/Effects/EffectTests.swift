import Composable
import ComposableTesting
import Testing

/// A feature exercising every kind of effect.
struct Effects: Reducer {
  struct State: Equatable { var events: [String] = [] }

  @CasePathable
  enum Action: Equatable, Sendable {
    case mergeTapped
    case concatenateTapped
    case startTimer
    case stopTimer
    case tick
    case failingTapped
    case failingUnhandledTapped
    case failed(String)
    case record(String)
  }

  enum CancelID: Hashable, Sendable { case timer }
  struct Failure: Error {}

  @Dependency(\.continuousClock) var clock

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .mergeTapped:
        return .merge(.send(.record("a")), .send(.record("b")))
      case .concatenateTapped:
        return .concatenate(
          .run { send in
            try await clock.sleep(for: .seconds(1))
            await send(.record("after sleep"))
          },
          .send(.record("second"))
        )
      case .startTimer:
        return .run { send in
          for await _ in clock.timer(interval: .seconds(1)) { await send(.tick) }
        }
        .cancellable(id: CancelID.timer, cancelInFlight: true)
      case .stopTimer:
        return .cancel(id: CancelID.timer)
      case .tick:
        state.events.append("tick")
        return .none
      case .failingTapped:
        return .run { _ in
          throw Failure()
        } catch: { error, send in
          await send(.failed("\(error)"))
        }
      case .failingUnhandledTapped:
        return .run { _ in throw Failure() }
      case .failed(let message):
        state.events.append("failed: \(message)")
        return .none
      case .record(let event):
        state.events.append(event)
        return .none
      }
    }
  }
}

@MainActor
@Suite struct EffectTests {
  func makeStore(_ clock: TestClock<Duration>) -> TestStoreOf<Effects> {
    TestStore(initialState: Effects.State()) {
      Effects()
    } withDependencies: {
      $0.continuousClock = clock
    }
  }

  @Test func sendAndMergeDeliverInOrder() async {
    let store = makeStore(TestClock())
    await store.send(.mergeTapped)
    await store.receive(.record("a")) { $0.events = ["a"] }
    await store.receive(.record("b")) { $0.events = ["a", "b"] }
  }

  @Test func concatenateWaitsForEachEffect() async {
    let clock = TestClock()
    let store = makeStore(clock)
    await store.send(.concatenateTapped)
    await clock.advance(by: .milliseconds(999))
    #expect(store.state.events.isEmpty)
    await clock.advance(by: .milliseconds(1))
    await store.receive(.record("after sleep")) { $0.events = ["after sleep"] }
    await store.receive(.record("second")) { $0.events = ["after sleep", "second"] }
  }

  @Test func cancellableAndCancel() async {
    let clock = TestClock()
    let store = makeStore(clock)
    await store.send(.startTimer)
    await clock.advance(by: .seconds(1))
    await store.receive(.tick) { $0.events = ["tick"] }
    // Starting again cancels the running timer instead of running two.
    await store.send(.startTimer)
    await clock.advance(by: .seconds(1))
    await store.receive(.tick) { $0.events = ["tick", "tick"] }
    await store.send(.stopTimer)
    await clock.advance(by: .seconds(5))
    await store.finish()
  }

  @Test func errorsGoToTheCatchHandler() async {
    let store = makeStore(TestClock())
    await store.send(.failingTapped)
    await store.receive(\.failed) { $0.events = ["failed: Failure()"] }
  }

  @Test func unhandledErrorsAreReported() async {
    let store = makeStore(TestClock())
    await withKnownIssue { @MainActor in
      await store.send(.failingUnhandledTapped).finish()
    }
  }
}
