import Flows
import Observation
import Testing

@Reported(as: .presenter)
private final class CounterPresenter {
  var count = 0
  var note: String?
  weak var view: CounterScreen?

  func increment(by amount: Int, password: String) {
    count += amount
    view?.show(count)
    remember("incremented")
  }

  func remember(_ text: String) { note = text }

  func total() -> Int { count }

  func fail(_ message: String) throws(CounterError) {
    throw CounterError(message: message)
  }

  private func hidden() { count = -1 }
}

@Observable @Reported(as: .view)
private final class CounterScreen {
  var shown = ""
  func show(_ count: Int) { shown = "\(count)" }
}

private struct CounterError: Error, Equatable { var message: String }

@Suite("Flows: messages reported at role boundaries")
struct ReportedTests {
  private func makeScreen() -> (CounterPresenter, CounterScreen) {
    let presenter = CounterPresenter()
    let screen = CounterScreen()
    presenter.view = screen
    return (presenter, screen)
  }

  @Test func anEventRecordsEachCrossingWithArgumentsAndChanges() throws {
    let (presenter, screen) = makeScreen()
    let flows = FlowRecorder(isEnabled: true)
    flows.event("tap “+”") { presenter.increment(by: 2, password: "secret") }

    let trace = try #require(flows.traces.last)
    #expect(trace.title == "tap “+”")
    #expect(
      trace.steps.map(\.summary) == [
        "view → presenter: increment(by: 2, password: •••)",
        "presenter → view: show(2)",
      ])
    #expect(trace.steps[0].receiver == "CounterPresenter")
    #expect(
      trace.steps[0].changes.map(\.description) == [
        "count: 0 → 2", #"note: nil → "incremented""#,
      ])
    #expect(trace.steps[1].changes.map(\.description) == [#"shown: "" → "2""#])
    #expect(trace.steps.allSatisfy { $0.duration != nil })
    #expect(trace.steps[1].offset >= trace.steps[0].offset)
    #expect(trace.lanes == [.view, .presenter])
    #expect(trace.crossings == 2)
    // Each message names the method that handled it: `func increment` is on line 11.
    #expect(trace.steps[0].source == FlowSource(fileID: "FlowsTests/ReportedTests.swift", line: 11))
    #expect(trace.steps[1].source?.line == 31)
    #expect(screen.shown == "2")
  }

  @Test func callsToItselfAndPrivateMethodsAreNotCrossings() throws {
    let (presenter, _) = makeScreen()
    let flows = FlowRecorder(isEnabled: true)
    flows.event("tap") { presenter.increment(by: 1, password: "") }
    let messages = try #require(flows.traces.last).steps.map(\.message)
    #expect(!messages.contains { $0.hasPrefix("remember") })
  }

  @Test func returnedValuesAndTypedErrorsPassThrough() throws {
    let (presenter, _) = makeScreen()
    let flows = FlowRecorder(isEnabled: true)
    presenter.count = 5
    let total = flows.event("read") { presenter.total() }
    #expect(total == 5)
    let thrown = flows.event("fail") { () -> CounterError? in
      do throws(CounterError) {
        try presenter.fail("no")
        return nil
      } catch {
        return error
      }
    }
    #expect(thrown == CounterError(message: "no"))
    #expect(flows.traces.map(\.title) == ["read", "fail"])
  }

  @Test func nothingIsRecordedWhileOffOrOutsideAnEvent() {
    let (presenter, screen) = makeScreen()
    let flows = FlowRecorder(isEnabled: false)
    flows.event("tap") { presenter.increment(by: 1, password: "") }
    presenter.increment(by: 1, password: "")
    #expect(flows.traces.isEmpty)
    #expect(screen.shown == "2")
  }

  @Test func anEventThatCrossesNoBoundaryLeavesNoTrace() {
    let flows = FlowRecorder(isEnabled: true)
    flows.event("scroll") {}
    #expect(flows.traces.isEmpty)
  }

  @Test func servicesReportTheCallAndTheAnswerToTheCallingRole() async throws {
    let flows = FlowRecorder(isEnabled: true)
    let context = flows.event("tap") { FlowContext.current }
    let answer = await FlowBoundary.acting(as: .interactor) { () async -> Int in
      await FlowContext.$current.withValue(context) {
        await FlowBoundary.acting(as: .interactor) {
          await FlowBoundary.service("store.load", arguments: { [("id", 7)] }) { 42 }
        }
      }
    }
    #expect(answer == 42)
    let steps = try #require(flows.traces.last).steps
    #expect(
      steps.map(\.summary) == [
        "interactor → service: store.load(id: 7)", "service → interactor: returned 42",
      ])
    #expect(steps.map(\.kind) == [.call, .reply])
    #expect(
      steps[0].source?.fileID == "FlowsTests/ReportedTests.swift", "where the service is called")
  }

  @Test func aSourceReadsBackFromItsDescription() {
    let source = FlowSource(fileID: "TaskManagerVIPER/LoginPresenter.swift", line: 42)
    #expect(source.description == "TaskManagerVIPER/LoginPresenter.swift:42")
    #expect(FlowSource(source.description) == source)
    #expect(FlowSource("no-line.swift") == nil)
    #expect(FlowSource("File.swift:3") == nil, "a file ID names its module")
    #expect(FlowSource("A/B.swift:0") == nil)
  }

  @Test func observersHearOncePerEvent() {
    let (presenter, _) = makeScreen()
    let flows = FlowRecorder(isEnabled: true)
    let heard = Counter()
    withObservationTracking {
      _ = flows.traces
    } onChange: {
      heard.increment()
    }
    flows.event("tap") { presenter.increment(by: 1, password: "") }
    #expect(heard.value == 1)
  }

  @Test func oldTracesAreDroppedBeyondCapacity() {
    let (presenter, _) = makeScreen()
    let flows = FlowRecorder(isEnabled: true, capacity: 2)
    for number in 1...3 {
      flows.event("tap \(number)") { presenter.increment(by: 1, password: "") }
    }
    #expect(flows.traces.map(\.title) == ["tap 2", "tap 3"])
    #expect(flows.traces.map(\.id) == [2, 3])
  }
}

private final class Counter: @unchecked Sendable {
  var value = 0
  func increment() { value += 1 }
}
