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

    /// The `.package(…)` line.
    var dependency: String {
      switch self {
      case .path(let path): ".package(path: \(Self.quoted(path)))"
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
    let root = directory + "/" + name
    if !force, FileManager.default.fileExists(atPath: root) { throw .alreadyExists(root) }
    let appFolder = try templates.requireFolder("app")
    let architectureFolder = try templates.requireFolder(architecture.rawValue)
    let values = FeaturePlan.featureValues(name: feature, module: name).merging([
      "App": name, "architecture": architecture.rawValue, "dot": ".",
      "kitsDependency": kits.dependency, "kitsPackage": kits.identity,
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
