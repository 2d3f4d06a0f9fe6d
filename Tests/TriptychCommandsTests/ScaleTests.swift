import Foundation
import Testing

@testable import TriptychCommands

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// `triptych-bench scale`'s reading of build logs, its code counts, its report and its
/// verdicts, on recorded logs and made-up runs (the run itself is a benchmark, not a test).
@Suite("triptych-bench scale: parsing, counting, reporting")
struct ScaleTests {
  /// Lines as `swift build -v` printed them for an edit in one feature of a generated app
  /// (shortened: the real ones list every file of the module and every flag).
  static let recordedIncrementalLog = """
    Planning build
    /opt/swift/usr/bin/swift-frontend -frontend -c /tmp/gen-tca/Demo/Sources/Demo/App/DemoFeature.swift /tmp/gen-tca/Demo/Sources/Demo/Signup3/Signup3View.swift -primary-file /tmp/gen-tca/Demo/Sources/Demo/Signup3/Signup3View.swift -emit-dependencies-path /tmp/gen-tca/Demo/.build/debug/Demo.build/Signup3View.d -target x86_64-unknown-linux-gnu
    /opt/swift/usr/bin/swift-frontend -frontend -emit-module /tmp/gen-tca/Demo/Sources/Demo/App/DemoFeature.swift -module-name Demo
    Build of target: 'Demo' complete! (3.21s)
    """

  /// A batch job with several primaries, and a dependency's files, as a manifest change makes.
  static let recordedBatchLog = """
    /opt/swift/usr/bin/swift-frontend -frontend -c a.swift -primary-file /w/Scale/Sources/Scale/App/ScaleView.swift -primary-file /w/Scale/Sources/Scale/Tally5/Tally5View.swift -o x.o
    /opt/swift/usr/bin/swift-frontend -frontend -c -primary-file /w/Scale/.build/checkouts/swift-case-paths/Sources/CasePaths/Macros.swift -o y.o
    /opt/swift/usr/bin/swift-frontend -frontend -c -primary-file /w/Scale/Sources/Tally5/Tally5Feature.swift -o z.o
    /opt/swift/usr/bin/swift-frontend -frontend -c -primary-file /w/Scale/Sources/Tally5/Tally5Feature.swift -o z.o
    """

  @Test("Files compiled are counted per module from the jobs' primary files, each once")
  func buildLogs() {
    let incremental = BuildLog(Self.recordedIncrementalLog)
    #expect(incremental.filesCompiled(in: ["Demo"]) == 1)
    #expect(incremental.filesCompiled() == 1)
    let batch = BuildLog(Self.recordedBatchLog)
    #expect(batch.filesCompiled(in: ["Scale"]) == 2)
    #expect(batch.filesCompiled(in: ["Scale", "Tally5"]) == 3)
    #expect(batch.filesCompiled(in: ["CasePaths"]) == 1)
    #expect(batch.filesCompiled() == 4)
  }

  @Test("A dependency's files, checked out under the app's .build, are not the app's")
  func dependencyFiles() {
    let batch = BuildLog(Self.recordedBatchLog)
    #expect(batch.filesCompiled(notOwnedBy: "/w/Scale") == ["CasePaths": 1])
    #expect(batch.filesCompiled(notOwnedBy: "/w/Scale/") == ["CasePaths": 1])
    let kits = BuildLog(
      """
      swift-frontend -frontend -c -primary-file /work/main/Sources/Views/Core/View.swift -o a.o
      swift-frontend -frontend -c -primary-file /w/Scale/Tests/ScaleTests/ScaleTests.swift -o b.o
      swift-frontend -frontend -c -primary-file /w/Scale/Sources/Scale/App/ScaleView.swift -o c.o
      """)
    // The kits' sources elsewhere count too; the app's tests are its own.
    #expect(kits.filesCompiled(notOwnedBy: "/w/Scale") == ["Views": 1])
    #expect(
      BuildLog(Self.recordedIncrementalLog).filesCompiled(notOwnedBy: "/tmp/gen-tca/Demo").isEmpty)
  }

  @Test("A build that recompiled dependencies says so in the table and the summary")
  func dependencyWorkIsShown() {
    var row = ScaleMeasurement(architecture: .mvc, layout: .oneModule, features: 10)
    let appOnly = ScaleMeasurement.Timed(seconds: 2.5, filesCompiled: 1, dependencyFilesCompiled: 0)
    let mixed = ScaleMeasurement.Timed(
      seconds: 19.5, filesCompiled: 1, dependencyFilesCompiled: 104)
    row.build = ScaleMeasurement.BuildFigures(
      clean: appOnly, bodyEdit: mixed, shapeEdit: appOnly, addFeature: appOnly)
    let summary = ScaleReport.summaryLine(row)
    #expect(summary.contains("body edit 19.5 s (1 files, + 104 dependency files)"))
    #expect(summary.contains("clean 2.5 s, "))
    let run = ScaleRun(command: "c", machine: "m", date: "d", measurements: [row])
    #expect(ScaleReport(run: run).markdown().contains("19.5 s (1 files, + 104 dependency files)"))
    // Runs from before the count read as app-only.
    #expect(ScaleMeasurement.Timed(seconds: 1, filesCompiled: 1).isAppOnly)
  }

  @Test("Files put back as they were: rewritten, or removed with the folders they leave empty")
  func restoringFiles() throws {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("scale-restore-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    let edited = root.appendingPathComponent("Sources/App/View.swift")
    let added = root.appendingPathComponent("Sources/Feature/Nested/Feature.swift")
    try FileManager.default.createDirectory(
      at: edited.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data("before".utf8).write(to: edited)
    let originals = ScaleWorkspace.contents(of: [edited, added])
    try Data("after".utf8).write(to: edited)
    try FileManager.default.createDirectory(
      at: added.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data("new".utf8).write(to: added)
    try ScaleWorkspace.restore(originals)
    #expect(try String(contentsOf: edited, encoding: .utf8) == "before")
    #expect(!FileManager.default.fileExists(atPath: added.path))
    #expect(
      !FileManager.default.fileExists(atPath: root.appendingPathComponent("Sources/Feature").path))
    #expect(FileManager.default.fileExists(atPath: root.appendingPathComponent("Sources/App").path))
  }

  @Test("Without -v, SwiftPM's progress lines are what there is")
  func progressLines() {
    let log = BuildLog(
      """
      [1633/1670] Compiling Demo Catalog2Feature.swift
      [1634/1670] Compiling Demo Catalog2View.swift
      [164/331] Compiling InternalCollectionsUtilities Integer rank.swift
      [7/204] Compiling _AtomicsShims.c
      [1638/1697] Emitting module Demo
      """)
    #expect(log.filesCompiled(in: ["Demo"]) == 2)
    #expect(log.filesCompiled(in: ["InternalCollectionsUtilities"]) == 1)
    #expect(log.filesCompiled() == 3)
  }

  @Test("One more TCA feature edits the root's two files, by the lines it wires")
  func tcaCode() throws {
    let code = try ScaleCodeMetrics.measure(.tca, layout: .oneModule, features: 10)
    #expect(
      code.filesTouchedByNextFeature == [
        "Sources/Scale/App/ScaleFeature.swift", "Sources/Scale/App/ScaleView.swift",
      ])
    // tabs, state, actions and scopes take a line each; the tab's view three.
    #expect(code.linesTouchedByNextFeature == 7)
    #expect(code.testDoubleLinesPerFeature == 0)
    let bigger = try ScaleCodeMetrics.measure(.tca, layout: .oneModule, features: 20)
    // The root grows by the same lines per feature; the edit for one more does not grow.
    #expect(bigger.rootCodeLines - code.rootCodeLines == 10 * 7)
    #expect(bigger.linesTouchedByNextFeature == code.linesTouchedByNextFeature)
    let modules = try ScaleCodeMetrics.measure(.tca, layout: .modulePerFeature, features: 10)
    // The manifest gains its targets, and the root (and its tests) an import.
    #expect(
      modules.filesTouchedByNextFeature == [
        "Package.swift", "Sources/Scale/App/ScaleFeature.swift",
        "Sources/Scale/App/ScaleView.swift", "Tests/ScaleTests/ScaleFeatureTests.swift",
      ])
  }

  @Test("Lines changed count what an insertion adds, repeated lines included")
  func changedLines() {
    #expect(ScaleCodeMetrics.changedLines("a\nb\n}", "a\nb\nb\nc\n}") == 2)
    #expect(ScaleCodeMetrics.changedLines("a", "a") == 0)
  }

  /// A run with made-up figures: TCA's root edit grows, VIPER's does not.
  static func madeUpRun() -> ScaleRun {
    func measurement(
      _ architecture: FeatureArchitecture, _ features: Int, doubles: Double,
      touchedLines: Int, bodyEdit: Double, tap: Double
    ) -> ScaleMeasurement {
      var row = ScaleMeasurement(architecture: architecture, layout: .oneModule, features: features)
      row.code = ScaleCodeMetrics(
        sourceLinesPerFeature: 100, sourceFilesPerFeature: 3, testLinesPerFeature: 40,
        testDoubleLinesPerFeature: doubles, rootCodeLines: 10 * features,
        filesTouchedByNextFeature: Array(repeating: "Root.swift", count: 2),
        linesTouchedByNextFeature: touchedLines)
      let timed = ScaleMeasurement.Timed(seconds: bodyEdit, filesCompiled: 1)
      row.build = ScaleMeasurement.BuildFigures(
        clean: timed, bodyEdit: timed, shapeEdit: timed, addFeature: timed)
      row.runtime = ScaleMeasurement.RuntimeFigures(
        firstRenderMicroseconds: 10, heapBytes: 1000 * features, eventMicroseconds: tap,
        eventViewsResolved: 2, eventNodesChanged: features == 1 ? 1 : 3, tabs: features,
        configuration: "debug")
      return row
    }
    return ScaleRun(
      command: "triptych-bench scale --sizes 1,50", machine: "test", date: "2026-11-27",
      measurements: [
        measurement(.tca, 1, doubles: 0, touchedLines: 7, bodyEdit: 2, tap: 100),
        measurement(.tca, 50, doubles: 0, touchedLines: 7, bodyEdit: 6, tap: 300),
        measurement(.viper, 1, doubles: 60, touchedLines: 4, bodyEdit: 2, tap: 100),
        measurement(.viper, 50, doubles: 60, touchedLines: 4, bodyEdit: 2.1, tap: 120),
      ])
  }

  @Test("Each claim's verdict follows from the figures")
  func claims() {
    let checks = ScaleClaim.checks(Self.madeUpRun())
    let verdicts = Dictionary(uniqueKeysWithValues: checks.map { ($0.claim, $0.verdict) })
    #expect(
      verdicts["VIPER requires many mock objects, TCA a simple TestStore setup"] == .supported)
    #expect(
      verdicts[
        "VIPER: multiple developers can work on different layers simultaneously without conflicts"
      ] == .supported)
    #expect(verdicts["VIPER for 50+ developers and 200+ screens"] == .supported)
    #expect(
      verdicts["TCA for teams of 5–15 developers (it does not scale to large teams as VIPER does)"]
        == .supported)
    #expect(
      verdicts["TCA: debugging reducers across large state trees can be tricky"] == .notMeasurable)
    #expect(checks.last?.figure.contains("×3.00") == true)
    // The same claims against a run where VIPER's test doubles are none: contradicted.
    var run = Self.madeUpRun()
    for index in run.measurements.indices {
      run.measurements[index].code?.testDoubleLinesPerFeature = 0
    }
    #expect(ScaleClaim.checks(run).first?.verdict == .contradicted)
    // One size only: growth cannot be read.
    run.measurements.removeAll { $0.features == 50 }
    #expect(ScaleClaim.checks(run)[2].verdict == .notMeasurable)
  }

  @Test("The report has the run's command, every row, its charts and the verdicts")
  func report() throws {
    let report = ScaleReport(run: Self.madeUpRun())
    let markdown = report.markdown()
    #expect(markdown.contains("`triptych-bench scale --sizes 1,50`, 2026-11-27, test"))
    #expect(
      markdown.contains("| viper | one-module | 50 | 100.0 | 60.0 | 500 | 2 (4) | 2.1 s (1 files)"))
    #expect(markdown.contains("| 120 µs (2 views, 3 nodes) | 48 KB |"))
    #expect(markdown.contains("![event.svg](Scale/event.svg)"))
    #expect(markdown.contains("| **supported** |"))
    let charts = report.charts.map(\.file)
    #expect(charts.contains("clean-build.svg"))
    #expect(!charts.contains("all-tests.svg"))  // no test figures in this run
    for chart in report.charts {
      // Well-formed XML: what a browser needs to draw it as an image.
      let document = try XMLDocument(data: Data(chart.svg.utf8))
      #expect(document.rootElement()?.name == "svg")
    }
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("scale-\(UUID())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try report.write(into: folder)
    #expect(ScaleRun.load(from: folder.appendingPathComponent("Scale.json")) == report.run)
    #expect(FileManager.default.fileExists(atPath: folder.path + "/Scale/event.svg"))
  }

  @Test("A resumed run knows what it measured and names every command that measured it")
  func resumedRun() {
    var run = Self.madeUpRun()
    #expect(run.hasMeasured(.tca, layout: .oneModule, features: 50, built: true))
    #expect(!run.hasMeasured(.tca, layout: .modulePerFeature, features: 50, built: true))
    #expect(!run.hasMeasured(.mvc, layout: .oneModule, features: 1, built: false))
    run.measurements[0].build = nil
    #expect(!run.hasMeasured(.tca, layout: .oneModule, features: 1, built: true))
    #expect(run.hasMeasured(.tca, layout: .oneModule, features: 1, built: false))
    run.resumptions = ["`triptych-bench scale --resume`, 2026-11-28"]
    #expect(
      ScaleReport(run: run).markdown().contains(
        "2026-11-27, test. Resumed by `triptych-bench scale --resume`, 2026-11-28."))
  }

  @Test("The kits' revision is the checkout's commit, marked when its sources differ")
  func kitsRevision() throws {
    let revision = try #require(TriptychCheckout.revision)
    let commit = revision.split(separator: " ").first ?? ""
    #expect(commit.count >= 7 && commit.allSatisfy(\.isHexDigit))
    #expect(revision == commit || revision == commit + " + changes")
  }

  @Test("The report says which kits the apps were built against, once any run recorded it")
  func kitsOfEachApp() {
    var run = Self.madeUpRun()
    #expect(!ScaleReport(run: run).markdown().contains("Kits:"))
    let built = run.measurements.indices.filter { run.measurements[$0].build != nil }
    for index in built.dropFirst() { run.measurements[index].kits = "e733f60" }
    let others = built.count - 1
    #expect(
      ScaleReport(run: run).markdown().contains(
        "Kits: not recorded (1 app), `e733f60` (\(others) app\(others == 1 ? "" : "s"))."))
  }

  @Test("/compare's \"At scale\" section: curves with their values as tables, and the claims")
  func comparePageSection() {
    #expect(ScaleReport.html(nil).contains("Not measured yet"))
    let html = ScaleReport.html(Self.madeUpRun())
    #expect(html.hasPrefix("<h2>At scale</h2>"))
    // The picture for the eye, the same values for screen readers.
    #expect(html.contains(#"<div aria-hidden="true"><svg"#))
    #expect(html.contains(#"<th scope="col">50 features</th>"#))
    #expect(html.contains(#"<tr><th scope="row">viper</th><td>2</td><td>2.1</td></tr>"#))
    #expect(html.contains("<td>supported</td>"))
    #expect(!html.contains("style="))
  }

  @Test("The probe is added to the app's manifest as an executable target, once")
  func probeTarget() throws {
    let manifest = """
      let package = Package(
        name: "Scale",
        dependencies: [
          // packages
          .package(path: "../triptych"),
        ],
        targets: [
          .target(name: "Scale", dependencies: [.product(name: "Views", package: "triptych")]),
        ]
      )
      """
    let edited = try #require(ScaleProbe.addingTarget(to: manifest, app: "Scale"))
    #expect(edited.contains(#"name: "ScaleProbe","#))
    #expect(edited.contains(#".product(name: "HeapStatistics", package: "triptych"),"#))
    #expect(edited.hasSuffix("    ),\n  ]\n)"))
    #expect(ScaleProbe.source(app: "Scale").contains("ViewDriver(app: ScaleRoot.makeRoot)"))
  }
}
