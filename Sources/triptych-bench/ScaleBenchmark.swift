import ArgumentParser
import Foundation
import TriptychCommands

/// `triptych-bench scale`: each architecture's app generated with 1 to 200 features, measured
/// for code, builds, tests and runtime, and written up in `Docs/Scale.md` with its charts.
///
/// ```
/// $ swift run -c release triptych-bench scale                      # the full run
/// $ swift run triptych-bench scale --sizes 1 --architectures tca   # CI's smoke test
/// ```
struct ScaleBenchmark: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "scale",
    abstract: "Apps of N features in every architecture: code, builds, tests and runtime.")

  @Option(help: "Comma-separated architectures (tca,viper,mvvm,mvvm-state,mvc).")
  var architectures = FeatureArchitecture.allCases.map(\.rawValue).joined(separator: ",")

  @Option(help: "Comma-separated numbers of features.")
  var sizes = "1,10,50,200"

  @Option(help: "Comma-separated layouts (one-module,module-per-feature).")
  var layouts = FeatureLayout.allCases.map(\.rawValue).joined(separator: ",")

  @Option(help: "Where the apps are generated and built (kept between runs).")
  var work = ".build/triptych-scale"

  @Option(help: "Where Scale.md, Scale.json and the charts are written.")
  var docs: String?

  @Option(help: "The configuration the runtime probe is built in (debug or release).")
  var probeConfiguration = "debug"

  @Flag(help: "Count code only: generate in memory, build nothing.")
  var codeOnly = false

  @Flag(help: "Leave out running the tests.")
  var skipTests = false

  @Flag(help: "Leave out the runtime probe.")
  var skipRuntime = false

  @Flag(
    help: ArgumentHelp(
      "Go on with the run whose Scale.json is in --docs: measure only the apps it lacks.",
      discussion: "For a run longer than one sitting; the report names every command."))
  var resume = false

  func run() throws {
    let architectures = try architectures.split(separator: ",").map { name in
      guard let architecture = FeatureArchitecture(rawValue: String(name)) else {
        throw ValidationError("Unknown architecture \(name)")
      }
      return architecture
    }
    let layouts = try layouts.split(separator: ",").map { name in
      guard let layout = FeatureLayout(rawValue: String(name)) else {
        throw ValidationError("Unknown layout \(name)")
      }
      return layout
    }
    let sizes = try sizes.split(separator: ",").map { text in
      guard let size = Int(text), (1...1000).contains(size) else {
        throw ValidationError("A size is a number of features from 1 to 1000, not \(text)")
      }
      return size
    }.sorted()
    let work = URL(fileURLWithPath: work).standardizedFileURL
    let docs = URL(fileURLWithPath: docs ?? TriptychCheckout.root + "/Docs")
    let command = "triptych-bench " + CommandLine.arguments.dropFirst().joined(separator: " ")
    let today = Date().formatted(.iso8601.year().month().day())
    var run = ScaleRun(
      command: command, machine: ScaleRun.thisMachine, date: today, measurements: [])
    if resume, let earlier = ScaleRun.load(from: docs.appendingPathComponent("Scale.json")) {
      guard earlier.machine == run.machine else {
        throw ValidationError(
          "The run in \(docs.path) was measured on \(earlier.machine), not on this machine "
            + "(\(run.machine)): its figures and these would not compare.")
      }
      run = earlier
      run.resumptions = (earlier.resumptions ?? []) + ["`\(command)`, \(today)"]
    }
    let started = ContinuousClock.now
    say("## scale: \(architectures.count) architectures × \(sizes) × \(layouts.count) layouts")
    // Size by size, every architecture and layout at one size before any goes to the next: a run cut
    // short still compares them all at the sizes it reached.
    var warmed: Set<String> = []
    for size in sizes {
      for layout in layouts {
        for architecture in architectures
        where !run.hasMeasured(
          architecture, layout: layout, features: size, built: !codeOnly)
        {
          let workspace = ScaleWorkspace(work: work, architecture: architecture, layout: layout)
          if !codeOnly, warmed.insert("\(architecture)-\(layout)").inserted {
            say("\(architecture.rawValue), \(layout.rawValue): building the kits…")
            try workspace.warmUp()
          }
          let measurement = try measure(workspace, features: size)
          // A resumed run's code-only row for the same app gives way to the built one.
          run.measurements.removeAll {
            $0.architecture == measurement.architecture && $0.layout == measurement.layout
              && $0.features == measurement.features
          }
          run.measurements.append(measurement)
          say(ScaleReport.summaryLine(measurement))
          try ScaleReport(run: run).write(into: docs)
        }
      }
    }
    say("Wrote \(docs.path)/Scale.md in \(started.duration(to: .now).formatted(.units()))")
  }
}

extension ScaleBenchmark {
  /// Every figure of one app: its code counted in memory, then (unless `--code-only`) built,
  /// edited, tested, probed and grown by one feature in `workspace`.
  func measure(_ workspace: ScaleWorkspace, features size: Int) throws -> ScaleMeasurement {
    var measurement = ScaleMeasurement(
      architecture: workspace.architecture, layout: workspace.layout, features: size)
    measurement.code = try ScaleCodeMetrics.measure(
      workspace.architecture, layout: workspace.layout, features: size)
    guard !codeOnly else { return measurement }
    measurement.kits = TriptychCheckout.revision
    try workspace.generate(features: size)
    let edits = try workspace.measureEditBuilds(features: size)
    if !skipTests { measurement.tests = try workspace.measureTests(features: size) }
    if !skipRuntime {
      measurement.runtime = try workspace.measureRuntime(configuration: probeConfiguration)
    }
    // Last: it leaves the app one feature bigger.
    let added = try workspace.measureAddFeature(features: size)
    measurement.build = ScaleMeasurement.BuildFigures(
      clean: edits.clean, bodyEdit: edits.bodyEdit, shapeEdit: edits.shapeEdit,
      addFeature: added)
    return measurement
  }
}

/// A line on standard output, written at once: progress reaches a log as it happens, not
/// when the run ends (`print` is buffered when the output is a file).
private func say(_ line: String) {
  FileHandle.standardOutput.write(Data((line + "\n").utf8))
}
