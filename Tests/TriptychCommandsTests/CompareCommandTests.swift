import Foundation
import Testing

@testable import TriptychCommands

@Suite("compare: the source tree measured")
struct CompareCommandTests {
  @Test("Comments, strings and code are told apart line by line")
  func linesAreClassified() {
    let source = """
      import Foundation

      /// A documented type.
      struct Task { // trailing comment: still code
        /* a block
           /* nested */ still comment
        */
        let text = "// not a comment"
        let raw = #"a "quoted" class Fake"#
        let poem = \"""
          class Hidden {}
          \\(1 + (2))
          \"""
        let mixed = "x \\("inner // text") y"
      }
      """
    let kinds = SwiftSourceScanner.scan(source).lines.map(\.kind)
    #expect(
      kinds == [
        .code, .blank, .comment, .code, .comment, .comment, .comment, .code, .code, .code,
        .code, .code, .code, .code, .code,
      ])
    let tally = SourceTally(swiftSource: source)
    #expect(tally.codeLines == 10)
    #expect(tally.commentLines == 4)
    #expect(tally.blankLines == 1)
    #expect(tally.types == 1)
  }

  @Test("Types, protocols and tests are counted from declarations only")
  func declarationsAreCounted() {
    let source = """
      protocol Loading {}
      final class Loader: Loading { class func make() -> Loader { Loader() } }
      enum Mode { case a }
      actor Cache {}
      // struct Commented {}
      @Test func one() {}
      @Test("named") func two() {}
      """
    let tally = SourceTally(swiftSource: source)
    #expect(tally.types == 3)
    #expect(tally.protocols == 1)
    #expect(tally.tests == 2)
    let xcTest = SourceTally(
      swiftSource: "import XCTest\nfinal class T: XCTestCase {\n  func testA() {}\n}\n")
    #expect(xcTest.tests == 1)
  }

  @Test("A fixture package gives exact counts, split into feature code and wiring")
  func fixturePackage() throws {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("compare-fixture-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    let files = [
      "Sources/TaskManagerTCA/Login/LoginFeature.swift":
        "/// Login.\nstruct LoginFeature {\n  var name = \"\"\n}\n",
      "Sources/TaskManagerTCA/App/AppFeature.swift": "struct AppFeature {}\n",
      "Sources/TaskManagerTCA/TaskManagerTCA.swift": "enum TaskManagerTCA {}\n",
      "Sources/Composable/Store.swift": "final class Store {}\nprotocol Reducer {}\n",
      "Tests/TaskManagerTCATests/LoginTests.swift":
        "import Testing\n\n@Test func a() {}\n@Test func b() {}\n",
      "Sources/TaskManagerTCA/README.md": "not Swift\n",
    ]
    for (path, text) in files {
      let url = root.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try text.write(to: url, atomically: true, encoding: .utf8)
    }
    let comparison = try SourceComparison.measure(
      packageAt: root, layouts: [.for(.tca), .for(.viper)])
    #expect(comparison.missing == ["viper"])
    let tca = try #require(comparison.variants.first)
    #expect(tca.architecture == "tca")
    #expect(tca.sources.files == 3)
    #expect(tca.sources.codeLines == 5)
    #expect(tca.sources.commentLines == 1)
    #expect(tca.sources.types == 3)
    #expect(tca.featureCodeLines == 4)
    #expect(tca.wiringCodeLines == 1)
    #expect(tca.folders.map(\.name) == ["(root)", "App", "Login"])
    #expect(tca.folders.map(\.tally.codeLines) == [1, 1, 3])
    #expect(tca.tests.files == 1)
    #expect(tca.tests.tests == 2)
    #expect(tca.tests.codeLines == 3)
    #expect(tca.kitSources.codeLines == 2)
    #expect(tca.kitSources.protocols == 1)
    let markdown = comparison.markdown()
    #expect(markdown.contains("| TCA | 3 | 5 | 1 | 3 | 0 | 4 | 1 | 1 | 3 | 0 | 2 | 2 |"))
    #expect(markdown.contains("| Login | 1 / 3 |"))
    #expect(markdown.contains("Not in this tree: viper."))
  }

  @Test("On this repository every served variant is measured, and the JSON reads back")
  func thisRepository() throws {
    let root = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    let comparison = try SourceComparison.measure(packageAt: root)
    let measured = Set(comparison.variants.map(\.architecture))
    for variant in TaskManagerVariants.available {
      #expect(measured.contains(variant.architecture.rawValue))
    }
    for variant in comparison.variants {
      // A hybrid is bridging code only; a whole app is more than a page.
      #expect(
        variant.sources.codeLines > (variant.reuses.isEmpty ? 500 : 20), "\(variant.displayName)")
      #expect(variant.tests.tests > 0, "\(variant.displayName)")
      #expect(variant.folders.contains { $0.name == "Settings" } || !variant.reuses.isEmpty)
    }
    let json = try JSONEncoder().encode(comparison)
    #expect(try JSONDecoder().decode(SourceComparison.self, from: json) == comparison)
  }

  @MainActor
  @Test("The scenario plays on every served variant and is measured per event")
  func scenarioOnEveryVariant() async throws {
    let comparison = try await ScenarioComparison.measure(
      TaskManagerVariants.available, repetitions: 1)
    #expect(
      comparison.runs.map(\.architecture)
        == TaskManagerVariants.available.map(\.architecture.rawValue))
    for run in comparison.runs {
      #expect(run.events == 9, "\(run.displayName)")
      #expect(run.seconds > 0)
      #expect(run.viewsResolvedPerEvent > 0, "\(run.displayName)")
      #expect(run.nodesChangedPerEvent > 0, "\(run.displayName)")
      // Every event crosses at least the view's boundary (a tap reaches a role), and some
      // go on to a client and back.
      #expect(run.messagesPerEvent > 1, "\(run.displayName)")
    }
    let byName = Dictionary(uniqueKeysWithValues: comparison.runs.map { ($0.architecture, $0) })
    // TCA's store → reducer → view hops make more messages per event than MVVM's calls.
    #expect(byName["tca"]!.messagesPerEvent > byName["mvvm"]!.messagesPerEvent)
    let markdown = comparison.markdown()
    for run in comparison.runs { #expect(markdown.contains("| \(run.displayName) | 9 |")) }
    let json = try JSONEncoder().encode(comparison)
    #expect(try JSONDecoder().decode(ScenarioComparison.self, from: json) == comparison)
  }

  @Test("Without a Sources folder, compare says where to run it")
  func wrongFolder() async throws {
    let command = try CompareCommand.parse(["--package", "/nonexistent-triptych"])
    await #expect(throws: (any Error).self) { try await command.run() }
  }
}

@Suite("/compare: the scenario side by side, and the numbers as charts")
struct ComparePageTests {
  @Test("Every served variant has a screen at every step, and the charts are drawn")
  func pageShowsEveryVariant() async throws {
    let root = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    let results = CompareResults(variants: TaskManagerVariants.available, packageRoot: root)
    let measured = try await results.value()
    #expect(measured.steps.count == 11)
    #expect(measured.screens.allSatisfy { $0.count == TaskManagerVariants.available.count })
    let confirm = ComparePage.html(measured, step: 9)
    for variant in TaskManagerVariants.available {
      #expect(confirm.contains(#"aria-label="\#(variant.architecture.displayName)""#))
    }
    // At "Tap Delete" every variant shows the confirmation.
    #expect(measured.screens[9].allSatisfy { $0.html.contains("Are you sure?") })
    #expect(confirm.contains(#"href="/compare?step=9" aria-current="step""#))
    // The comparison's own charts, then the scale run's (as many as Docs/Scale.json fills).
    let sections = confirm.components(separatedBy: "<h2>At scale</h2>")
    #expect(sections.count == 2)
    #expect(sections[0].components(separatedBy: #"<figure class="chart">"#).count - 1 == 8)
    let scaleCharts = measured.scale.map { ScaleReport(run: $0).charts.count } ?? 0
    #expect(
      sections.last?.components(separatedBy: #"<figure class="scale-chart">"#).count == scaleCharts
        + 1)
    // Above each screen, the step's flow through that variant's roles.
    #expect(confirm.components(separatedBy: #"<figure class="diagram""#).count - 1 >= 7)
    let lanes = Dictionary(
      uniqueKeysWithValues: measured.screens[9].map { ($0.architecture, $0.lanes) })
    #expect(lanes["viper"] == ["view", "presenter", "router", "navigator"])
    #expect(lanes["tca"]?.starts(with: ["view", "store", "reducer"]) == true)
    #expect(lanes["mvvm"]?.starts(with: ["view", "view model"]) == true)
    #expect(lanes["mvc"]?.starts(with: ["view", "controller"]) == true)
    let save = Dictionary(uniqueKeysWithValues: measured.screens[4].map { ($0.architecture, $0) })
    #expect(save["viper"]?.lanes.contains("interactor") == true)
    #expect(save["viper"]?.lanes.contains("service") == true)
    #expect(save["tca"]?.lanes.contains("effect") == true)
    #expect(confirm.contains("What the comparisons claim, measured"))
    #expect(confirm.contains("VIPER: boilerplate is high"))
    // A step out of range shows the last one rather than failing.
    #expect(ComparePage.html(measured, step: 99).contains(#"step=10" aria-current"#))

    // The page opens where the flows differ most, not on seven identical login forms.
    #expect(measured.informativeStep > 1)
    let messages = measured.screens.map { $0.reduce(0) { $0 + $1.messages } }
    #expect(messages[measured.informativeStep] == messages.dropFirst(2).max())
    // The numbers say how they were measured and how much they vary.
    #expect(confirm.contains("Timings measured in a debug build on "))
    #expect(confirm.contains("slowest–fastest play"))
    for run in measured.scenario.runs {
      #expect(run.slowestEventsPerSecond <= run.eventsPerSecond)
      #expect(run.eventsPerSecond <= run.fastestEventsPerSecond)
    }
    // The hybrids' glue is drawn apart from whole apps.
    #expect(confirm.contains("MVC/VIPER (glue)"))
    #expect(confirm.contains(#"fill-opacity="0.35""#))
    #expect(confirm.contains("<h2>Test times</h2>"))
  }

  @Test("The first visit sees the measurement's progress, reloading; later ones the result")
  func progressWhileMeasuring() async throws {
    let results = CompareResults(variants: TaskManagerVariants.available, packageRoot: nil)
    #expect(try await results.finished() == nil, "the first visit starts it")
    let progress = await results.progress
    let html = ComparePage.progressHTML(progress)
    #expect(html.contains(#"<p role="status">Measuring: "#))
    _ = try await results.value()
    #expect(try await results.finished() != nil, "kept for later visits")
    #expect(await results.progress.fraction == 1)
  }

  @Test("Test times measured by the command line are kept for the page")
  func recordedTestTimes() throws {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("compare-times-\(UUID().uuidString)")
    #expect(RecordedTestTimes.load(from: root) == nil)
    #expect(ComparePage.testTimesHTML(nil).contains("triptych compare --test-times"))
    let times = [
      TestTime(
        architecture: "tca", displayName: "TCA", testTarget: "TaskManagerTCATests", seconds: 1.5,
        tests: 40, passed: true)
    ]
    try RecordedTestTimes(times: times, measuredOn: "measured here").save(in: root)
    let loaded = try #require(RecordedTestTimes.load(from: root))
    #expect(loaded.times == times)
    let html = ComparePage.testTimesHTML(loaded)
    #expect(html.contains("measured here"))
    #expect(html.contains("1.5 s (40 tests)"))
  }

  @Test("The machine and build are named")
  func buildDescription() {
    #expect(
      BuildDescription.processorName(cpuinfo: "processor\t: 0\nmodel name\t: AMD  EPYC 7B13\n")
        == "AMD EPYC 7B13")
    #expect(BuildDescription.processorName(cpuinfo: "") == nil)
    #expect(BuildDescription.current.sentence.hasPrefix("measured in a debug build on "))
  }

  @Test("Each architecture keeps its colour on every chart")
  func colourPerArchitecture() {
    let chart = BarChart.svg(
      title: "T", unit: "u",
      bars: [
        .init(label: "MVVM", value: 1, architecture: "mvvm"),
        .init(label: "TCA", value: 2, architecture: "tca"),
      ])
    let tca = BarChart.colour(for: "tca")
    let mvvm = BarChart.colour(for: "mvvm")
    #expect(tca != mvvm)
    // The bars come in the order given, each in its architecture's colour.
    let mvvmAt = chart.firstRange(of: #"fill="\#(mvvm)""#)?.lowerBound
    let tcaAt = chart.firstRange(of: #"fill="\#(tca)""#)?.lowerBound
    #expect(mvvmAt != nil && tcaAt != nil)
    if let mvvmAt, let tcaAt { #expect(mvvmAt < tcaAt) }
  }

  @Test("A chart's values are a table for screen readers; the picture is hidden from them")
  func chartAsTable() {
    let chart = BarChart.svg(
      title: "Code lines", unit: "lines",
      bars: [
        .init(label: "TCA", value: 1122, architecture: "tca"),
        .init(label: "VIPER <&>", value: 2.5, architecture: "viper"),
      ])
    #expect(chart.contains(#"<svg xmlns="http://www.w3.org/2000/svg" aria-hidden="true""#))
    #expect(chart.contains(#"<table class="visually-hidden"><caption>Code lines</caption>"#))
    #expect(chart.contains(#"<tr><th scope="row">TCA</th><td>1122</td></tr>"#))
    #expect(chart.contains(#"<tr><th scope="row">VIPER &lt;&amp;&gt;</th><td>2.5</td></tr>"#))
  }
}

@Suite("compare: the comparisons' claims next to the measurements")
struct ClaimCheckTests {
  private func variant(
    _ architecture: String, code: Int, wiring: Int, files: Int, folders: Int,
    testCode: Int = 100, testSupport: Int = 10
  ) -> SourceComparison.Variant {
    var sources = SourceTally()
    sources.codeLines = code
    sources.files = files
    var tests = SourceTally()
    tests.codeLines = testCode
    return SourceComparison.Variant(
      architecture: architecture, displayName: architecture.uppercased(), module: architecture,
      sources: sources, featureCodeLines: code - wiring, wiringCodeLines: wiring,
      folders: (0..<folders).map { .init(name: "F\($0)", tally: SourceTally()) }, tests: tests,
      testSupportCodeLines: testSupport, kits: [], kitSources: SourceTally(), reuses: [])
  }

  @Test("Verdicts follow the numbers: the same claim agrees or disagrees with the tree")
  func verdictsAreComputed() {
    let agreeing = SourceComparison(
      variants: [
        variant("tca", code: 1000, wiring: 50, files: 14, folders: 7, testSupport: 5),
        variant("viper", code: 1600, wiring: 500, files: 42, folders: 7, testSupport: 50),
        variant("mvvm", code: 900, wiring: 60, files: 14, folders: 7),
      ], missing: [])
    #expect(agreeing.claimChecks(newScreen: []).map(\.agrees) == [true, true, true, true])
    let disagreeing = SourceComparison(
      variants: [
        variant("tca", code: 800, wiring: 400, files: 40, folders: 7, testSupport: 60),
        variant("viper", code: 1600, wiring: 100, files: 14, folders: 7, testSupport: 5),
        variant("mvvm", code: 900, wiring: 60, files: 14, folders: 7),
      ], missing: [])
    #expect(disagreeing.claimChecks(newScreen: []).map(\.agrees) == [false, false, false, false])
    let table = disagreeing.claimChecks(newScreen: []).markdown()
    #expect(table.contains("| VIPER: boilerplate is high | wiring"))
    #expect(table.contains("| disagrees |"))
  }

  @Test("A new screen's cost is counted from this repository's templates")
  func newScreenFromTemplates() throws {
    let root = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    let costs = NewScreenCost.measure(templatesAt: root.appendingPathComponent("Templates").path)
    #expect(costs.map(\.architecture).starts(with: ["tca", "viper", "mvvm"]))
    let viper = try #require(costs.first { $0.architecture == "viper" })
    #expect(viper.sourceFiles > costs.first { $0.architecture == "tca" }!.sourceFiles)
    #expect(viper.testFiles >= 1)
    #expect(NewScreenCost.measure(templatesAt: "/nonexistent").isEmpty)
  }
}

@Suite("compare --test-times: each variant's own tests, timed")
struct TestTimesTests {
  @Test("Only the variant's target runs, without building")
  func command() {
    #expect(
      TestTimes.arguments(for: "TaskManagerTCATests")
        == ["swift", "test", "--skip-build", "--filter", "^TaskManagerTCATests\\."])
  }

  @Test("The count is read from Swift Testing's summary line")
  func testCount() {
    let output = """
      ✔ Suite "LoginFeature" passed after 0.1 seconds.
      ✔ Test run with 35 tests in 8 suites passed after 0.9 seconds.
      """
    #expect(TestTimes.testCount(in: output) == 35)
    #expect(TestTimes.testCount(in: "error: no tests") == nil)
    let table = [
      TestTime(
        architecture: "tca", displayName: "TCA", testTarget: "TaskManagerTCATests", seconds: 0.9,
        tests: 35, passed: true)
    ].markdown()
    #expect(table.contains("| TCA | `TaskManagerTCATests` | 35 | 0.90 | passed |"))
  }
}
