import Foundation

/// `Docs/Scale.md` and its charts, written by the `scale` run that measured them: the
/// command, machine and date at the top, every figure in one table, a chart per figure (one
/// curve per architecture and layout) and the claims' verdicts.
///
/// ```swift
/// let report = ScaleReport(run: run)
/// try report.write(markdownTo: docs.appendingPathComponent("Scale.md"))
/// ```
public struct ScaleReport: Sendable {
  public var run: ScaleRun

  public init(run: ScaleRun) { self.run = run }

  /// One chart: its file name, title, unit and figure.
  struct Metric: Sendable {
    var file: String
    var title: String
    var unit: String
    var value: @Sendable (ScaleMeasurement) -> Double?
  }

  static let metrics: [Metric] = [
    Metric(file: "root-lines", title: "Root wiring", unit: "code lines") {
      $0.code.map { Double($0.rootCodeLines) }
    },
    Metric(
      file: "touched-lines", title: "Lines one more feature adds outside its folder",
      unit: "lines"
    ) { $0.code.map { Double($0.linesTouchedByNextFeature) } },
    Metric(file: "clean-build", title: "Clean build of the app", unit: "s") {
      $0.build?.clean.seconds
    },
    Metric(file: "body-edit-build", title: "Build after an edit inside one feature", unit: "s") {
      $0.build?.bodyEdit.seconds
    },
    Metric(
      file: "shape-edit-build", title: "Build after one feature's interface changed",
      unit: "s"
    ) { $0.build?.shapeEdit.seconds },
    Metric(file: "add-feature-build", title: "Build after adding a feature", unit: "s") {
      $0.build?.addFeature.seconds
    },
    Metric(file: "all-tests", title: "Running every test", unit: "s") { $0.tests?.allSeconds },
    Metric(file: "event", title: "One event in one feature", unit: "µs") {
      $0.runtime?.eventMicroseconds
    },
    Metric(file: "heap", title: "Heap with every feature shown", unit: "KB") {
      $0.runtime.map { Double($0.heapBytes) / 1024 }
    },
  ]

  var sizes: [Int] { ScaleFigures(run).sizes }

  /// The charts that have at least one figure, by file name (`clean-build.svg`).
  public var charts: [(file: String, svg: String)] {
    Self.metrics.compactMap { metric in
      let curves = curves(metric)
      guard curves.contains(where: { !$0.points.isEmpty }) else { return nil }
      return (
        metric.file + ".svg",
        LineChart.svg(title: metric.title, unit: metric.unit, sizes: sizes, curves: curves)
      )
    }
  }

  func curves(_ metric: Metric) -> [LineChart.Curve] {
    var curves: [LineChart.Curve] = []
    for layout in FeatureLayout.allCases {
      for architecture in FeatureArchitecture.allCases {
        let measured = run.measurements.filter {
          $0.architecture == architecture.rawValue && $0.layout == layout.rawValue
        }
        guard !measured.isEmpty else { continue }
        var points: [Int: Double] = [:]
        for measurement in measured { points[measurement.features] = metric.value(measurement) }
        curves.append(
          LineChart.Curve(
            label: layout == .oneModule
              ? architecture.rawValue : "\(architecture.rawValue), module per feature",
            architecture: architecture.rawValue, isDashed: layout == .modulePerFeature,
            points: points))
      }
    }
    return curves
  }

  /// Which kits the apps were built against, when recorded: `Kits: `e733f60` (5 apps),
  /// not recorded (30 apps).`
  var kitsSentence: String? {
    let built = run.measurements.filter { $0.build != nil }
    guard built.contains(where: { $0.kits != nil }) else { return nil }
    var counts: [String: Int] = [:]
    var order: [String] = []
    for measurement in built {
      let name = measurement.kits.map { "`\($0)`" } ?? "not recorded"
      if counts[name] == nil { order.append(name) }
      counts[name, default: 0] += 1
    }
    let parts = order.map { "\($0) (\(counts[$0]!) app\(counts[$0]! == 1 ? "" : "s"))" }
    return "Kits: " + parts.joined(separator: ", ") + "."
  }

  /// The report, its charts linked from `chartFolder` (relative to the Markdown file).
  public func markdown(chartFolder: String = "Scale") -> String {
    let resumed = run.resumptions.map { " Resumed by " + $0.joined(separator: "; ") + "." } ?? ""
    let kits = kitsSentence.map { "\n" + $0 } ?? ""
    var out = """
      # Architecture at scale

      Written by the run that measured it: `\(run.command)`, \(run.date), \(run.machine).\(resumed)\(kits)
      Each architecture's app was generated with N features (`triptych new app Scale
      --architecture A --features N`, the kinds in turn) in a folder whose kits were built
      first, so every build figure is the app's own. Builds are debug builds with the tests
      (`swift build -v --build-tests`: a build without them compiles every module with other
      flags), each after an untimed build that leaves SwiftPM nothing to catch up on. The
      clean build removes the build folders of the app's targets (its tests' stay, rebuilt
      where the app's interfaces changed) and touches the manifest, so it includes SwiftPM
      planning once; "files" is the number of the app's Swift files the compiler was given,
      its tests not counted. A build that also recompiled files of the
      kits or packages the app depends on is made again (the change undone, the dependencies
      settled by an untimed build); one that still did after three tries says so ("+ K
      dependency files") and its seconds include that work. "One event" is the median of 60 keystrokes
      typed into the first feature's query field on the headless host, with the composed
      views whose `body` it resolved and the nodes of the page it changed.

      ## Every figure

      | architecture | layout | N | lines per feature | test doubles per feature | root lines | files (lines) one more feature edits outside its folder | clean build | body edit | interface edit | add a feature | tests: all / one feature | one event | heap |
      | --- | --- | ---: | ---: | ---: | ---: | --- | ---: | ---: | ---: | ---: | --- | ---: | ---: |

      """
    let order = FeatureArchitecture.allCases.map(\.rawValue)
    let sorted = run.measurements.sorted {
      ($0.layout, order.firstIndex(of: $0.architecture) ?? 9, $0.features)
        < ($1.layout, order.firstIndex(of: $1.architecture) ?? 9, $1.features)
    }
    for row in sorted {
      out += "| \(row.architecture) | \(row.layout) | \(row.features) | "
      if let code = row.code {
        out += "\(one(code.sourceLinesPerFeature)) | \(one(code.testDoubleLinesPerFeature)) | "
        out += "\(code.rootCodeLines) | \(code.filesTouchedByNextFeature.count) "
        out += "(\(code.linesTouchedByNextFeature)) | "
      } else {
        out += "– | – | – | – | "
      }
      if let build = row.build {
        for timed in [build.clean, build.bodyEdit, build.shapeEdit, build.addFeature] {
          out +=
            "\(one(timed.seconds)) s (\(timed.filesCompiled) files\(Self.dependencyWork(timed))) | "
        }
      } else {
        out += "– | – | – | – | "
      }
      if let tests = row.tests {
        out += "\(one(tests.allSeconds)) s (\(tests.allCount)) / "
        out += "\(one(tests.oneFeatureSeconds)) s (\(tests.oneFeatureCount)) | "
      } else {
        out += "– | "
      }
      if let runtime = row.runtime {
        out += "\(Int(runtime.eventMicroseconds.rounded())) µs\(Self.eventWork(runtime)) | "
        out += "\(runtime.heapBytes / 1024) KB |\n"
      } else {
        out += "– | – |\n"
      }
    }
    out += "\n## Curves\n\nSolid: one module; dashed: a module per feature.\n\n"
    for chart in charts {
      out += "![\(chart.file)](\(chartFolder)/\(chart.file))\n\n"
    }
    out +=
      "## The claims, checked\n\n| claim | verdict | what was measured |\n| --- | --- | --- |\n"
    for check in ScaleClaim.checks(run) {
      out += "| \(check.claim) | **\(check.verdict.rawValue)** | \(check.figure) |\n"
    }
    return out
  }

  /// Writes `Scale.md`, its charts in `Scale/`, and `Scale.json` into `docs`.
  public func write(into docs: URL) throws {
    let folder = docs.appendingPathComponent("Scale")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    for chart in charts {
      try Data(chart.svg.utf8).write(to: folder.appendingPathComponent(chart.file))
    }
    try Data(markdown().utf8).write(to: docs.appendingPathComponent("Scale.md"))
    try run.save(to: docs.appendingPathComponent("Scale.json"))
  }

  /// `, + 12 dependency files` for a build that recompiled some of the app's dependencies.
  static func dependencyWork(_ timed: ScaleMeasurement.Timed) -> String {
    timed.isAppOnly ? "" : ", + \(timed.dependencyFilesCompiled ?? 0) dependency files"
  }

  /// One line for the console as a measurement completes.
  public static func summaryLine(_ row: ScaleMeasurement) -> String {
    var parts = ["\(row.architecture) \(row.layout) N=\(row.features)"]
    if let code = row.code {
      parts.append(
        "root \(code.rootCodeLines) lines, next feature edits "
          + "\(code.filesTouchedByNextFeature.count) files (\(code.linesTouchedByNextFeature) lines)"
      )
    }
    if let build = row.build {
      let seconds = { (timed: ScaleMeasurement.Timed) in String(format: "%.1f s", timed.seconds) }
      parts.append(
        "clean \(seconds(build.clean))\(dependencyWork(build.clean)), "
          + "body edit \(seconds(build.bodyEdit)) (\(build.bodyEdit.filesCompiled) files"
          + "\(dependencyWork(build.bodyEdit))), "
          + "shape edit \(seconds(build.shapeEdit)) (\(build.shapeEdit.filesCompiled) files"
          + "\(dependencyWork(build.shapeEdit))), "
          + "add \(seconds(build.addFeature))\(dependencyWork(build.addFeature))")
    }
    if let tests = row.tests {
      parts.append(String(format: "tests %.1f s (%d)", tests.allSeconds, tests.allCount))
    }
    if let runtime = row.runtime {
      parts.append(
        String(format: "event %.0f µs", runtime.eventMicroseconds) + eventWork(runtime)
          + ", heap \(runtime.heapBytes / 1024) KB, \(runtime.tabs) tabs")
    }
    return parts.joined(separator: " · ")
  }

  /// ` (3 views, 2 nodes)`: what the event made the host do, when the run counted it.
  static func eventWork(_ runtime: ScaleMeasurement.RuntimeFigures) -> String {
    guard let views = runtime.eventViewsResolved, let nodes = runtime.eventNodesChanged else {
      return ""
    }
    return " (\(views) views, \(nodes) nodes)"
  }

  private func one(_ value: Double) -> String { String(format: "%.1f", value) }
}
