import Flows
import MVVM
import Observation
import Testing

/// What the MVVM variants' debugger shows: each view-model call an event makes, with the
/// properties it changed — reported by `@Reported(as: .viewModel)`, not by the methods.
@MainActor
@Suite("Flows of view models")
struct FlowReportingTests {
  private func steps(_ flows: FlowRecorder) -> [FlowStep] {
    flows.traces.last?.steps ?? []
  }

  @Test func eachCallIsAMessageWithTheChangedProperties() {
    let flows = FlowRecorder(isEnabled: true)
    let model = CounterViewModel()
    flows.event("tap +1") { model.increment() }
    flows.event("tap Reset") { model.reset() }
    #expect(flows.traces.map(\.title) == ["tap +1", "tap Reset"])
    #expect(
      steps(flows).map(\.summary) == [
        "view → view model: reset()", "view model → view: changed count",
      ])
    #expect(steps(flows).first?.changes.map(\.description) == ["count: 1 → 0"])
    #expect(flows.traces.first?.steps.first?.changes.map(\.description) == ["count: 0 → 1"])
  }

  @Test func aCallThatChangesNothingHasNoChanges() {
    let flows = FlowRecorder(isEnabled: true)
    let model = CounterViewModel()
    flows.event("tap") { model.reset() }
    #expect(steps(flows).map(\.message) == ["reset()"])
    #expect(steps(flows).first?.changes == [])
  }

  @Test func callsToItselfBelongToTheOuterMessage() {
    let flows = FlowRecorder(isEnabled: true)
    let model = CounterViewModel()
    flows.event("tap") { model.incrementTwice() }
    #expect(steps(flows).map(\.message) == ["incrementTwice()", "changed count"])
    #expect(steps(flows).first?.changes.map(\.description) == ["count: 0 → 2"])
  }

  @Test func stateViewModelsReportTheirStateFields() {
    let flows = FlowRecorder(isEnabled: true)
    let model = SignUpViewModel()
    flows.event("type") { model.binding(\.name).wrappedValue = "Ada" }
    flows.event("tap") { model.subscribe() }
    #expect(flows.traces.first?.steps.first?.changes.map(\.description) == [#"name: "" → "Ada""#])
    #expect(
      steps(flows).map(\.summary) == [
        "view → view model: subscribe()", "view model → view: changed isSubscribed",
      ])
    #expect(steps(flows).first?.changes.map(\.description) == ["isSubscribed: false → true"])
  }

  @Test func passwordsNeverShowTheirValues() {
    let flows = FlowRecorder(isEnabled: true)
    let model = CounterViewModel()
    flows.event("type") { model.binding(\.password).wrappedValue = "hunter22" }
    #expect(steps(flows).first?.changes.map(\.description) == ["password: ••• → •••"])
  }

  @Test func nothingIsRecordedWhileTheRecorderIsOff() {
    let flows = FlowRecorder(isEnabled: false)
    let model = CounterViewModel()
    flows.event("tap") { model.increment() }
    #expect(flows.traces.isEmpty)
    flows.isEnabled = true
    flows.event("tap") { model.increment() }
    #expect(flows.traces.count == 1)
  }

  @Test func largeValuesAreSummarisedWithADiff() {
    let flows = FlowRecorder(isEnabled: true)
    let model = ChoresViewModel()
    flows.event("tap") { model.markFirstDone() }
    let change = steps(flows).first?.changes.first
    #expect(change?.name == "chores")
    #expect(change?.old == "Array<Chore>(…)")
    #expect(change?.diff.contains { $0.hasPrefix("+") && $0.contains("isDone: true") } == true)
    #expect(change?.diff.contains { $0.hasPrefix("-") && $0.contains("isDone: false") } == true)
  }

  @Test func valuesCanShowALighterSummary() {
    let flows = FlowRecorder(isEnabled: true)
    let model = ShelfViewModel()
    flows.event("tap") { model.shelve("Emma") }
    let change = steps(flows).first?.changes.first
    #expect(change?.old == "Shelf(…)")
    #expect(change?.diff == [#"+ [2]: "Emma""#])
  }
}

/// Shown as its titles only.
struct Shelf: Equatable, FlowSummarizable {
  var books: [Chore]
  var flowSummary: Any { books.map(\.title) }
}

@Observable @Reported(as: .viewModel)
final class ShelfViewModel {
  var shelf = Shelf(books: [Chore(title: "Persuasion"), Chore(title: "Sanditon")])

  func shelve(_ title: String) {
    shelf.books.append(Chore(title: title))
  }
}

struct Chore: Equatable {
  var title: String
  var isDone = false
}

@Observable @Reported(as: .viewModel)
final class ChoresViewModel {
  var chores = [Chore(title: "Milk"), Chore(title: "Eggs")]

  func markFirstDone() {
    chores[0].isDone = true
  }
}
