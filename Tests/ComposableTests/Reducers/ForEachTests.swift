import Composable
import ComposableTesting
import Testing

/// `forEach`: row actions reach their row by id, and a row's running effects end with it.
@MainActor
struct ForEachTests {
  @Reducer
  struct Timer {
    struct State: Equatable, Identifiable {
      let id: Int
      var ticks = 0
    }
    enum Action: Equatable { case start, tick }
    @Dependency(\.continuousClock) var clock
    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .start:
          return .run { send in
            while true {
              try await clock.sleep(for: .seconds(1))
              await send(.tick)
            }
          }
        case .tick:
          state.ticks += 1
          return .none
        }
      }
    }
  }

  @Reducer
  struct Timers {
    struct State: Equatable { var timers: IdentifiedArrayOf<Timer.State> = [] }
    enum Action: Equatable {
      case timers(IdentifiedActionOf<Timer>)
      case remove(id: Int)
      case rename
    }
    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .remove(let id): state.timers.remove(id: id)
        case .rename, .timers: break
        }
        return .none
      }
      .forEach(\.timers, action: \.timers) { Timer() }
    }
  }

  @Test func removingARowCancelsItsEffectsAndKeepsTheOthers() async {
    let clock = TestClock()
    let store = TestStore(
      initialState: Timers.State(timers: [Timer.State(id: 1), Timer.State(id: 2)])
    ) {
      Timers()
    } withDependencies: {
      $0.continuousClock = clock
    }
    // Staggered by half a second, so that ticks never coincide and arrive in a known order.
    await store.send(.timers(.element(id: 1, action: .start)))
    await clock.advance(by: .milliseconds(500))
    await store.send(.timers(.element(id: 2, action: .start)))
    await clock.advance(by: .milliseconds(500))
    await store.receive(.timers(.element(id: 1, action: .tick))) {
      $0.timers[id: 1]?.ticks = 1
    }
    await clock.advance(by: .milliseconds(500))
    await store.receive(.timers(.element(id: 2, action: .tick))) {
      $0.timers[id: 2]?.ticks = 1
    }
    // A parent action that keeps every row cancels nothing.
    await store.send(.rename)
    await store.send(.remove(id: 1)) { $0.timers.remove(id: 1) }
    // Row 1 would tick at 2 s and row 2 at 2.5 s: only the remaining row ticks, and the removed
    // row's timer is gone rather than failing on a missing row.
    await clock.advance(by: .seconds(1))
    await store.receive(.timers(.element(id: 2, action: .tick))) {
      $0.timers[id: 2]?.ticks = 2
    }
    await store.send(.remove(id: 2)) { $0.timers = [] }
    #expect(store.state.timers.isEmpty)
  }
}
