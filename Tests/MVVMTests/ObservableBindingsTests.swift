import MVVM
import Observation
import Testing
import Views
import ViewsTesting

@Observable
final class CounterViewModel: EventLogging {
  var count = 0
  var title = "Counter"
  var password = ""
  @ObservationIgnored let eventLog: EventLog?

  init(eventLog: EventLog? = nil) {
    self.eventLog = eventLog
  }

  func increment() {
    logged { count += 1 }
  }

  func reset() {
    logged {
      count = 0
      title = "Counter"
    }
  }

  func incrementTwice() {
    logged {
      increment()
      increment()
    }
  }
}

@MainActor
@Suite("Bindings to @Observable view models")
struct ObservableBindingsTests {
  @Test func aBindingReadsAndWritesTheProperty() {
    let model = CounterViewModel()
    let title = model.binding(\.title)
    #expect(title.wrappedValue == "Counter")
    title.wrappedValue = "Clicks"
    #expect(model.title == "Clicks")
  }

  @Test func viewsTypeIntoBoundFields() async throws {
    let model = CounterViewModel()
    let app = ViewDriver { CounterView(model: model) }
    try await app.type("Taps", into: "Title")
    try await app.tap("+1")
    #expect(app.shows("Taps: 1"))
  }

  @Test func writesThroughABindingAreLogged() {
    let log = EventLog()
    let model = CounterViewModel(eventLog: log)
    model.binding(\.title).wrappedValue = "Taps"
    #expect(
      log.entries.map(\.description) == [
        #"CounterViewModel.binding(\.title) → title: "Counter" → "Taps""#
      ])
  }
}

/// Built once by the host; its body is read again on every render.
struct CounterView: View {
  let model: CounterViewModel

  var body: some View {
    VStack {
      TextField("Title", text: model.binding(\.title))
      Text("\(model.title): \(model.count)")
      Button("+1") { model.increment() }
    }
  }
}
