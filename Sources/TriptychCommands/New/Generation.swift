import Foundation

/// One file `triptych new` writes: where (relative to the directory it writes into), what,
/// and whether it is a test.
public struct GeneratedFile: Equatable, Sendable {
  public var path: String
  public var contents: String
  public var isTest: Bool
  /// An edit of a file that exists (an app's `Package.swift` gaining a kit), written over it
  /// without `force`.
  public var isEdit = false

  /// Lines of text in the file.
  public var lines: Int {
    contents.split(separator: "\n", omittingEmptySubsequences: false).count
      - (contents.hasSuffix("\n") ? 1 : 0)
  }
}

/// What one architecture costs to start a feature: the files and lines its templates write,
/// sources and tests apart. The comparison between architectures reads these numbers.
///
/// ```swift
/// let viper = try FeatureCost.measure(.viper)
/// print(viper.sourceFiles, viper.sourceLines)  // 7 files …
/// ```
public struct FeatureCost: Equatable, Sendable, CustomStringConvertible {
  public var architecture: FeatureArchitecture
  public var sourceFiles: Int
  public var sourceLines: Int
  public var testFiles: Int
  public var testLines: Int

  public init(architecture: FeatureArchitecture, files: [GeneratedFile]) {
    self.architecture = architecture
    let sources = files.filter { !$0.isTest && !$0.isEdit }
    let tests = files.filter(\.isTest)
    sourceFiles = sources.count
    sourceLines = sources.map(\.lines).reduce(0, +)
    testFiles = tests.count
    testLines = tests.map(\.lines).reduce(0, +)
  }

  /// Generates a feature named `Sample` in memory from `templates` and counts it.
  public static func measure(
    _ architecture: FeatureArchitecture, templates: TemplateFolder = .bundledWithSources
  ) throws(GenerationError) -> FeatureCost {
    let files = try FeaturePlan.files(
      FeatureSpec(name: "Sample", kind: .lookup, architecture: architecture),
      place: FeaturePlace(feature: "Sample", app: "Sample", layout: .oneModule),
      templates: templates)
    return FeatureCost(architecture: architecture, files: files)
  }

  /// `viper: 7 source files (220 lines), 2 test files (190 lines)`.
  public var description: String {
    "\(architecture.rawValue): \(counted(sourceFiles, "source file")) (\(sourceLines) lines), "
      + "\(counted(testFiles, "test file")) (\(testLines) lines)"
  }
}

/// Files ready to be written under one directory: checked first (nothing is overwritten
/// without `force`), then written all together.
public struct Generation: Sendable {
  /// The directory the files' paths are relative to.
  public var root: String
  public var files: [GeneratedFile]
  /// What the user should know about what was not done (a feature left unwired).
  public var notes: [String] = []

  /// The new files that already exist.
  public var existing: [String] {
    files.filter { !$0.isEdit }.map { root + "/" + $0.path }
      .filter { FileManager.default.fileExists(atPath: $0) }
  }

  /// Writes every file, creating folders; refuses (writing nothing) if any exists, unless
  /// `force`.
  public func write(force: Bool) throws(GenerationError) {
    if !force, let first = existing.first { throw .alreadyExists(first) }
    for file in files {
      let url = URL(fileURLWithPath: root + "/" + file.path)
      do {
        try FileManager.default.createDirectory(
          at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(file.contents.utf8).write(to: url, options: .atomic)
      } catch {
        throw .cannotWrite(file: url.path, reason: error.localizedDescription)
      }
    }
  }

  /// The files, one a line with their line counts.
  public var listing: String {
    let width = files.map(\.path.count).max() ?? 0
    return files.map { file in
      file.path.padding(toLength: width, withPad: " ", startingAt: 0)
        + (file.isEdit ? "  (edited)" : "  \(file.lines) lines")
    }.joined(separator: "\n")
  }
}

/// `1 test file`, `2 test files`.
func counted(_ count: Int, _ noun: String) -> String {
  "\(count) \(noun)\(count == 1 ? "" : "s")"
}
