import Foundation

/// The app's root folder, `Sources/<App>/App/`, whose files say where each feature is wired
/// in: a line `// triptych: <point>` marks a list (the root's state, its actions, its tabs…),
/// and wiring a feature inserts that architecture's snippet for the point just above it,
/// the way a developer adds a feature by hand. `// triptych: architecture <name>` says whose
/// idiom the root is written in.
///
/// ```swift
/// var root = try AppRootFolder.find(packageRoot: ".", module: "Notes")!
/// try root.wire(feature: search, templates: .bundledWithSources)
/// root.changedFiles  // the root's edited files, for a Generation
/// ```
struct AppRootFolder {
  /// The app's target.
  var module: String
  /// The architecture the root is written in.
  var architecture: FeatureArchitecture
  /// Paths relative to the package root, with their text (as edited so far).
  var files: [(path: String, text: String)]
  private var original: [String: String]

  /// The marker that names the root's architecture.
  static let architectureMarker = "// triptych: architecture "
  static let markerPrefix = "// triptych: "

  init(module: String, architecture: FeatureArchitecture, files: [(path: String, text: String)]) {
    self.module = module
    self.architecture = architecture
    self.files = files
    original = Dictionary(files.map { ($0.path, $0.text) }) { first, _ in first }
  }

  /// The root of the app in `module`, read from disk; nil when the app has no marked root
  /// (written by hand, or by a version of Triptych that did not wire features).
  static func find(packageRoot: String, module: String) -> AppRootFolder? {
    var files: [(path: String, text: String)] = []
    // The root's sources, and its tests, which gain a test for some kinds of features.
    for folder in ["Sources/\(module)/App", "Tests/\(module)Tests"] {
      let entries =
        (try? FileManager.default.contentsOfDirectory(atPath: packageRoot + "/" + folder)) ?? []
      for name in entries.sorted() where name.hasSuffix(".swift") {
        let path = folder + "/" + name
        guard let text = try? String(contentsOfFile: packageRoot + "/" + path, encoding: .utf8),
          folder.hasPrefix("Sources/") || text.contains(markerPrefix)
        else { continue }
        files.append((path, text))
      }
    }
    return from(files, module: module)
  }

  /// The root made of `files` (as generated, not yet written), if they carry its markers.
  static func from(_ files: [(path: String, text: String)], module: String) -> AppRootFolder? {
    for file in files {
      for line in file.text.split(separator: "\n") {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        guard trimmed.hasPrefix(architectureMarker) else { continue }
        let name = trimmed.dropFirst(architectureMarker.count)
        if let architecture = FeatureArchitecture(rawValue: String(name)) {
          return AppRootFolder(module: module, architecture: architecture, files: files)
        }
      }
    }
    return nil
  }

  /// The files wiring changed, as edits.
  var changedFiles: [GeneratedFile] {
    files.filter { original[$0.path] != $0.text }.map {
      GeneratedFile(path: $0.path, contents: $0.text, isTest: false, isEdit: true)
    }
  }

  /// Inserts the feature's snippet above every marker of the root. A feature of another
  /// architecture than the root's is refused (``GenerationError/notWirable``): its screen
  /// has to be adapted to the root's idiom by hand. A name the root already mentions (as a
  /// word, in either case of its first letter) is refused as wired already, unless
  /// `refusingMentioned` is false (a new app's root names its first feature before wiring).
  mutating func wire(
    _ feature: FeatureSpec, layout: FeatureLayout, templates: TemplateFolder,
    values: TemplateValues, refusingMentioned: Bool = true
  ) throws(GenerationError) {
    guard feature.architecture == architecture else {
      throw .notWirable(
        feature: feature.name, architecture: feature.architecture.rawValue,
        root: architecture.rawValue)
    }
    let folder = try templates.requireFolder(architecture.rawValue)
    var snippets: [String: String] = [:]
    func snippet(_ point: String) throws(GenerationError) -> String {
      if let known = snippets[point] { return known }
      let rendered: String
      if point == "imports" {
        rendered = layout == .modulePerFeature ? "import \(feature.name)\n" : ""
      } else {
        let candidates = [
          "\(folder)/features/\(feature.kind.rawValue)/wiring/\(point).mustache",
          "\(folder)/wiring/\(point).mustache",
        ]
        guard let file = candidates.first(where: { FileManager.default.fileExists(atPath: $0) })
        else {
          throw .badTemplate(
            file: candidates[1], reason: "the root has a “// triptych: \(point)” line to fill")
        }
        let text: String
        do {
          text = try String(contentsOfFile: file, encoding: .utf8)
        } catch {
          throw .badTemplate(file: file, reason: error.localizedDescription)
        }
        rendered = try TemplateFolder.render(text, values: values, file: file)
      }
      snippets[point] = rendered
      return rendered
    }
    // A feature is wired when the root already names it (as a word: Search1, not Search12).
    let names = [feature.name, FeaturePlan.lowerFirst(feature.name)]
    for file in files where refusingMentioned {
      let mentions = file.text.split { !($0.isLetter || $0.isNumber || $0 == "_") }
      if mentions.contains(where: { names.contains(String($0)) }) {
        throw .alreadyWired(feature: feature.name, file: file.path)
      }
    }
    for index in files.indices {
      var lines = files[index].text.components(separatedBy: "\n")
      var at = 0
      while at < lines.count {
        let trimmed = lines[at].trimmingCharacters(in: .whitespaces)
        guard trimmed.hasPrefix(Self.markerPrefix), !trimmed.hasPrefix(Self.architectureMarker)
        else {
          at += 1
          continue
        }
        let point = String(trimmed.dropFirst(Self.markerPrefix.count))
        let indent = String(lines[at].prefix { $0 == " " })
        let inserted = try snippet(point).split(separator: "\n", omittingEmptySubsequences: false)
          .map { $0.isEmpty ? "" : indent + $0 }
        let body = inserted.last == "" ? Array(inserted.dropLast()) : inserted
        // Imports go where they sort among the imports above the marker, as a formatter
        // keeps them; everything else in the order features were added.
        var position = at
        if point == "imports", body.count == 1 {
          while position > 0, lines[position - 1].hasPrefix(indent + "import "),
            lines[position - 1] > body[0]
          {
            position -= 1
          }
        }
        lines.insert(contentsOf: body, at: position)
        at += body.count + 1
      }
      files[index].text = lines.joined(separator: "\n")
    }
  }
}

/// One feature to generate: its name, kind and architecture.
public struct FeatureSpec: Equatable, Sendable {
  public var name: String
  public var kind: FeatureKind
  public var architecture: FeatureArchitecture

  public init(name: String, kind: FeatureKind, architecture: FeatureArchitecture) {
    self.name = name
    self.kind = kind
    self.architecture = architecture
  }
}
