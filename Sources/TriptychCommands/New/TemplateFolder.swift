import Foundation
import Mustache

/// A directory of Mustache templates, one folder per architecture (`tca/`, `viper/`, …) and
/// `app/` for `triptych new app`. In an architecture's folder, `Sources/` becomes the feature's
/// folder, `Tests/` goes into the test target, `app/` is added to a new app, and `about.txt`
/// is the line `--list` shows. File names are templates too (`{{Name}}View.swift.mustache`).
///
/// ```swift
/// let templates = TemplateFolder(path: "MyTeamTemplates")
/// templates.architectures  // [.tca, .viper]
/// ```
public struct TemplateFolder: Sendable {
  public var path: String

  public init(path: String) {
    self.path = path
  }

  /// `Templates/` at the top of the Triptych checkout this tool was built from. Found from the
  /// source file's own path, as the kits are by `triptych new app`: both need the checkout,
  /// and the templates stay where a team edits them instead of inside a build product.
  public static var bundledWithSources: TemplateFolder {
    TemplateFolder(path: TriptychCheckout.root + "/Templates")
  }

  /// The architectures that have a template folder here, in ``FeatureArchitecture`` order.
  public var architectures: [FeatureArchitecture] {
    FeatureArchitecture.allCases.filter { isDirectory(folder(for: $0.rawValue)) }
  }

  /// The first line of an architecture's `about.txt`, if any.
  public func about(_ name: String) -> String? {
    guard let text = try? String(contentsOfFile: folder(for: name) + "/about.txt", encoding: .utf8)
    else { return nil }
    return text.split(separator: "\n").first.map(String.init)
  }

  func folder(for name: String) -> String { path + "/" + name }

  /// Checks the directory exists, then that `architecture` has templates.
  func requireFolder(_ name: String) throws(GenerationError) -> String {
    guard isDirectory(path) else { throw .templatesNotFound(path) }
    let folder = folder(for: name)
    guard isDirectory(folder) else { throw .noTemplates(architecture: name, folder: folder) }
    return folder
  }

  /// Renders every `*.mustache` file under `subfolder` of `folder` (if there is one), paths
  /// and contents, to files under `destination`.
  func render(
    _ folder: String, _ subfolder: String, into destination: String, isTest: Bool,
    values: TemplateValues
  ) throws(GenerationError) -> [GeneratedFile] {
    let base = subfolder.isEmpty ? folder : folder + "/" + subfolder
    guard isDirectory(base) else { return [] }
    let entries = (FileManager.default.enumerator(atPath: base)?.allObjects as? [String]) ?? []
    var files: [GeneratedFile] = []
    for relative in entries.sorted() where relative.hasSuffix(".mustache") {
      let source = base + "/" + relative
      let text: String
      do {
        text = try String(contentsOfFile: source, encoding: .utf8)
      } catch {
        throw .badTemplate(file: source, reason: error.localizedDescription)
      }
      let name = String(relative.dropLast(".mustache".count))
      let path = try Self.render(name, values: values, file: source)
      let contents = try Self.render(text, values: values, file: source)
      let target = destination.isEmpty ? path : destination + "/" + path
      files.append(GeneratedFile(path: target, contents: contents, isTest: isTest))
    }
    return files
  }

  static func render(
    _ text: String, values: TemplateValues, file: String
  ) throws(GenerationError) -> String {
    do {
      return try MustacheTemplate(string: text).render(values)
    } catch {
      throw .badTemplate(file: file, reason: "\(error)")
    }
  }

  private func isDirectory(_ path: String) -> Bool {
    var isDirectory: ObjCBool = false
    return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
      && isDirectory.boolValue
  }
}

/// The values a template is rendered with: strings (`{{Name}}`) and flags (`{{#isTest}}`).
typealias TemplateValues = [String: any Sendable]

/// The Triptych checkout this tool was compiled from.
public enum TriptychCheckout {
  /// `…/Sources/TriptychCommands/New/TemplateFolder.swift`, four levels down.
  public static let root: String = {
    var url = URL(fileURLWithPath: #filePath)
    for _ in 0..<4 { url.deleteLastPathComponent() }
    return url.path
  }()

  /// The checkout's commit (`git rev-parse --short HEAD`), with ` + changes` when its
  /// `Sources` or `Package.swift` differ from it; nil when git cannot tell.
  public static var revision: String? {
    let git = { Git.output($0, in: root)?.trimmingCharacters(in: .whitespacesAndNewlines) }
    guard let head = git(["rev-parse", "--short", "HEAD"]), !head.isEmpty else { return nil }
    let changes = git(["status", "--porcelain", "--", "Sources", "Package.swift"]) ?? ""
    return changes.isEmpty ? head : head + " + changes"
  }
}
