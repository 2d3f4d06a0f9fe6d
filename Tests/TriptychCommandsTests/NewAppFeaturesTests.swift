import ArgumentParser
import Foundation
import Testing

@testable import TriptychCommands

/// `triptych new app --features N` and `new feature` into an app: features of every kind,
/// wired into the root where that architecture's developers would add them by hand.
@Suite("triptych new: apps of N features, wired")
struct NewAppFeaturesTests {
  private let directory: String

  init() throws {
    directory =
      FileManager.default.temporaryDirectory
      .appendingPathComponent("triptych-features-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
  }

  private func run(_ arguments: [String]) async throws {
    var command = try TriptychCommand.parseAsRoot(arguments)
    if var asyncCommand = command as? any AsyncParsableCommand {
      try await asyncCommand.run()
    } else {
      try command.run()
    }
  }

  private func read(_ path: String) throws -> String {
    try String(contentsOfFile: directory + "/" + path, encoding: .utf8)
  }

  /// Every file under `folder`, relative to it, with its contents.
  private func snapshot(_ folder: String) throws -> [String: String] {
    let root = directory + "/" + folder
    let entries = FileManager.default.enumerator(atPath: root)?.allObjects as? [String] ?? []
    var files: [String: String] = [:]
    for entry in entries where entry.hasSuffix(".swift") {
      files[entry] = try String(contentsOfFile: root + "/" + entry, encoding: .utf8)
    }
    return files
  }

  private func git(_ arguments: [String], in folder: String) throws {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments =
      ["git", "-c", "user.name=T", "-c", "user.email=t@example.com", "-C", folder] + arguments
    process.standardOutput = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    #expect(process.terminationStatus == 0, "git \(arguments)")
  }

  /// The architectures whose templates have a wired root, so the tests follow the templates.
  static let wiredArchitectures = FeatureArchitecture.allCases.filter { architecture in
    let folder = TemplateFolder.bundledWithSources.folder(for: architecture.rawValue)
    return FileManager.default.fileExists(atPath: folder + "/wiring")
  }

  @Test("Generated names take the kinds in turn and never collide")
  func rotation() {
    let names = FeatureKind.rotation(count: 12).map(\.name)
    #expect(names.prefix(6) == ["Search1", "Catalog2", "Signup3", "Notes4", "Tally5", "Search6"])
    #expect(Set(names).count == 12)
    #expect(FeatureKind.rotation(count: 12).filter { $0.kind == .counter }.count == 2)
  }

  @Test(
    "An app of N features is an app of one plus N - 1 features added",
    arguments: wiredArchitectures, FeatureLayout.allCases)
  func appOfNIsOnePlusAdded(architecture: FeatureArchitecture, layout: FeatureLayout) async throws {
    let arch = architecture.rawValue
    try await run([
      "new", "app", "Whole", "--architecture", arch, "--features", "6", "--layout",
      layout.rawValue, "--into", directory + "/whole",
    ])
    try await run([
      "new", "app", "Whole", "--architecture", arch, "--features", "1", "--layout",
      layout.rawValue, "--into", directory + "/grown",
    ])
    for (name, kind) in FeatureKind.rotation(count: 6).dropFirst() {
      try await run([
        "new", "feature", name, "--architecture", arch, "--kind", kind.rawValue, "--into",
        directory + "/grown/Whole",
      ])
    }
    let whole = try snapshot("whole/Whole")
    let grown = try snapshot("grown/Whole")
    #expect(whole.keys.sorted() == grown.keys.sorted())
    for (path, text) in whole { #expect(grown[path] == text, "\(path) differs") }
    #expect(try read("whole/Whole/Package.swift") == read("grown/Whole/Package.swift"))
    // Every feature is named in the root.
    let root = whole.filter { $0.key.hasPrefix("Sources/Whole/App/") }.values.joined()
    for (name, _) in FeatureKind.rotation(count: 6) {
      #expect(root.contains(name), "\(name) is not wired")
    }
    #expect(!root.contains("{{"))
    if layout == .modulePerFeature {
      let manifest = try read("whole/Whole/Package.swift")
      #expect(manifest.contains("name: \"Catalog2Tests\""))
      #expect(root.contains("import Catalog2"))
      #expect(whole.keys.contains("Sources/Catalog2/Catalog2View.swift"))
    }
  }

  @Test("The TCA root grows by one line per list, in the places a TCA developer adds them")
  func tcaRoot() async throws {
    try await run([
      "new", "app", "Shop", "--architecture", "tca", "--features", "12", "--into", directory,
    ])
    let feature = try read("Shop/Sources/Shop/App/ShopFeature.swift")
    #expect(feature.components(separatedBy: "Scope(state:").count - 1 == 12)
    #expect(
      feature.contains("    case catalog12(Catalog12Feature.Action)\n    // triptych: actions"))
    #expect(feature.contains("public var selectedTab = Tab.search1"))
    let view = try read("Shop/Sources/Shop/App/ShopView.swift")
    // The count a counter keeps is on its tab's title, read from the feature's state.
    #expect(view.contains(#"Tab("Tally5 · \(store.tally5.count)""#))
    #expect(view.contains(#"Tab("Catalog2", value: ShopFeature.Tab.catalog2)"#))
  }

  @Test("Adding a feature refuses a name already wired, a bad name, and a dirty root")
  func refusals() async throws {
    try await run([
      "new", "app", "Shop", "--architecture", "tca", "--features", "2", "--into", directory,
    ])
    let app = directory + "/Shop"
    try git(["init", "-q"], in: app)
    try git(["add", "-A"], in: app)
    try git(["commit", "-qm", "generated"], in: app)
    let before = try snapshot("Shop")
    // The feature's folder exists.
    await #expect(throws: ExitCode.self) {
      try await run(["new", "feature", "Catalog2", "--architecture", "tca", "--into", app])
    }
    // Wired already, though its folder was removed.
    try FileManager.default.removeItem(atPath: app + "/Sources/Shop/Catalog2")
    #expect(
      throws: GenerationError.alreadyWired(
        feature: "Catalog2", file: "Sources/Shop/App/ShopFeature.swift")
    ) {
      try FeaturePlan.generation(
        FeatureSpec(name: "Catalog2", kind: .list, architecture: .tca), packageRoot: app,
        module: nil)
    }
    try git(["checkout", "--", "."], in: app)
    for bad in ["lower", "Has-Dash", "App", "Shop"] {
      await #expect(throws: ExitCode.self, "\(bad)") {
        try await run(["new", "feature", bad, "--architecture", "tca", "--into", app])
      }
    }
    #expect(try snapshot("Shop") == before)
    // Uncommitted changes in the root: the user's edit and the feature's would mix.
    let rootFile = app + "/Sources/Shop/App/ShopView.swift"
    let edited = try String(contentsOfFile: rootFile, encoding: .utf8) + "// mine\n"
    try edited.write(toFile: rootFile, atomically: true, encoding: .utf8)
    #expect(throws: GenerationError.uncommittedChanges(["Sources/Shop/App/ShopView.swift"])) {
      try FeaturePlan.generation(
        FeatureSpec(name: "Extra", kind: .form, architecture: .tca), packageRoot: app,
        module: nil)
    }
    await #expect(throws: ExitCode.self) {
      try await run(["new", "feature", "Extra", "--architecture", "tca", "--into", app])
    }
    #expect(!FileManager.default.fileExists(atPath: app + "/Sources/Shop/Extra"))
    #expect(try String(contentsOfFile: rootFile, encoding: .utf8) == edited)
  }

  @Test("A feature in another architecture than the root's is written, not wired, and said so")
  func otherArchitecture() throws {
    let generation = try AppPlan.generation(
      name: "Shop", architecture: .tca,
      features: [FeatureSpec(name: "Search1", kind: .lookup, architecture: .tca)],
      directory: directory, kits: .path(TriptychCheckout.root))
    try generation.write(force: false)
    let added = try FeaturePlan.generation(
      FeatureSpec(name: "Basket", kind: .lookup, architecture: .mvvm),
      packageRoot: directory + "/Shop", module: nil)
    #expect(added.files.contains { $0.path == "Sources/Shop/Basket/BasketViewModel.swift" })
    #expect(!added.files.contains { $0.path.hasPrefix("Sources/Shop/App/") })
    #expect(added.notes.count == 1)
    #expect(added.notes.first?.contains("root is written in tca") == true)
  }

  @Test("--features outside 1…1000 and unknown kinds or layouts are refused")
  func badOptions() async throws {
    for arguments in [
      ["--features", "0"], ["--features", "1001"], ["--kind", "wizard"],
      ["--layout", "monorepo"],
    ] {
      await #expect(throws: ExitCode.self, "\(arguments)") {
        try await run(
          ["new", "app", "Shop", "--architecture", "tca", "--into", directory] + arguments)
      }
    }
    #expect(!FileManager.default.fileExists(atPath: directory + "/Shop"))
  }
}
