import Foundation

/// What `triptych new app` writes: a Swift package in `<directory>/<Name>/` with the kits as a
/// dependency, a library target holding the app's root and its features (or the root, with a
/// target per feature), their tests, and a server target that serves the app to browsers.
///
/// ```swift
/// let generation = try AppPlan.generation(
///   name: "Notes", architecture: .tca,
///   features: [FeatureSpec(name: "Search", kind: .lookup, architecture: .tca)],
///   directory: ".", kits: .path(TriptychCheckout.root))
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

  /// The package, its root and `features` (at least one), each wired into the root as
  /// `triptych new feature` wires one into an existing app: an app of N features is the same
  /// as an app of one plus N - 1 features added.
  public static func generation(
    name: String, architecture: FeatureArchitecture, features: [FeatureSpec],
    layout: FeatureLayout = .oneModule, directory: String, kits: Kits,
    templates: TemplateFolder = .bundledWithSources, force: Bool = false
  ) throws(GenerationError) -> Generation {
    try FeaturePlan.validate(typeName: name)
    guard let first = features.first else { throw .featureCount(0) }
    var seen: Set<String> = [name]
    for feature in features {
      try FeaturePlan.validate(typeName: feature.name)
      guard seen.insert(feature.name).inserted else {
        throw .alreadyWired(feature: feature.name, file: "Sources/\(name)/App")
      }
    }
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
    let firstPlace = FeaturePlace(feature: first.name, app: name, layout: layout)
    let values = FeaturePlan.values(first, place: firstPlace).merging([
      "App": name, "architecture": architecture.rawValue, "dot": ".",
      "First": first.name, "first": FeaturePlan.lowerFirst(first.name),
      "oneModule": layout == .oneModule,
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
    let rootFiles = try templates.render(
      architectureFolder, "app", into: "", isTest: false, values: values
    ).map { file in
      var file = file
      file.isTest = file.path.hasPrefix("Tests/")
      return file
    }
    // The app's own test target holds every feature's tests in one module, and the root's
    // tests (if the architecture has some) in both layouts.
    let hasRootTests = rootFiles.contains { $0.path.hasPrefix("Tests/\(name)Tests/") }
    var package = try templates.render(
      appFolder, "", into: "", isTest: false,
      values: values.merging(["appTests": layout == .oneModule || hasRootTests]) { $1 })
    var appRoot = AppRootFolder.from(
      rootFiles.map { ($0.path, $0.contents) }, module: name)
    var featureFiles: [GeneratedFile] = []
    for feature in features {
      let place = FeaturePlace(feature: feature.name, app: name, layout: layout)
      featureFiles += try FeaturePlan.files(feature, place: place, templates: templates)
      try appRoot?.wire(
        feature, layout: layout, templates: templates,
        values: FeaturePlan.values(feature, place: place), refusingMentioned: false)
      if let index = package.firstIndex(where: { $0.path == "Package.swift" }) {
        switch layout {
        case .oneModule:
          if let added = manifest.adding(
            feature.architecture, to: package[index].contents, app: name)
          {
            package[index].contents = added
          }
        case .modulePerFeature:
          package[index].contents = try manifest.addingModule(
            for: feature, to: package[index].contents)
        }
      }
    }
    let wiredRoot =
      appRoot.map { root in
        root.files.map {
          GeneratedFile(path: $0.path, contents: $0.text, isTest: $0.path.hasPrefix("Tests/"))
        }
      } ?? rootFiles
    return Generation(root: root, files: package + wiredRoot + featureFiles)
  }
}
