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

  static func page(variants: [TaskManagerVariant], packageRoot: URL?) -> WebHostPage {
    let results = CompareResults(variants: variants, packageRoot: packageRoot)
    return WebHostPage(path: path, title: "Triptych — the architectures side by side") {
      query in
      let measured = try await results.value()
      let step = query["step"].flatMap(Int.init) ?? 0
      return html(measured, step: step)
    }
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
    }
    var steps: [String]
    /// Per step, each variant's screen after it.
    var screens: [[Screen]]
    var sources: SourceComparison?
    var newScreen: [NewScreenCost]
    var scenario: ScenarioComparison
  }

  static func html(_ measured: Measured, step requested: Int) -> String {
    let step = min(max(0, requested), measured.steps.count - 1)
    var out = """
      <h1>The architectures side by side</h1>
      <p>One user scenario played on every variant in the headless driver the web host \
      uses, and the numbers <code>triptych compare</code> measures. \
      <a class="link" href="/">Back to the app</a></p>
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
    out += charts(measured)
    if let sources = measured.sources {
      out += claims(sources.claimChecks(newScreen: measured.newScreen))
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
      func sourceBars(_ value: (SourceComparison.Variant) -> Int) -> [BarChart.Bar] {
        sources.variants.map {
          BarChart.Bar(
            label: $0.displayName, value: Double(value($0)), architecture: $0.architecture)
        }
      }
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
      title: "Scenario events per second (headless)", unit: "events/s",
      bars: bars(\.eventsPerSecond))
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

/// Measures on first use and keeps the result; concurrent first visits share one measurement.
actor CompareResults {
  private let variants: [TaskManagerVariant]
  private let packageRoot: URL?
  private var task: Task<ComparePage.Measured, any Error>?

  init(variants: [TaskManagerVariant], packageRoot: URL?) {
    self.variants = variants
    self.packageRoot = packageRoot
  }

  func value() async throws -> ComparePage.Measured {
    if let task { return try await task.value }
    let (variants, root) = (self.variants, self.packageRoot)
    let started = Task { try await Self.measure(variants, packageRoot: root) }
    task = started
    return try await started.value
  }

  @MainActor
  private static func measure(
    _ variants: [TaskManagerVariant], packageRoot: URL?
  ) async throws -> ComparePage.Measured {
    var steps: [String] = []
    var screens: [[ComparePage.Measured.Screen]] = []
    for variant in variants {
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
            lanes: Self.lanes(of: flows)))
        index += 1
      }
    }
    let sources = packageRoot.flatMap { try? SourceComparison.measure(packageAt: $0) }
    let newScreen =
      packageRoot.map {
        NewScreenCost.measure(templatesAt: $0.appendingPathComponent("Templates").path)
      } ?? []
    let scenario = try await ScenarioComparison.measure(variants, repetitions: 3)
    return ComparePage.Measured(
      steps: steps, screens: screens, sources: sources, newScreen: newScreen, scenario: scenario)
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
