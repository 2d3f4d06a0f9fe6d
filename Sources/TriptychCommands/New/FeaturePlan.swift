import Foundation

/// What `triptych new feature` writes, worked out before anything is written: the feature's
/// folder and tests (in the app's target, `Sources/<module>/<Name>/` and
/// `Tests/<module>Tests/`, or in targets of their own when the app keeps a module per
/// feature), the manifest lines it needs, and its wiring into the app's root.
///
/// ```swift
/// let generation = try FeaturePlan.generation(
///   FeatureSpec(name: "Profile", kind: .form, architecture: .viper),
///   packageRoot: ".", module: nil)
/// try generation.write(force: false)
/// ```
public enum FeaturePlan {
  /// Validates the name, finds the target and the templates, renders, wires, and refuses an
  /// existing feature (unless `force`) or a root and manifest with uncommitted changes.
  public static func generation(
    _ feature: FeatureSpec, packageRoot: String, module: String?,
    templates: TemplateFolder = .bundledWithSources, force: Bool = false
  ) throws(GenerationError) -> Generation {
    try validate(typeName: feature.name)
    let manifestPath = packageRoot + "/Package.swift"
    let manifest = try? String(contentsOfFile: manifestPath, encoding: .utf8)
    let layout = FeatureLayout.of(manifest: manifest)
    let module = try resolveModule(module, packageRoot: packageRoot, layout: layout)
    let place = FeaturePlace(feature: feature.name, app: module, layout: layout)
    if feature.name == module { throw .alreadyExists(packageRoot + "/Sources/" + module) }
    if !force, FileManager.default.fileExists(atPath: packageRoot + "/" + place.sources) {
      throw .alreadyExists(packageRoot + "/" + place.sources)
    }
    var files = try files(feature, place: place, templates: templates)
    var notes: [String] = []
    var edits: [GeneratedFile] = []
    if let manifest {
      var edited = manifest
      switch layout {
      case .oneModule:
        // An app `triptych new app` wrote lists its kits; a new architecture adds its own.
        if let added = PackageManifestEdit.adding(feature.architecture, to: edited, app: module) {
          edited = added
        }
      case .modulePerFeature:
        edited = try PackageManifestEdit.addingModule(for: feature, to: edited)
      }
      if edited != manifest {
        edits.append(
          GeneratedFile(path: "Package.swift", contents: edited, isTest: false, isEdit: true))
      }
    }
    if var root = AppRootFolder.find(packageRoot: packageRoot, module: module) {
      do throws(GenerationError) {
        try root.wire(
          feature, layout: layout, templates: templates,
          values: values(feature, place: place))
        edits += root.changedFiles
      } catch .notWirable(let name, let architecture, let rootArchitecture) {
        notes.append(
          "\(name) is not wired into the root: the root is written in \(rootArchitecture), "
            + "\(name) in \(architecture); show its screen from the root by hand.")
      }
    } else {
      notes.append(
        "No root with “// triptych:” markers in Sources/\(module)/App: wire \(feature.name) "
          + "into your app by hand.")
    }
    if !force {
      let dirty = uncommittedChanges(edits.map(\.path), packageRoot: packageRoot)
      if !dirty.isEmpty { throw .uncommittedChanges(dirty) }
    }
    files += edits
    return Generation(root: packageRoot, files: files, notes: notes)
  }

  /// The feature's files, paths relative to the package root.
  static func files(
    _ feature: FeatureSpec, place: FeaturePlace, templates: TemplateFolder,
    extraValues: TemplateValues = [:]
  ) throws(GenerationError) -> [GeneratedFile] {
    let folder = try templates.requireFolder(feature.architecture.rawValue)
    let kindFolder = "features/\(feature.kind.rawValue)"
    guard FileManager.default.fileExists(atPath: folder + "/" + kindFolder + "/Sources") else {
      throw .noTemplates(
        architecture: "\(feature.architecture.rawValue) \(feature.kind.rawValue) features",
        folder: folder + "/" + kindFolder)
    }
    let values = values(feature, place: place).merging(extraValues) { $1 }
    let sources = try templates.render(
      folder, kindFolder + "/Sources", into: place.sources, isTest: false, values: values)
    let tests = try templates.render(
      folder, kindFolder + "/Tests", into: place.tests, isTest: true, values: values)
    return sources + tests
  }

  /// `Name` (`Profile`), `name` (`profile`), `Module` (the target the feature is in), `App`
  /// (the app's target), `kind`, and `modulePerFeature`.
  static func values(_ feature: FeatureSpec, place: FeaturePlace) -> TemplateValues {
    [
      "Name": feature.name, "name": lowerFirst(feature.name), "Module": place.module,
      "App": place.app, "kind": feature.kind.rawValue,
      "modulePerFeature": place.layout == .modulePerFeature,
    ]
  }

  static func lowerFirst(_ name: String) -> String {
    name.prefix(1).lowercased() + name.dropFirst()
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
    "OpenCombine", "App", "Foundation", "Testing", "Dependencies",
  ]

  /// The target given; or the one whose `App/` folder holds a marked root; or the only one in
  /// `Sources/` with a `Tests/<target>Tests` folder.
  static func resolveModule(
    _ module: String?, packageRoot: String, layout: FeatureLayout = .oneModule
  ) throws(GenerationError) -> String {
    let fileManager = FileManager.default
    if let module {
      let folder = packageRoot + "/Sources/" + module
      guard fileManager.fileExists(atPath: folder) else {
        throw .moduleNotFound(module: module, folder: folder)
      }
      return module
    }
    let targets = (try? fileManager.contentsOfDirectory(atPath: packageRoot + "/Sources")) ?? []
    let roots = targets.sorted().filter {
      AppRootFolder.find(packageRoot: packageRoot, module: $0) != nil
    }
    if roots.count == 1 { return roots[0] }
    let tested = targets.sorted().filter {
      fileManager.fileExists(atPath: packageRoot + "/Tests/\($0)Tests")
    }
    guard tested.count == 1, layout == .oneModule else {
      throw .noModule(packageRoot: packageRoot, candidates: roots.isEmpty ? tested : roots)
    }
    return tested[0]
  }

  /// Which of `paths` (relative to `packageRoot`) have changes git has not committed; empty
  /// outside a git work tree.
  static func uncommittedChanges(_ paths: [String], packageRoot: String) -> [String] {
    guard !paths.isEmpty,
      let status = Git.output(["status", "--porcelain", "--"] + paths, in: packageRoot)
    else { return [] }
    return status.split(separator: "\n").map {
      String($0.dropFirst(3))
    }
  }
}

/// Where a feature's files go, relative to the package root.
struct FeaturePlace {
  var feature: String
  /// The app's target, which holds the root.
  var app: String
  var layout: FeatureLayout

  /// The target the feature's sources are in.
  var module: String { layout == .modulePerFeature ? feature : app }
  var sources: String {
    layout == .modulePerFeature ? "Sources/\(feature)" : "Sources/\(app)/\(feature)"
  }
  var tests: String { "Tests/\(module)Tests" }
}
