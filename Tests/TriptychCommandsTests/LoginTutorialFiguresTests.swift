import Foundation
import TaskManagerDomain
import Testing

@testable import TriptychCommands

/// The login tutorial's last page quotes the sizes of the real app's `Login` folders and of
/// their tests. They are measured here with the code `triptych compare` uses, so the page
/// cannot drift from the source tree unnoticed.
@Suite("The login tutorial's comparison page")
struct LoginTutorialFiguresTests {
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
  static let page = "Sources/LoginTutorial/LoginTutorial.docc/Tutorials/ComparingTheFive.tutorial"
  /// The architectures the tutorial builds, in its order; the hybrids have no Login of their own.
  static let architectures: [Architecture] = [.tca, .viper, .mvvm, .mvvmState, .mvc]

  @Test("Its table has the figures of the real Login folders and their tests")
  func figuresMatchTheSourceTree() throws {
    let text = try String(
      contentsOf: Self.root.appendingPathComponent(Self.page), encoding: .utf8)
    // Markup inside a directive may be indented: compare the lines without it.
    let unindented = text.split(separator: "\n", omittingEmptySubsequences: false)
      .map { $0.drop { $0 == " " } }.joined(separator: "\n")
    let table = try Self.measuredTable()
    #expect(
      unindented.contains(table),
      "\(Self.page) should hold this table, measured from the source tree now:\n\(table)")
  }

  /// The page's table, with today's figures: per architecture, the `Login` folder as
  /// `compare` counts it (files, code lines, and the wiring among them by compare's rule),
  /// and the variant's test files named `Login…` (their tests and code lines).
  static func measuredTable() throws -> String {
    let comparison = try SourceComparison.measure(
      packageAt: root, layouts: architectures.map(VariantLayout.for))
    var rows: [(label: String, cells: [Int])] = [
      ("Files in `Login/`", []), ("Code lines in `Login/`", []),
      ("Of which wiring (contracts, module, router)", []),
      ("Tests in the `Login…` test files", []), ("Code lines of those tests", []),
    ]
    for layout in architectures.map(VariantLayout.for) {
      let variant = try #require(comparison.variants.first { $0.module == layout.module })
      let login = try #require(variant.folders.first { $0.name == "Login" }).tally
      let sources = root.appendingPathComponent("Sources/\(layout.module)/Login")
      let wiring = try SourceComparison.swiftFiles(under: sources)
        .filter { VariantLayout.isWiring(path: "Login/" + $0.path) }
        .reduce(0) { $0 + $1.tally.codeLines }
      let tests = try SourceComparison.swiftFiles(
        under: root.appendingPathComponent("Tests/\(layout.testTarget)")
      )
      .filter { $0.path.hasPrefix("Login") }
      .reduce(SourceTally()) { $0 + $1.tally }
      for (index, value) in [login.files, login.codeLines, wiring, tests.tests, tests.codeLines]
        .enumerated()
      {
        rows[index].cells.append(value)
      }
    }
    let header =
      "| | " + architectures.map(\.displayName).joined(separator: " | ") + " |\n"
      + "| --- |" + String(repeating: " ---: |", count: architectures.count) + "\n"
    return header
      + rows.map { row in
        "| \(row.label) | " + row.cells.map(String.init).joined(separator: " | ") + " |\n"
      }.joined()
  }
}
