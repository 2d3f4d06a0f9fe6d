import Flows
import MVVM
import Observation
import Testing
import Views
import ViewsTesting

@Observable @Reported(as: .viewModel)
final class CounterViewModel {
  var count = 0
  var title = "Counter"
  var password = ""

  func increment() {
    count += 1
  }

  func reset() {
    count = 0
    title = "Counter"
  }

  func incrementTwice() {
    increment()
    increment()
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

  @Test func writesThroughABindingAreReportedInTheFlow() throws {
    let flows = FlowRecorder(isEnabled: true)
    let model = CounterViewModel()
    flows.event("type") { model.binding(\.title).wrappedValue = "Taps" }
    let step = try #require(flows.traces.last?.steps.first)
    #expect(step.from == .view && step.to == .viewModel)
    #expect(step.message.hasPrefix("set") && step.message.hasSuffix(#"("Taps")"#))
    #expect(step.changes.map(\.description) == [#"title: "Counter" → "Taps""#])
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
