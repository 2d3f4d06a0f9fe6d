import Foundation

/// What an app of N features costs in code, read from its generation (nothing is built or
/// written): how big a feature is, how big the root that wires them is, and which files
/// outside the new feature's own folder one more feature edits — the places two developers
/// adding features at once both change, so the measurable part of "many developers work in
/// parallel without conflicts".
///
/// ```swift
/// let code = try ScaleCodeMetrics.measure(.viper, layout: .modulePerFeature, features: 50)
/// code.filesTouchedByNextFeature  // ["Package.swift", "Sources/Scale/App/ScaleRouter.swift", …]
/// ```
public struct ScaleCodeMetrics: Codable, Equatable, Sendable {
  /// Averages over the features: code lines and files of a feature's sources.
  public var sourceLinesPerFeature: Double
  public var sourceFilesPerFeature: Double
  /// Code lines of a feature's tests, and of the test doubles among them (spies, stubs).
  public var testLinesPerFeature: Double
  public var testDoubleLinesPerFeature: Double
  /// Code lines of the root (`Sources/<App>/App`), where features are wired.
  public var rootCodeLines: Int
  /// Files other than the new feature's own that adding feature N + 1 changes.
  public var filesTouchedByNextFeature: [String]
  /// Lines those edits add or change.
  public var linesTouchedByNextFeature: Int

  static let appName = "Scale"

  /// Generates the app of `features` features and the one of `features + 1` in memory and
  /// compares them.
  public static func measure(
    _ architecture: FeatureArchitecture, layout: FeatureLayout, features: Int,
    templates: TemplateFolder = .bundledWithSources
  ) throws(GenerationError) -> ScaleCodeMetrics {
    let app = try files(architecture, layout: layout, features: features, templates: templates)
    let next = try files(
      architecture, layout: layout, features: features + 1, templates: templates)
    let specs = FeatureKind.rotation(count: features + 1)
    let newFeature = specs[features].name
    var sourceLines = 0
    var sourceFiles = 0
    var testLines = 0
    var doubleLines = 0
    var rootLines = 0
    for (path, text) in app where path.hasSuffix(".swift") {
      let lines = SourceTally(swiftSource: text).codeLines
      if path.hasPrefix("Sources/\(appName)/App/") {
        rootLines += lines
      } else if path.hasPrefix("Tests/") {
        testLines += lines
        if SourceComparison.isTestSupport(path: path) { doubleLines += lines }
      } else if path.hasPrefix("Sources/"), !path.hasPrefix("Sources/\(appName)Server/") {
        sourceLines += lines
        sourceFiles += 1
      }
    }
    let ownPrefixes = [
      "Sources/\(appName)/\(newFeature)/", "Sources/\(newFeature)/", "Tests/\(newFeature)Tests/",
    ]
    var touched: [String] = []
    var touchedLines = 0
    for (path, text) in next.sorted(by: { $0.key < $1.key }) {
      if ownPrefixes.contains(where: path.hasPrefix) { continue }
      if path.hasPrefix("Tests/\(appName)Tests/"), path.contains("/\(newFeature)") { continue }
      guard let before = app[path] else {
        touched.append(path)
        touchedLines += text.split(separator: "\n").count
        continue
      }
      if before != text {
        touched.append(path)
        touchedLines += changedLines(before, text)
      }
    }
    let count = Double(max(features, 1))
    return ScaleCodeMetrics(
      sourceLinesPerFeature: Double(sourceLines) / count,
      sourceFilesPerFeature: Double(sourceFiles) / count,
      testLinesPerFeature: Double(testLines) / count,
      testDoubleLinesPerFeature: Double(doubleLines) / count,
      rootCodeLines: rootLines, filesTouchedByNextFeature: touched,
      linesTouchedByNextFeature: touchedLines)
  }

  /// The generated app's files by path.
  static func files(
    _ architecture: FeatureArchitecture, layout: FeatureLayout, features: Int,
    templates: TemplateFolder
  ) throws(GenerationError) -> [String: String] {
    let specs = FeatureKind.rotation(count: features).map {
      FeatureSpec(name: $0.name, kind: $0.kind, architecture: architecture)
    }
    let generation = try AppPlan.generation(
      name: appName, architecture: architecture, features: specs, layout: layout,
      directory: FileManager.default.temporaryDirectory.path + "/triptych-scale-\(UUID())",
      kits: .path(TriptychCheckout.root), templates: templates)
    return Dictionary(generation.files.map { ($0.path, $0.contents) }) { _, last in last }
  }

  /// Lines of `after` that are not in `before`, counted as a multiset (an insertion-only
  /// edit, which wiring is, counts exactly its inserted lines).
  static func changedLines(_ before: String, _ after: String) -> Int {
    var remaining: [Substring: Int] = [:]
    for line in before.split(separator: "\n", omittingEmptySubsequences: false) {
      remaining[line, default: 0] += 1
    }
    var added = 0
    for line in after.split(separator: "\n", omittingEmptySubsequences: false) {
      if let count = remaining[line], count > 0 {
        remaining[line] = count - 1
      } else {
        added += 1
      }
    }
    return added
  }
}
