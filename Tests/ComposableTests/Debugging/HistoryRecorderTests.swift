import Composable
import Foundation
import Testing

@MainActor
@Suite struct HistoryRecorderTests {
  @Test func timeTravelShowsEveryEarlierState() {
    let history = HistoryRecorder(
      initialState: Counter.State(), keyframes: .every(4)
    ) { Counter() }
    let store = Store(initialState: history.initialState) { history }
    for _ in 0..<25 { store.send(.incrementTapped) }
    store.send(.decrementTapped)

    #expect(history.actions.count == 26)
    for position in 0...25 {
      #expect(history.state(at: position).count == position)
    }
    #expect(history.state(at: 26).count == 24)

    store.debugReplaceState(history.state(at: 3))
    #expect(store.count == 3)
    // Live actions resume from the state shown.
    store.send(.incrementTapped)
    #expect(store.count == 4)
  }

  @Test func replayReproducesADeterministicReducer() {
    let history = HistoryRecorder(initialState: Counter.State()) { Counter() }
    let store = Store(initialState: history.initialState) { history }
    for _ in 0..<10 { store.send(.incrementTapped) }
    store.send(.factResponse("ten"))
    #expect(history.replayedState() == store.state)
  }

  @Test func replayExposesANondeterministicReducer() {
    struct Dice: Reducer {
      struct State: Equatable { var roll = 0 }
      enum Action { case roll }
      func reduce(into state: inout State, action: Action) -> Effect<Action> {
        state.roll = Int.random(in: 1...1_000_000_000)
        return .none
      }
    }
    let history = HistoryRecorder(initialState: Dice.State()) { Dice() }
    let store = Store(initialState: history.initialState) { history }
    store.send(.roll)
    #expect(history.replayedState() != store.state)
  }

  @Test func capacityBoundsTheHistory() {
    let history = HistoryRecorder(
      initialState: Counter.State(), capacity: 50, keyframes: .every(10)
    ) { Counter() }
    let store = Store(initialState: history.initialState) { history }
    for _ in 0..<1_000 { store.send(.incrementTapped) }
    #expect(history.actions.count <= 50 + history.keyframeInterval)
    #expect(history.droppedCount + history.actions.count == 1_000)
    #expect(history.state(at: history.actions.count).count == 1_000)
    #expect(history.initialState.count == history.droppedCount)
    #expect(history.creationState.count == 0)
  }

  @Test func resetMovesTheStartAndAnImportWithoutAStartReturnsToCreation() throws {
    let history = HistoryRecorder(initialState: Counter.State(count: 7)) { Counter() }
    let store = Store(initialState: history.initialState) { history }
    store.send(.incrementTapped)
    let exported = try history.exportJSON(endingIn: store.state)

    history.reset(to: Counter.State(count: 40))
    #expect(history.initialState.count == 40)
    #expect(history.creationState.count == 7)

    let report = try history.importJSON(exported)
    #expect(report.verdict == .sameFinalState)
    #expect(history.initialState.count == 7)
    #expect(history.state(at: 1).count == 8)
  }

  @Test func adaptiveSpacingKeepsEveryPointReachable() {
    let history = HistoryRecorder(initialState: Counter.State()) { Counter() }
    let store = Store(initialState: history.initialState) { history }
    for _ in 0..<500 { store.send(.incrementTapped) }
    #expect(history.keyframeInterval >= 32)
    for position in stride(from: 0, through: 500, by: 37) {
      #expect(history.state(at: position).count == position)
    }
  }
}
