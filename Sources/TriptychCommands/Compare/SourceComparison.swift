import Foundation

/// The architectures' source trees measured side by side: per variant its code (split into
/// feature behaviour and wiring), its feature folders, its own tests and the kits it stands on.
/// Everything is counted from the files at the time of the run.
///
/// ```swift
/// let comparison = try SourceComparison.measure(packageAt: URL(fileURLWithPath: "."))
/// comparison.variants.map(\.architecture)  // ["tca", "viper", …] — the variants present
/// print(comparison.markdown())
/// ```
public struct SourceComparison: Codable, Equatable, Sendable {
  public struct Folder: Codable, Equatable, Sendable {
    /// The folder's name under the module (`Login`, `TaskList`), or `(root)`.
    public var name: String
    public var tally: SourceTally
  }

  public struct Variant: Codable, Equatable, Sendable {
    /// The command-line name (`tca`, `mvvm-state`).
    public var architecture: String
    public var displayName: String
    public var module: String
    public var sources: SourceTally
    /// Code lines of feature behaviour and of wiring (see ``VariantLayout/isWiring(path:)``).
    public var featureCodeLines: Int
    public var wiringCodeLines: Int
    public var folders: [Folder]
    /// The variant's own test target (`Tests/<module>Tests`).
    public var tests: SourceTally
    /// Code lines of its tests' set-up: fixtures, spies, stubs, recorders, support files.
    public var testSupportCodeLines: Int
    public var kits: [String]
    public var kitSources: SourceTally
    public var reuses: [String]
  }

  public var variants: [Variant]
  /// Architectures whose module is not in this tree.
  public var missing: [String]

  /// Measures the package whose root is `root` (the folder holding `Sources/` and `Tests/`).
  public static func measure(
    packageAt root: URL, layouts: [VariantLayout] = VariantLayout.all
  ) throws -> SourceComparison {
    let sources = root.appendingPathComponent("Sources")
    let tests = root.appendingPathComponent("Tests")
    var comparison = SourceComparison(variants: [], missing: [])
    for layout in layouts {
      let module = sources.appendingPathComponent(layout.module)
      guard isDirectory(module) else {
        comparison.missing.append(layout.architecture.rawValue)
        continue
      }
      // Read once: the tests' tally and their set-up share the files.
      let testFiles = try swiftFiles(under: tests.appendingPathComponent(layout.testTarget))
      var variant = Variant(
        architecture: layout.architecture.rawValue,
        displayName: layout.architecture.displayName, module: layout.module,
        sources: SourceTally(), featureCodeLines: 0, wiringCodeLines: 0, folders: [],
        tests: testFiles.reduce(SourceTally()) { $0 + $1.tally },
        testSupportCodeLines: testFiles.filter { isTestSupport(path: $0.path) }
          .reduce(0) { $0 + $1.tally.codeLines },
        kits: layout.kits, kitSources: SourceTally(), reuses: layout.reuses)
      var folders: [String: SourceTally] = [:]
      for (path, tally) in try swiftFiles(under: module) {
        variant.sources += tally
        if VariantLayout.isWiring(path: path) {
          variant.wiringCodeLines += tally.codeLines
        } else {
          variant.featureCodeLines += tally.codeLines
        }
        let parts = path.split(separator: "/")
        let folder = parts.count > 1 ? String(parts[0]) : "(root)"
        folders[folder, default: SourceTally()] += tally
      }
      variant.folders = folders.sorted { $0.key < $1.key }.map { Folder(name: $0, tally: $1) }
      for kit in layout.kits {
        variant.kitSources += try tally(sources.appendingPathComponent(kit))
      }
      comparison.variants.append(variant)
    }
    return comparison
  }

  /// Whether a test file is set-up rather than tests: the names test targets give such files.
  static func isTestSupport(path: String) -> Bool {
    let name = path.split(separator: "/").last.map(String.init) ?? path
    return ["Fixtures", "Spies", "Spy", "Support", "Stub", "Recorder", "Fakes"].contains {
      name.contains($0)
    }
  }

  /// The sum over every Swift file under `folder` (nothing if it does not exist).
  static func tally(_ folder: URL) throws -> SourceTally {
    try swiftFiles(under: folder).reduce(SourceTally()) { $0 + $1.tally }
  }

  /// Each Swift file under `folder`, by its path relative to it, in path order.
  static func swiftFiles(under folder: URL) throws -> [(path: String, tally: SourceTally)] {
    guard isDirectory(folder) else { return [] }
    let base = folder.standardizedFileURL.path
    guard let walker = FileManager.default.enumerator(atPath: base) else { return [] }
    var files: [(String, SourceTally)] = []
    while let relative = walker.nextObject() as? String {
      guard relative.hasSuffix(".swift") else { continue }
      let text = try String(contentsOfFile: base + "/" + relative, encoding: .utf8)
      files.append((relative, SourceTally(swiftSource: text)))
    }
    return files.sorted { $0.0 < $1.0 }
  }

  private static func isDirectory(_ url: URL) -> Bool {
    var isDirectory: ObjCBool = false
    return FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory)
      && isDirectory.boolValue
  }
}
