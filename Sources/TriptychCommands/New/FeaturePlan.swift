import Foundation

/// What `triptych new feature` writes, worked out before anything is written: the feature's
/// folder in `Sources/<module>/<Name>/` and its tests in `Tests/<module>Tests/`, the
/// TaskManager's own layout.
///
/// ```swift
/// let generation = try FeaturePlan.generation(
///   name: "Profile", architecture: .viper, packageRoot: ".", module: nil)
/// try generation.write(force: false)
/// ```
public enum FeaturePlan {
  /// Validates the name, finds the target and the templates, renders, and refuses an existing
  /// feature folder (unless `force`).
  public static func generation(
    name: String, architecture: FeatureArchitecture, packageRoot: String, module: String?,
    templates: TemplateFolder = .bundledWithSources, force: Bool = false
  ) throws(GenerationError) -> Generation {
    try validate(typeName: name)
    let module = try resolveModule(module, packageRoot: packageRoot)
    let featureFolder = packageRoot + "/Sources/\(module)/\(name)"
    if !force, FileManager.default.fileExists(atPath: featureFolder) {
      throw .alreadyExists(featureFolder)
    }
    var files = try files(
      name: name, architecture: architecture, module: module, templates: templates)
    // An app `triptych new app` wrote lists its kits; a new architecture adds its own.
    let manifestPath = packageRoot + "/Package.swift"
    if let manifest = try? String(contentsOfFile: manifestPath, encoding: .utf8),
      let edited = PackageManifestEdit.adding(architecture, to: manifest, app: module)
    {
      files.append(
        GeneratedFile(path: "Package.swift", contents: edited, isTest: false, isEdit: true))
    }
    return Generation(root: packageRoot, files: files)
  }

  /// The feature's files, paths relative to the package root.
  static func files(
    name: String, architecture: FeatureArchitecture, module: String, templates: TemplateFolder,
    extraValues: [String: String] = [:]
  ) throws(GenerationError) -> [GeneratedFile] {
    let folder = try templates.requireFolder(architecture.rawValue)
    let values = featureValues(name: name, module: module).merging(extraValues) { $1 }
    let sources = try templates.render(
      folder, "Sources", into: "Sources/\(module)/\(name)", isTest: false, values: values)
    let tests = try templates.render(
      folder, "Tests", into: "Tests/\(module)Tests", isTest: true, values: values)
    return sources + tests
  }

  /// `Name` (`Profile`), `name` (`profile`), `Module`, `architecture`.
  static func featureValues(name: String, module: String) -> [String: String] {
    ["Name": name, "name": name.prefix(1).lowercased() + name.dropFirst(), "Module": module]
  }

  /// A feature (or app) name: a Swift identifier starting with a capital letter, since types
  /// are named after it (`ProfileView`), and not a keyword.
  static func validate(typeName name: String) throws(GenerationError) {
    let isASCIILetter: (Character) -> Bool = { $0.isASCII && $0.isLetter }
    guard let first = name.first, isASCIILetter(first), first.isUppercase,
      name.allSatisfy({ isASCIILetter($0) || ($0.isASCII && $0.isNumber) || $0 == "_" }),
      !reserved.contains(name)
    else { throw .notAnIdentifier(name) }
  }

  /// Capitalised names Swift (or the kits' products) would trip over.
  private static let reserved: Set<String> = [
    "Any", "Self", "Type", "Protocol", "Composable", "Viper", "MVVM", "MVC", "Views", "WebHost",
    "OpenCombine",
  ]

  /// The target given, or the only one in `Sources/` that has a `Tests/<target>Tests` folder.
  static func resolveModule(_ module: String?, packageRoot: String) throws(GenerationError)
    -> String
  {
    let fileManager = FileManager.default
    if let module {
      let folder = packageRoot + "/Sources/" + module
      guard fileManager.fileExists(atPath: folder) else {
        throw .moduleNotFound(module: module, folder: folder)
      }
      return module
    }
    let targets = (try? fileManager.contentsOfDirectory(atPath: packageRoot + "/Sources")) ?? []
    let tested = targets.sorted().filter {
      fileManager.fileExists(atPath: packageRoot + "/Tests/\($0)Tests")
    }
    guard tested.count == 1 else {
      throw .noModule(packageRoot: packageRoot, candidates: tested)
    }
    return tested[0]
  }
}
