import ArgumentParser
import Foundation

/// `triptych compare [--package PATH] [--json]`: the architectures measured side by side from
/// the source tree, as Markdown tables (or JSON).
///
/// ```
/// $ triptych compare
/// | variant | files | code lines | … |
/// $ triptych compare --json > comparison.json
/// ```
struct CompareCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "compare",
    abstract: "Measure the TaskManager's architectures side by side (code, tests, kits).")

  @Option(help: "The Triptych package's root (the folder holding Sources/ and Tests/).")
  var package: String = "."

  @Flag(help: "Print JSON instead of Markdown tables.")
  var json = false

  @Flag(help: "Count the source tree only; do not play the scenario on each variant.")
  var sourcesOnly = false

  @Option(help: "How many times the scenario is played per variant (the median is shown).")
  var repetitions = 5

  @Flag(help: "Also time each variant's own test target (runs `swift test --skip-build`).")
  var testTimes = false

  func run() async throws {
    try await CommandFailure.report {
      let root = URL(fileURLWithPath: package)
      guard FileManager.default.fileExists(atPath: root.appendingPathComponent("Sources").path)
      else {
        throw CommandFailure(
          "No Sources/ folder in \(root.standardizedFileURL.path): run compare from the"
            + " repository's root or pass --package PATH.")
      }
      let comparison: SourceComparison
      do {
        comparison = try SourceComparison.measure(packageAt: root)
      } catch {
        throw CommandFailure("Cannot read the sources: \(error.localizedDescription)")
      }
      let newScreen = NewScreenCost.measure(
        templatesAt: root.appendingPathComponent("Templates").path)
      let previews = PreviewCost.measure(TaskManagerVariants.available)
      let claims =
        comparison.claimChecks(newScreen: newScreen)
        + [PreviewCost.claimCheck(previews)].compactMap { $0 }
      var scenario: ScenarioComparison?
      if !sourcesOnly {
        do {
          scenario = try await ScenarioComparison.measure(
            TaskManagerVariants.available, repetitions: repetitions)
        } catch {
          throw CommandFailure("The comparison scenario failed: \(error)")
        }
      }
      var times: [TestTime] = []
      if testTimes {
        do {
          times = try TestTimes.measure(VariantLayout.all, packageAt: root)
          // Kept for /compare, which cannot wait minutes for them.
          try? RecordedTestTimes(times: times).save(in: root)
        } catch {
          throw CommandFailure("Cannot run the variants' tests: \(error.localizedDescription)")
        }
      }
      guard json else {
        printOut(comparison.markdown())
        if !times.isEmpty { printOut(times.markdown()) }
        if !newScreen.isEmpty { printOut(newScreen.markdown()) }
        if !previews.isEmpty { printOut(previews.markdown()) }
        if !claims.isEmpty { printOut(claims.markdown()) }
        if let scenario { printOut(scenario.markdown()) }
        return
      }
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
      let report = ComparisonReport(
        sources: comparison, newScreen: newScreen, previews: previews, claims: claims,
        testTimes: times,
        scenario: scenario)
      printOut(String(decoding: try encoder.encode(report), as: UTF8.self))
    }
  }
}

/// Everything `compare` measured, as `--json` prints it.
public struct ComparisonReport: Codable, Equatable, Sendable {
  public var sources: SourceComparison
  /// What `triptych new` writes per architecture (empty without `Templates/`).
  public var newScreen: [NewScreenCost]
  /// What putting a screen into a state costs, from the variants' previews.
  public var previews: [PreviewCost]
  public var claims: [ClaimCheck]
  /// Empty unless `--test-times`.
  public var testTimes: [TestTime]
  /// `nil` with `--sources-only`.
  public var scenario: ScenarioComparison?
}
