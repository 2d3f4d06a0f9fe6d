import ComposableArchitecture
import Testing

// A screen whose timer runs flat out (an immediate clock) dismisses itself: the actions its
// timer had on the way when the screen was popped are dropped, not delivered to a screen that
// is gone (issue 36; TCA's SyncUps recording test).

@Reducer
private struct Metronome {
  struct State: Equatable { var beats = 0 }
  enum Action: Equatable {
    case start
    case beat
  }
  @Dependency(\.continuousClock) var clock
  @Dependency(\.dismiss) var dismiss
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .start:
        return .run { send in
          for await _ in clock.timer(interval: .seconds(1)) { await send(.beat) }
        }
      case .beat:
        state.beats += 1
        return state.beats == 3 ? .run { _ in await dismiss() } : .none
      }
    }
  }
}

@Reducer
private struct Stage {
  struct State: Equatable { var path = StackState<Metronome.State>() }
  enum Action: Equatable { case path(StackActionOf<Metronome>) }
  var body: some ReducerOf<Self> {
    EmptyReducer()
      .forEach(\.path, action: \.path) { Metronome() }
  }
}

@MainActor
struct PoppedScreenEffectsTests {
  @Test func beatsOnTheWayWhenTheScreenIsPoppedAreDropped() async {
    let store = TestStore(initialState: Stage.State(path: StackState([Metronome.State()]))) {
      Stage()
    } withDependencies: {
      $0.continuousClock = ImmediateClock()
    }
    store.exhaustivity = .off
    // The whole suite shares the main actor, and this timer floods it: under a parallel run
    // the third beat can be more than the default second away.
    store.timeout = .seconds(20)
    await store.send(.path(.element(id: 0, action: .start)))
    await store.receive(\.path.popFrom) { $0.path = StackState() }
    await store.finish()
    await store.skipReceivedActions(strict: false)
  }
}
