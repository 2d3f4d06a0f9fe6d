import Foundation

/// What `triptych new app` writes: a Swift package in `<directory>/<Name>/` with the kits as a
/// dependency, a library target holding one feature, its tests, and a server target that
/// serves the app to browsers.
///
/// ```swift
/// let generation = try AppPlan.generation(
///   name: "Notes", architecture: .tca, feature: "Search", directory: ".",
///   kits: .path(TriptychCheckout.root))
/// try generation.write(force: false)
/// ```
public enum AppPlan {
  /// Where the generated package gets the kits from.
  public enum Kits: Equatable, Sendable {
    /// A local checkout (this repository, by default).
    case path(String)
    /// A git URL and branch.
    case url(String, branch: String)

    /// The `.package(…)` line of a package at `root`: a path relative to it, so the app and
    /// the checkout can move together (or be cloned side by side elsewhere).
    func dependency(from root: String) -> String {
      switch self {
      case .path(let path):
        ".package(path: \(Self.quoted(Self.relativePath(to: path, from: root))))"
      case .url(let url, let branch):
        ".package(url: \(Self.quoted(url)), branch: \(Self.quoted(branch)))"
      }
    }

    /// The package's identity, which `.product(name:package:)` names: the last path component
    /// (without `.git`).
    var identity: String {
      let location: String
      switch self {
      case .path(let path): location = path
      case .url(let url, _): location = url
      }
      let last = URL(fileURLWithPath: location).lastPathComponent
      return last.hasSuffix(".git") ? String(last.dropLast(4)) : last
    }

    /// `path` as seen from the folder `root` (both made absolute first): `../triptych`.
    static func relativePath(to path: String, from root: String) -> String {
      let current = FileManager.default.currentDirectoryPath
      func components(_ path: String) -> [String] {
        let absolute = path.hasPrefix("/") ? path : current + "/" + path
        return URL(fileURLWithPath: absolute).standardizedFileURL.pathComponents
      }
      let target = components(path)
      let base = components(root)
      var common = 0
      while common < min(target.count, base.count), target[common] == base[common] { common += 1 }
      let up = Array(repeating: "..", count: base.count - common)
      let relative = (up + target[common...]).joined(separator: "/")
      return relative.isEmpty ? "." : relative
    }

    private static func quoted(_ text: String) -> String {
      "\""
        + text.replacingOccurrences(of: "\\", with: "\\\\")
        .replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
  }

  public static func generation(
    name: String, architecture: FeatureArchitecture, feature: String, directory: String,
    kits: Kits, templates: TemplateFolder = .bundledWithSources, force: Bool = false
  ) throws(GenerationError) -> Generation {
    try FeaturePlan.validate(typeName: name)
    try FeaturePlan.validate(typeName: feature)
    if case .path(let path) = kits,
      !FileManager.default.fileExists(atPath: path + "/Sources/Views")
    {
      throw .notAKitsCheckout(path)
    }
    let root = directory + "/" + name
    if !force, FileManager.default.fileExists(atPath: root) { throw .alreadyExists(root) }
    let appFolder = try templates.requireFolder("app")
    let architectureFolder = try templates.requireFolder(architecture.rawValue)
    func lines(_ lines: [String], indent: Int) -> String {
      lines.map { String(repeating: " ", count: indent) + $0 }.joined(separator: "\n")
    }
    let manifest = PackageManifestEdit.self
    let values = FeaturePlan.featureValues(name: feature, module: name).merging([
      "App": name, "architecture": architecture.rawValue, "dot": ".",
      "kitsDependency": kits.dependency(from: root), "kitsPackage": kits.identity,
      "packageLines": lines(
        architecture.usesOpenCombine ? [manifest.openCombinePackage] : [], indent: 4),
      "kitProductLines": lines(
        manifest.productLines(architecture, kitsPackage: kits.identity, isTest: false),
        indent: 8),
      "testKitProductLines": lines(
        manifest.productLines(architecture, kitsPackage: kits.identity, isTest: true),
        indent: 8),
    ]) { $1 }
    let package = try templates.render(appFolder, "", into: "", isTest: false, values: values)
    let rootView = try templates.render(
      architectureFolder, "app", into: "", isTest: false, values: values)
    let featureFiles = try FeaturePlan.files(
      name: feature, architecture: architecture, module: name, templates: templates,
      extraValues: values)
    return Generation(root: root, files: package + rootView + featureFiles)
  }
}
