import Flows
import Foundation
import Views
import WebHost

/// `/compare`: the comparison scenario played headlessly on every variant, shown step by step
/// side by side (each variant's screen after the chosen step), and the measured numbers as bar
/// charts — the page form of `triptych compare`.
///
/// ```swift
/// configuration.pages.append(ComparePage.page(variants: TaskManagerVariants.available))
/// ```
enum ComparePage {
  static let path = "/compare"

  /// The page; with `documentation` (where the server serves the documentation site), its
  /// links to the app also offer the documentation.
  static func page(
    variants: [TaskManagerVariant], packageRoot: URL?, documentation: String? = nil
  ) -> WebHostPage {
    let results = CompareResults(variants: variants, packageRoot: packageRoot)
    return WebHostPage(path: path, title: "Triptych — the architectures side by side") {
      query in
      // The first visit starts the measurement and sees its progress, the page reloading
      // itself each second (no script needed); later visits get the kept result at once.
      guard let measured = try await results.finished() else {
        return .refreshing(
          after: 1, progressHTML(await results.progress, documentation: documentation))
      }
      let step = query["step"].flatMap(Int.init) ?? measured.informativeStep
      return .page(html(measured, step: step, documentation: documentation))
    }
  }

  /// What the page shows while the scenario is being played.
  static func progressHTML(_ progress: CompareProgress, documentation: String? = nil) -> String {
    let percent = Int((progress.fraction * 100).rounded())
    return """
      <h1>The architectures side by side</h1>
      <p role="status">Measuring: \(HTMLText.escaped(progress.stage)) (\(percent) %). \
      This page reloads itself until the numbers are ready; they are kept for later visits.</p>
      <progress max="100" value="\(percent)">\(percent) %</progress>
      <p>\(links(documentation))</p>
      """
  }

  /// The way back to the app and, when it is served, to the documentation.
  static func links(_ documentation: String?) -> String {
    var links = #"<a class="link" href="/">Back to the app</a>"#
    if let documentation {
      links += #" · <a class="link" href=""# + HTMLText.escaped(documentation)
      links += #"">Documentation</a>"#
    }
    return links
  }

  /// What the page shows, measured once per server (the first visit waits for it).
  struct Measured: Sendable {
    struct Screen: Sendable {
      var architecture: String
      var displayName: String
      var html: String
      /// The flow of the step through the variant's roles, as sequence diagrams.
      var flowHTML: String
      /// The roles the step's messages went between, left to right.
      var lanes: [String]
      /// Messages that crossed a role boundary in the step.
      var messages = 0
    }
    var steps: [String]
    /// Per step, each variant's screen after it.
    var screens: [[Screen]]
    var sources: SourceComparison?
    var newScreen: [NewScreenCost]
    /// What putting a screen into a state costs, from the variants' previews.
    var previews: [PreviewCost] = []
    var scenario: ScenarioComparison
    /// The variants' own test targets, timed by `triptych compare --test-times` (kept from its
    /// last run), with when and how they were measured.
    var testTimes: RecordedTestTimes? = nil
    /// The apps of 1 to 200 features `triptych-bench scale` measured last (`Docs/Scale.json`).
    var scale: ScaleRun? = nil

    /// The step the page opens on: of the steps after signing in (before it, every variant
    /// shows the same login form and then the same Home), the one whose flows crossed the
    /// most role boundaries across the variants, where the architectures differ most.
    var informativeStep: Int {
      let totals = screens.map { $0.reduce(0) { $0 + $1.messages } }
      let candidates = totals.indices.dropFirst(min(2, max(0, totals.count - 1)))
      return candidates.max { totals[$0] < totals[$1] } ?? 0
    }
  }

  static func html(_ measured: Measured, step requested: Int, documentation: String? = nil)
    -> String
  {
    let step = min(max(0, requested), measured.steps.count - 1)
    var out = """
      <h1>The architectures side by side</h1>
      <p>One user scenario played on every variant in the headless driver the web host \
      uses, and the numbers <code>triptych compare</code> measures. \
      \(links(documentation)) · <a class="link" href="\(GalleryPage.path)">Every screen in \
      every state</a></p>
      <h2>Step by step</h2><p>Each variant's flow for the chosen step (its roles as lanes, \
      each message with when it was sent and how long it took), above its screen after it.</p>
      <ol class="compare-steps">
      """
    for (index, description) in measured.steps.enumerated() {
      let current = index == step ? #" aria-current="step""# : ""
      out += #"<li><a class="link" href="\#(path)?step=\#(index)"\#(current)>"#
      out += HTMLText.escaped(description) + "</a></li>"
    }
    out += "</ol><div class=\"compare-grid\">"
    for screen in measured.screens[step] {
      out += #"<section class="compare-screen" aria-label="\#(screen.displayName)">"#
      out += "<h3>\(HTMLText.escaped(screen.displayName))</h3>"
      out += #"<div class="compare-flow" data-lanes=""#
      out += HTMLText.escaped(screen.lanes.joined(separator: ",")) + "\">"
      out +=
        screen.flowHTML.isEmpty ? "<p>No message crossed a role boundary.</p>" : screen.flowHTML
      out += "</div><div class=\"compare-frame\" inert>\(screen.html)</div></section>"
    }
    out += "</div><h2>The comparison in numbers</h2>"
    out += "<p>Timings " + HTMLText.escaped(BuildDescription.current.sentence) + "; "
    out += "\(measured.scenario.repetitions) plays per variant taking turns, each bar the "
    out += "median with the slowest and fastest play beside it.</p>"
    out += charts(measured)
    out += testTimesHTML(measured.testTimes)
    out += ScaleReport.html(measured.scale)
    if let sources = measured.sources {
      let previewCheck = PreviewCost.claimCheck(measured.previews)
      out += claims(
        sources.claimChecks(newScreen: measured.newScreen) + [previewCheck].compactMap { $0 })
    }
    return out
  }

  /// The comparisons' claims next to the measurements, as a table.
  private static func claims(_ checks: [ClaimCheck]) -> String {
    guard !checks.isEmpty else { return "" }
    var out = "<h2>What the comparisons claim, measured</h2><table class=\"claims\">"
    out += "<thead><tr><th>claim</th><th>measured here</th><th>verdict</th></tr></thead><tbody>"
    for check in checks {
      out += "<tr><td>\(HTMLText.escaped(check.claim))</td>"
      out += "<td>\(HTMLText.escaped(check.measurement))</td>"
      out += "<td>\(check.agrees ? "agrees" : "disagrees")</td></tr>"
    }
    return out + "</tbody></table>"
  }

  private static func charts(_ measured: Measured) -> String {
    var out = ""
    let runs = measured.scenario.runs
    func bars(_ value: (ScenarioComparison.Run) -> Double) -> [BarChart.Bar] {
      runs.map {
        BarChart.Bar(label: $0.displayName, value: value($0), architecture: $0.architecture)
      }
    }
    if let sources = measured.sources {
      // A hybrid's module holds only its glue (it shows the other variants' modules): its
      // bars come last, pale, and say so.
      let ordered =
        sources.variants.filter(\.reuses.isEmpty)
        + sources.variants.filter { !$0.reuses.isEmpty }
      func sourceBars(_ value: (SourceComparison.Variant) -> Int) -> [BarChart.Bar] {
        ordered.map {
          BarChart.Bar(
            label: $0.displayName + ($0.reuses.isEmpty ? "" : " (glue)"),
            value: Double(value($0)), architecture: $0.architecture,
            isPartial: !$0.reuses.isEmpty)
        }
      }
      out += "<p>The hybrids' bars (pale, last) count only their own glue code: "
      out += "they show the other variants' modules.</p>"
      out += BarChart.svg(title: "Code lines", unit: "lines", bars: sourceBars(\.sources.codeLines))
      out += BarChart.svg(
        title: "Wiring code (assembly, contracts, routing)", unit: "lines",
        bars: sourceBars(\.wiringCodeLines))
      out += BarChart.svg(title: "Source files", unit: "files", bars: sourceBars(\.sources.files))
      out += BarChart.svg(title: "Tests", unit: "tests", bars: sourceBars(\.tests.tests))
    } else {
      out += "<p>The source tree is not beside this server, so only the running code is"
      out += " measured; run <code>triptych compare --package PATH</code> for the rest.</p>"
    }
    out += BarChart.svg(
      title: "Scenario events per second (headless; slowest–fastest play)", unit: "events/s",
      bars: runs.map {
        BarChart.Bar(
          label: $0.displayName, value: $0.eventsPerSecond, architecture: $0.architecture,
          note: String(format: "(%.0f–%.0f)", $0.slowestEventsPerSecond, $0.fastestEventsPerSecond))
      })
    out += BarChart.svg(
      title: "Messages crossing role boundaries per event", unit: "messages",
      bars: bars(\.messagesPerEvent))
    out += BarChart.svg(
      title: "Views resolved per event", unit: "views", bars: bars(\.viewsResolvedPerEvent))
    out += BarChart.svg(
      title: "Heap held by one session", unit: "KB",
      bars: bars { Double(($0.heapBytesPerSession ?? 0) / 1024) })
    return out
  }
}

extension ComparePage {
  /// The variants' test times as `triptych compare --test-times` last measured them.
  static func testTimesHTML(_ recorded: RecordedTestTimes?) -> String {
    var out = "<h2>Test times</h2>"
    guard let recorded, !recorded.times.isEmpty else {
      out += "<p>Not measured on this machine yet: run <code>swift build --build-tests</code>, "
      out += "then <code>swift run triptych compare --test-times</code>; the times appear here.</p>"
      return out
    }
    out += "<p>Each variant's own test target run alone (<code>swift test --skip-build</code>), "
    out += HTMLText.escaped(recorded.measuredOn) + ".</p>"
    out += BarChart.svg(
      title: "Test target run time", unit: "s",
      bars: recorded.times.map {
        BarChart.Bar(
          label: $0.displayName, value: $0.seconds, architecture: $0.architecture,
          note: $0.tests.map { "(\($0) tests)" })
      })
    return out
  }
}

/// Measures on first use and keeps the result; concurrent first visits share one measurement.
actor CompareResults {
  private let variants: [TaskManagerVariant]
  private let packageRoot: URL?
  private var task: Task<ComparePage.Measured, any Error>?
  private var result: Result<ComparePage.Measured, any Error>?
  private let tracker = CompareProgress.Tracker()

  init(variants: [TaskManagerVariant], packageRoot: URL?) {
    self.variants = variants
    self.packageRoot = packageRoot
  }

  /// How far the measurement is.
  var progress: CompareProgress { tracker.current }

  /// The measurement if it is done; else starts it (once) and returns nil. A failed
  /// measurement is thrown to every visit after it.
  func finished() throws -> ComparePage.Measured? {
    if let result { return try result.get() }
    if task == nil {
      let (variants, root, tracker) = (self.variants, self.packageRoot, self.tracker)
      let started = Task { try await Self.measure(variants, packageRoot: root, tracker: tracker) }
      task = started
      Task {
        let outcome = await started.result
        keep(outcome)
      }
    }
    return nil
  }

  /// The measurement, waiting for it (for tests and the command line).
  func value() async throws -> ComparePage.Measured {
    if let measured = try finished() { return measured }
    guard let task else { preconditionFailure("finished() starts the measurement") }
    let outcome = await task.result
    keep(outcome)
    return try outcome.get()
  }

  private func keep(_ outcome: Result<ComparePage.Measured, any Error>) {
    result = outcome
  }

  @MainActor
  private static func measure(
    _ variants: [TaskManagerVariant], packageRoot: URL?, tracker: CompareProgress.Tracker
  ) async throws -> ComparePage.Measured {
    var steps: [String] = []
    var screens: [[ComparePage.Measured.Screen]] = []
    // Playing each variant once with its flows, then timing them all, then the source tree.
    let total = Double(variants.count * 2 + 1)
    for (done, variant) in variants.enumerated() {
      tracker.update(
        "playing the scenario on \(variant.architecture.displayName), step by step",
        Double(done) / total)
      var index = 0
      _ = try await ScenarioComparison.play(variant, recordsFlows: true) { step, app, flows in
        if screens.count <= index {
          steps.append(step)
          screens.append([])
        }
        screens[index].append(
          .init(
            architecture: variant.architecture.rawValue,
            displayName: variant.architecture.displayName,
            html: HTMLText.snapshot(of: app.tree),
            flowHTML: flows.isEmpty ? "" : HTMLText.snapshot(of: Self.diagrams(flows)),
            lanes: Self.lanes(of: flows), messages: flows.reduce(0) { $0 + $1.crossings }))
        index += 1
      }
    }
    tracker.update("counting the source tree", Double(variants.count) / total)
    let sources = packageRoot.flatMap { try? SourceComparison.measure(packageAt: $0) }
    let newScreen =
      packageRoot.map {
        NewScreenCost.measure(templatesAt: $0.appendingPathComponent("Templates").path)
      } ?? []
    tracker.update(
      "timing the scenario on every variant, taking turns", (Double(variants.count) + 1) / total)
    let scenario = try await ScenarioComparison.measure(variants, repetitions: 7)
    tracker.update("done", 1)
    return ComparePage.Measured(
      steps: steps, screens: screens, sources: sources, newScreen: newScreen,
      previews: PreviewCost.measure(variants), scenario: scenario,
      testTimes: packageRoot.flatMap(RecordedTestTimes.load),
      scale: packageRoot.flatMap { ScaleRun.load(from: ScaleRun.file(in: $0)) })
  }

  /// The step's traces as diagrams, resolved as the app's views are.
  @MainActor
  private static func diagrams(_ traces: [FlowTrace]) -> ViewNode {
    ViewHost { VStack { ForEach(traces) { FlowDiagram(trace: $0) } } }.tree
  }

  /// Every lane the traces touch, left to right.
  private static func lanes(of traces: [FlowTrace]) -> [String] {
    let all = Set(traces.flatMap(\.lanes))
    return all.sorted().map(\.name)
  }
}
