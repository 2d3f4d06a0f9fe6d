import Composable
import Testing

@MainActor
@Suite struct ActionLogTests {
  @Test func everyActionIsLoggedWithItsStateDiff() {
    var entries: [ActionLogEntry<Counter.Action>] = []
    let store = Store(initialState: Counter.State()) {
      Counter().logActions { entries.append($0) }
    }
    store.send(.incrementTapped)
    store.send(.factResponse("A fact"))

    #expect(entries.map(\.action) == [.incrementTapped, .factResponse("A fact")])
    #expect(entries[0].actionDescription.contains("incrementTapped"))
    let diff = entries[0].stateDiff
    #expect(diff?.contains("count: 0") == true)
    #expect(diff?.contains("count: 1") == true)
    #expect(entries[1].stateDiff?.contains("A fact") == true)
  }

  @Test func actionsThatChangeNothingHaveNoDiff() {
    var entries: [ActionLogEntry<Counter.Action>] = []
    let store = Store(initialState: Counter.State(count: 1)) {
      Counter().logActions { entries.append($0) }
    }
    store.send(.factTapped)
    #expect(entries.count == 1)
    #expect(entries[0].stateDiff == nil)
    store.cancelAllEffects()
  }
}
