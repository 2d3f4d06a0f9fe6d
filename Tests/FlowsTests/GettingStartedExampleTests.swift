import Flows
import Observation
import Testing

/// The article's lane for a role of one's own.
extension FlowLane {
  fileprivate static let cache = FlowLane("cache", rank: 105)  // between module and service
}

/// Holds the Flows kit's "Getting started" article (Flows.docc/GettingStarted.md) to its word:
/// its roles and client are copied as the article writes them, and every summary, change, lane
/// and count it claims for a recorded event is checked.
@Suite("Flows Getting started")
struct FlowsGettingStartedTests {
  // MARK: Mark each role once

  @Reported(as: .presenter)
  final class CounterPresenter {
    var count = 0
    weak var view: CounterScreen?

    func increment(by amount: Int) {
      count += amount
      view?.show(count)
    }
  }

  @Observable @Reported(as: .view)
  final class CounterScreen {
    var shown = ""

    func show(_ count: Int) {
      shown = "\(count)"
    }
  }

  // MARK: Report a service

  struct CounterClient: Sendable {
    var load: @Sendable (String) async throws -> Int

    /// The same client, its calls and answers reported in the running event's flow.
    func reportingFlows() -> CounterClient {
      let base = self
      return CounterClient(load: { name in
        try await FlowBoundary.service(
          "counterClient.load", arguments: { [("name", name)] }
        ) {
          try await base.load(name)
        }
      })
    }
  }

  // MARK: Say what changed, and how

  struct Book: Equatable {
    var title: String
    var isRead = false
  }

  struct Shelf: Equatable, FlowSummarizable {
    var books: [Book]
    var flowSummary: Any { books.map(\.title) }  // a diff of titles, not of every field
  }

  // MARK: Record an event

  @Test func recordingAnEvent() throws {
    let presenter = CounterPresenter()
    let screen = CounterScreen()
    presenter.view = screen

    let flows = FlowRecorder(isEnabled: true)
    flows.event("tap “+2”") { presenter.increment(by: 2) }

    let trace = try #require(flows.traces.last)
    #expect(trace.title == "tap “+2”")
    #expect(
      trace.steps.map(\.summary) == [
        "view → presenter: increment(by: 2)", "presenter → view: show(2)",
      ])
    #expect(trace.steps[0].changes.map(\.description) == ["count: 0 → 2"])
    #expect(trace.steps[1].changes.map(\.description) == ["shown: \"\" → \"2\""])
  }

  @Test("A lane of one's own sits by its rank among the kits' lanes")
  func aLaneOfOnesOwn() {
    #expect([FlowLane.service, .cache, .module].sorted() == [.module, .cache, .service])
    #expect(FlowLane.module.rank == 100 && FlowLane.service.rank == 110)
  }

  @Test("Nothing is recorded while the recorder is off")
  func anOffRecorderRecordsNothing() {
    let presenter = CounterPresenter()
    let flows = FlowRecorder()
    flows.event("tap “+2”") { presenter.increment(by: 2) }
    #expect(flows.traces.isEmpty)
    #expect(presenter.count == 2)
  }

  // MARK: Report a service

  @Test("A service call reads as the call and its answer, from the role that made it")
  func aServiceCallAndItsAnswer() async throws {
    let client = CounterClient(load: { _ in 3 }).reportingFlows()
    let flows = FlowRecorder(isEnabled: true)
    // What a view model's work carries: the context of the event that started it.
    let context = flows.event("tap “Load”", from: .viewModel) { FlowContext.current }
    let count = try await FlowContext.$current.withValue(context) {
      try await client.load("clicks")
    }
    #expect(count == 3)

    let trace = try #require(flows.traces.last)
    #expect(
      trace.steps.map(\.summary) == [
        #"view model → service: counterClient.load(name: "clicks")"#,
        "service → view model: returned 3",
      ])
    #expect(trace.steps[0].duration != nil)
    #expect(trace.steps[0].source?.fileID == "FlowsTests/GettingStartedExampleTests.swift")
  }

  @Test("A summarizable value is shown by its summary")
  func aShelfShowsItsTitles() {
    let shelf = Shelf(books: [Book(title: "Dune", isRead: true)])
    let shown = FieldSnapshot.render(shelf)
    #expect(shown.contains("Dune"))
    #expect(!shown.contains("isRead"))
  }

  // MARK: Test a flow

  @Test func incrementingShowsTheNewCount() throws {
    let presenter = CounterPresenter()
    let screen = CounterScreen()
    presenter.view = screen
    let flows = FlowRecorder(isEnabled: true)

    flows.event("tap “+2”") { presenter.increment(by: 2) }

    let trace = try #require(flows.traces.last)
    #expect(
      trace.steps.map(\.summary) == [
        "view → presenter: increment(by: 2)",
        "presenter → view: show(2)",
      ])
    #expect(trace.steps.map(\.kind) == [.call, .call])
    #expect(trace.lanes == [.view, .presenter])
    #expect(trace.crossings == 2)
    #expect(screen.shown == "2")
  }
}
