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
      guard json else {
        printOut(comparison.markdown())
        return
      }
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
      printOut(String(decoding: try encoder.encode(comparison), as: UTF8.self))
    }
  }
}
