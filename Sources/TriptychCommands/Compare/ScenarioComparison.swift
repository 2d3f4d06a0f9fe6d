import Flows
import Foundation
import HeapStatistics
import TaskManagerDomain
import TaskPaper
import Views
import ViewsTesting

/// One scripted user scenario — log in, add a task, retag it, delete it — played on each
/// variant in the headless driver (the engine the web host uses), and what it cost: events
/// per second, views resolved and reused and nodes changed per event, heap held by a session.
///
/// ```swift
/// let runs = try await ScenarioComparison.measure(TaskManagerVariants.available, repetitions: 5)
/// print(runs.markdown())
/// ```
public struct ScenarioComparison: Codable, Equatable, Sendable {
  public struct Run: Codable, Equatable, Sendable {
    public var architecture: String
    public var displayName: String
    /// Events the timed part sends (after logging in, whose password hashing would dominate).
    public var events: Int
    /// The median time of the timed part, in seconds.
    public var seconds: Double
    /// Events per second at the median time.
    public var eventsPerSecond: Double
    /// The spread of the plays: events per second in the slowest and in the fastest.
    public var slowestEventsPerSecond: Double
    public var fastestEventsPerSecond: Double
    public var viewsResolvedPerEvent: Double
    public var viewsReusedPerEvent: Double
    public var nodesChangedPerEvent: Double
    /// Messages that crossed a role boundary per event (view → presenter, store → reducer, a
    /// client call and its answer…), counted in an unmeasured play with the flows recorded.
    public var messagesPerEvent: Double
    /// Heap a session holds once it has played the scenario (the sessions of all
    /// repetitions kept together, divided by their number), or `nil` where the C library
    /// cannot say.
    public var heapBytesPerSession: Int?
  }

  public var runs: [Run]
  public var repetitions: Int

  /// The steps, as a person would read them.
  public static let steps = [
    "log in as the test account", "add “- Water the plants @home”", "select it",
    "open its @home tag", "retag it @garden", "delete it and confirm",
  ]

  @MainActor
  public static func measure(
    _ variants: [TaskManagerVariant], repetitions: Int
  ) async throws -> ScenarioComparison {
    var runs: [Run] = []
    // One unmeasured play of each first: one-time set-up (lazy globals, caches, the first
    // allocations of the process) would otherwise be charged to whichever variant runs first.
    // It records the flows (which the timed plays must not pay for) to count the messages.
    var messages: [String: Int] = [:]
    for variant in variants {
      messages[variant.architecture.rawValue] = try await play(variant, recordsFlows: true).messages
    }
    // The timed plays take turns, the order reversed each round, so a machine that slows down
    // or speeds up part-way (other work, frequency scaling) is shared by every variant instead
    // of changing their ranks. Each play's session is kept until the end, so the heap a play
    // leaves allocated is what one session holds.
    var times: [String: [Double]] = [:]
    var heap: [String: [Int]] = [:]
    var statistics: [String: PerEventCounts] = [:]
    var events: [String: Int] = [:]
    var sessions: [ViewDriver] = []
    for round in 0..<max(1, repetitions) {
      for variant in round.isMultiple(of: 2) ? variants : variants.reversed() {
        let key = variant.architecture.rawValue
        let before = allocatedBytes()
        let played = try await play(variant)
        if let before, let after = allocatedBytes() {
          heap[key, default: []].append(after - before)
        }
        times[key, default: []].append(played.seconds)
        statistics[key] = played.statistics
        events[key] = played.events
        sessions.append(played.driver)
      }
    }
    sessions.removeAll()
    for variant in variants {
      let key = variant.architecture.rawValue
      let plays = times[key] ?? []
      let count = events[key] ?? 0
      let seconds = median(plays)
      let rates = plays.filter { $0 > 0 }.map { Double(count) / $0 }
      let perEvent = { (value: Int) in Double(value) / Double(max(1, count)) }
      let counts = statistics[key] ?? PerEventCounts()
      let held = heap[key].map { max(0, $0.reduce(0, +)) / max(1, $0.count) }
      runs.append(
        Run(
          architecture: key, displayName: variant.architecture.displayName, events: count,
          seconds: seconds, eventsPerSecond: seconds > 0 ? Double(count) / seconds : 0,
          slowestEventsPerSecond: rates.min() ?? 0, fastestEventsPerSecond: rates.max() ?? 0,
          viewsResolvedPerEvent: perEvent(counts.viewsResolved),
          viewsReusedPerEvent: perEvent(counts.viewsReused),
          nodesChangedPerEvent: perEvent(counts.nodesChanged),
          messagesPerEvent: perEvent(messages[key] ?? 0), heapBytesPerSession: held))
    }
    return ScenarioComparison(runs: runs, repetitions: repetitions)
  }

  /// Plays the scenario once; fails if the variant does not end where the script expects.
  /// `observe` sees the app after each step, with the step's description and the flows the
  /// step caused (empty unless `recordsFlows`).
  @MainActor
  static func play(
    _ variant: TaskManagerVariant, recordsFlows: Bool = false,
    observe: (_ step: String, _ app: ViewDriver, _ flows: [FlowTrace]) -> Void = { _, _, _ in }
  ) async throws -> (
    seconds: Double, events: Int, statistics: PerEventCounts, messages: Int, driver: ViewDriver
  ) {
    let owner = UserID(rawValue: 1)
    let environment = TaskManagerEnvironment.inMemory(
      outlines: [owner: Outline(parsing: "Home:\n\t- Read a book\n")])
    let app = ViewDriver { context in variant.makeApp(context, environment) }
    let flows = app.host.flows
    flows.isEnabled = recordsFlows
    var seen = 0
    /// The traces begun since the last call.
    func newTraces() -> [FlowTrace] {
      let traces = flows.traces.filter { $0.id > seen }
      seen = traces.last?.id ?? seen
      return traces
    }
    observe("The login screen", app, newTraces())
    try await app.type(AuthClient.testAccount.username, into: "Username")
    try await app.type(AuthClient.testAccount.password, into: "Password")
    try await app.tap("Log In")
    try await app.advance(by: .seconds(1))
    observe("Logged in: Home, a second later", app, newTraces())
    let before = app.host.renderTotals
    var timed = Duration.zero
    var events = 0
    var messages = 0
    func step(_ description: String, _ action: () async throws -> Void) async throws {
      let start = ContinuousClock.now
      try await action()
      timed += ContinuousClock.now - start
      events += 1
      let traces = newTraces()
      messages += traces.reduce(0) { $0 + $1.crossings }
      observe(description, app, traces)
    }
    try await step("Tap Add") { try await app.tap("Add") }
    try await step("Type “- Water the plants @home”") {
      try await app.type("- Water the plants @home", into: "Task")
    }
    try await step("Tap Save") { try await app.tap("Save") }
    try await step("Select the new task") { try await app.select(row: "Water the plants") }
    try await step("Tap its @home tag") { try await app.tap("@home") }
    try await step("Type “@garden”") { try await app.type("@garden", into: "Tag") }
    try await step("Press Return") { try await app.submit("Tag") }
    try await step("Tap Delete") { try await app.tap("Delete") }
    try await step("Confirm Delete") { try await app.press("Delete", in: .alert) }
    let elapsed = timed
    guard !app.shows("Water the plants"), app.shows("Read a book") else {
      throw ScenarioFailure(
        variant: variant.architecture.displayName, outline: app.visibleText)
    }
    let after = app.host.renderTotals
    let statistics = PerEventCounts(
      viewsResolved: after.viewsResolved - before.viewsResolved,
      viewsReused: after.viewsReused - before.viewsReused,
      nodesChanged: after.nodesChanged - before.nodesChanged)
    let seconds =
      Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    return (seconds, events, statistics, messages, app)
  }

  private static func median(_ values: [Double]) -> Double {
    guard !values.isEmpty else { return 0 }
    let sorted = values.sorted()
    return sorted[sorted.count / 2]
  }

  /// Bytes allocated and not freed, or `nil` where the C library cannot say.
  private static func allocatedBytes() -> Int? {
    let bytes = heap_statistics_allocated_bytes()
    return bytes > 0 ? Int(bytes) : nil
  }
}

/// Render counts summed over the timed part of a run.
struct PerEventCounts {
  var viewsResolved = 0
  var viewsReused = 0
  var nodesChanged = 0
}

/// A variant that did not end the scenario where the script expects: a parity bug.
struct ScenarioFailure: Error, CustomStringConvertible {
  let variant: String
  let outline: String

  var description: String {
    "\(variant) did not finish the comparison scenario as expected; it shows:\n\(outline)"
  }
}

extension ScenarioComparison {
  /// The runs as a Markdown table.
  public func markdown() -> String {
    var out =
      "The scenario (\(Self.steps.joined(separator: ", "))), headless, median of"
      + " \(repetitions) plays per variant taking turns; timed after logging in; "
      + BuildDescription.current.sentence + "\n\n"
    out += "| variant | events | ms | events/s (slowest–fastest play) | messages/event"
    out += " | views resolved/event"
    out += " | views reused/event | nodes changed/event | heap KB/session |\n"
    out += "| --- |" + String(repeating: " ---: |", count: 8) + "\n"
    for run in runs {
      let memory = run.heapBytesPerSession.map { String($0 / 1024) } ?? "—"
      let cells = [
        "\(run.events)", String(format: "%.1f", run.seconds * 1000),
        String(
          format: "%.0f (%.0f–%.0f)", run.eventsPerSecond, run.slowestEventsPerSecond,
          run.fastestEventsPerSecond),
        String(format: "%.1f", run.messagesPerEvent),
        String(format: "%.1f", run.viewsResolvedPerEvent),
        String(format: "%.1f", run.viewsReusedPerEvent),
        String(format: "%.1f", run.nodesChangedPerEvent), memory,
      ]
      out += "| \(run.displayName) | " + cells.joined(separator: " | ") + " |\n"
    }
    return out
  }
}
