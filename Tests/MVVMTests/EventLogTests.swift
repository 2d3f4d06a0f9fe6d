import MVVM
import Observation
import Testing

@MainActor
@Suite("EventLog")
struct EventLogTests {
  @Test func eachCallIsAnEntryWithTheChangedProperties() {
    let log = EventLog()
    let model = CounterViewModel(eventLog: log)
    model.increment()
    model.binding(\.title).wrappedValue = "Taps"
    model.reset()
    #expect(
      log.entries.map(\.description) == [
        "CounterViewModel.increment() → count: 0 → 1",
        #"CounterViewModel.binding(\.title) → title: "Counter" → "Taps""#,
        #"CounterViewModel.reset() → count: 1 → 0, title: "Taps" → "Counter""#,
      ])
  }

  @Test func aCallThatChangesNothingSaysSo() {
    let log = EventLog()
    let model = CounterViewModel(eventLog: log)
    model.reset()
    #expect(log.entries.map(\.description) == ["CounterViewModel.reset() (no changes)"])
  }

  @Test func nestedCallsBelongToTheOuterEvent() {
    let log = EventLog()
    let model = CounterViewModel(eventLog: log)
    model.incrementTwice()
    #expect(log.entries.map(\.description) == ["CounterViewModel.incrementTwice() → count: 0 → 2"])
  }

  @Test func stateViewModelsLogTheirStateFields() {
    let log = EventLog()
    let model = SignUpViewModel(eventLog: log)
    model.binding(\.name).wrappedValue = "Ada"
    model.subscribe()
    #expect(
      log.entries.map(\.description) == [
        #"SignUpViewModel.binding(\.name) → name: "" → "Ada""#,
        "SignUpViewModel.subscribe() → isSubscribed: false → true",
      ])
  }

  @Test func redactedPropertiesNeverShowTheirValues() {
    let log = EventLog()
    let model = CounterViewModel(eventLog: log)
    model.binding(\.password).wrappedValue = "hunter22"
    #expect(
      log.entries.map(\.description) == [
        #"CounterViewModel.binding(\.password) → password: ••• → •••"#
      ])
  }

  @Test func aDisabledLogRecordsNothing() {
    let log = EventLog(isEnabled: false)
    let model = CounterViewModel(eventLog: log)
    model.increment()
    #expect(log.entries.isEmpty)
    log.isEnabled = true
    model.increment()
    #expect(log.entries.count == 1)
  }

  @Test func theLogKeepsTheLatestEntriesUpToItsCapacity() {
    let log = EventLog(capacity: 2)
    let model = CounterViewModel(eventLog: log)
    for _ in 0..<3 { model.increment() }
    #expect(
      log.entries.map(\.description) == [
        "CounterViewModel.increment() → count: 1 → 2",
        "CounterViewModel.increment() → count: 2 → 3",
      ])
  }

  @Test func largeValuesAreSummarisedWithADiff() {
    let log = EventLog()
    let model = ChoresViewModel(eventLog: log)
    model.markFirstDone()
    let change = log.entries.last?.changes.first
    #expect(change?.property == "chores")
    #expect(change?.old == "Array<Chore>(…)")
    #expect(change?.diff.contains { $0.hasPrefix("+") && $0.contains("isDone: true") } == true)
    #expect(change?.diff.contains { $0.hasPrefix("-") && $0.contains("isDone: false") } == true)
  }

  @Test func valuesCanLogALighterRepresentation() {
    let log = EventLog()
    let model = ShelfViewModel(eventLog: log)
    model.shelve("Emma")
    let change = log.entries.last?.changes.first
    #expect(change?.old == "Shelf(…)")
    #expect(change?.diff == [#"+ [2]: "Emma""#])
  }
}

/// Logged as its titles only.
struct Shelf: Equatable, EventLogRepresentable {
  var books: [Chore]
  var eventLogValue: Any { books.map(\.title) }
}

@Observable
final class ShelfViewModel: EventLogging {
  var shelf = Shelf(books: [Chore(title: "Persuasion"), Chore(title: "Sanditon")])
  @ObservationIgnored let eventLog: EventLog?

  init(eventLog: EventLog?) {
    self.eventLog = eventLog
  }

  func shelve(_ title: String) {
    logged { shelf.books.append(Chore(title: title)) }
  }
}

struct Chore: Equatable {
  var title: String
  var isDone = false
}

@Observable
final class ChoresViewModel: EventLogging {
  var chores = [Chore(title: "Milk"), Chore(title: "Eggs")]
  @ObservationIgnored let eventLog: EventLog?

  init(eventLog: EventLog?) {
    self.eventLog = eventLog
  }

  func markFirstDone() {
    logged { chores[0].isDone = true }
  }
}
