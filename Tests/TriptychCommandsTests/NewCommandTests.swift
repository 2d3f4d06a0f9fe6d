import ArgumentParser
import Foundation
import Testing

@testable import TriptychCommands

/// `triptych new`: names, folders and architectures are checked before anything is written.
@Suite("triptych new")
struct NewCommandTests {
  /// An empty package with one tested target, `Demo`.
  private let package: String

  init() throws {
    package =
      FileManager.default.temporaryDirectory
      .appendingPathComponent("triptych-new-\(UUID().uuidString)").path
    for folder in ["Sources/Demo", "Tests/DemoTests"] {
      try FileManager.default.createDirectory(
        atPath: package + "/" + folder, withIntermediateDirectories: true)
    }
  }

  private func run(_ arguments: [String]) async throws {
    var command = try TriptychCommand.parseAsRoot(arguments)
    if var asyncCommand = command as? any AsyncParsableCommand {
      try await asyncCommand.run()
    } else {
      try command.run()
    }
  }

  /// Every file under the package, relative to it.
  private func tree() -> [String] {
    let entries = FileManager.default.enumerator(atPath: package)?.allObjects as? [String] ?? []
    return entries.filter { !$0.hasSuffix("/") && !isDirectory(package + "/" + $0) }.sorted()
  }

  private func isDirectory(_ path: String) -> Bool {
    var isDirectory: ObjCBool = false
    return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
      && isDirectory.boolValue
  }

  @Test("Each architecture writes its feature folder and tests in the TaskManager's layout")
  func layouts() async throws {
    try await run(["new", "feature", "Profile", "--architecture", "viper", "--into", package])
    try await run(["new", "feature", "Search", "--architecture", "tca", "--into", package])
    try await run(["new", "feature", "Inbox", "--architecture", "mvvm", "--into", package])
    try await run(["new", "feature", "Basket", "--architecture", "mvvm-state", "--into", package])
    try await run(["new", "feature", "Cart", "--architecture", "mvc", "--into", package])
    #expect(
      tree() == [
        "Sources/Demo/Basket/BasketClient.swift", "Sources/Demo/Basket/BasketView.swift",
        "Sources/Demo/Basket/BasketViewModel.swift",
        "Sources/Demo/Cart/CartClient.swift", "Sources/Demo/Cart/CartView.swift",
        "Sources/Demo/Cart/CartViewController.swift",
        "Sources/Demo/Inbox/InboxClient.swift", "Sources/Demo/Inbox/InboxView.swift",
        "Sources/Demo/Inbox/InboxViewModel.swift",
        "Sources/Demo/Profile/ProfileClient.swift", "Sources/Demo/Profile/ProfileContracts.swift",
        "Sources/Demo/Profile/ProfileInteractor.swift", "Sources/Demo/Profile/ProfileModule.swift",
        "Sources/Demo/Profile/ProfilePresenter.swift", "Sources/Demo/Profile/ProfileRouter.swift",
        "Sources/Demo/Profile/ProfileView.swift",
        "Sources/Demo/Search/SearchClient.swift", "Sources/Demo/Search/SearchFeature.swift",
        "Sources/Demo/Search/SearchView.swift",
        "Tests/DemoTests/BasketViewModelTests.swift",
        "Tests/DemoTests/CartViewControllerTests.swift",
        "Tests/DemoTests/InboxViewModelTests.swift", "Tests/DemoTests/ProfileSpies.swift",
        "Tests/DemoTests/ProfileTests.swift", "Tests/DemoTests/SearchFeatureTests.swift",
      ])
    let basket = try String(
      contentsOfFile: package + "/Sources/Demo/Basket/BasketViewModel.swift", encoding: .utf8)
    #expect(basket.contains("final class BasketViewModel: StateBindingViewModel<BasketState>"))
    let cart = try String(
      contentsOfFile: package + "/Sources/Demo/Cart/CartViewController.swift", encoding: .utf8)
    #expect(cart.contains("final class CartViewController: ViewController"))
    #expect(!cart.contains("{{"))
    let presenter = try String(
      contentsOfFile: package + "/Sources/Demo/Profile/ProfilePresenter.swift", encoding: .utf8)
    #expect(presenter.contains("final class ProfilePresenter: ViperPresenter"))
    #expect(!presenter.contains("{{"))
    let tests = try String(
      contentsOfFile: package + "/Tests/DemoTests/SearchFeatureTests.swift", encoding: .utf8)
    #expect(tests.contains("@testable import Demo"))
    #expect(tests.contains("$0.searchClient = .echo"))
  }

  @Test(
    "Names that are not Swift type names are refused, nothing written",
    arguments: ["profile", "My-Feature", "2Fast", "Any", "MVC", "Prófile", ""])
  func badNames(name: String) async throws {
    await #expect(throws: ExitCode(2)) {
      try await run(["new", "feature", name, "--architecture", "tca", "--into", package])
    }
    #expect(tree().isEmpty)
    #expect(throws: GenerationError.notAnIdentifier(name)) {
      try FeaturePlan.validate(typeName: name)
    }
  }

  @Test("An unknown architecture is refused with the known names")
  func unknownArchitecture() async throws {
    await #expect(throws: ExitCode(2)) {
      try await run(["new", "feature", "Profile", "--architecture", "redux", "--into", package])
    }
    #expect(tree().isEmpty)
    #expect(
      GenerationError.unknownArchitecture("redux").description
        == "Unknown architecture “redux”: choose one of tca|viper|mvvm|mvvm-state|mvc.")
  }

  @Test(
    "Architectures named but without templates say so, and write nothing",
    arguments: FeatureArchitecture.allCases.filter { $0 != .viper })
  func noTemplatesYet(architecture: FeatureArchitecture) async throws {
    // A template directory with VIPER only, so the test does not depend on which folders
    // Templates/ has today.
    let templates = try viperOnlyTemplates()
    await #expect(throws: ExitCode(2)) {
      try await run([
        "new", "feature", "Profile", "--architecture", architecture.rawValue, "--into", package,
        "--templates", templates,
      ])
    }
    #expect(tree().filter { !$0.hasPrefix("Templates/") }.isEmpty)
    #expect(
      throws: GenerationError.noTemplates(
        architecture: architecture.rawValue, folder: templates + "/" + architecture.rawValue)
    ) {
      try FeaturePlan.generation(
        FeatureSpec(name: "Profile", kind: .lookup, architecture: architecture),
        packageRoot: package, module: nil,
        templates: TemplateFolder(path: templates))
    }
    #expect(
      GenerationError.noTemplates(architecture: "mvc", folder: "T/mvc").description
        .hasPrefix("No templates for mvc yet"))
  }

  /// `Templates/viper/features/lookup/Sources/{{Name}}Screen.swift.mustache` inside the
  /// package folder.
  private func viperOnlyTemplates() throws -> String {
    let templates = package + "/Templates"
    let sources = templates + "/viper/features/lookup/Sources"
    try FileManager.default.createDirectory(atPath: sources, withIntermediateDirectories: true)
    try "// {{Name}} in {{Module}}\n".write(
      toFile: sources + "/{{Name}}Screen.swift.mustache", atomically: true, encoding: .utf8)
    return templates
  }

  @Test("An existing feature folder is refused; --force overwrites")
  func existingFolder() async throws {
    let folder = package + "/Sources/Demo/Profile"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    let mine = folder + "/ProfileView.swift"
    try "// mine".write(toFile: mine, atomically: true, encoding: .utf8)
    await #expect(throws: ExitCode(2)) {
      try await run(["new", "feature", "Profile", "--architecture", "viper", "--into", package])
    }
    #expect(tree() == ["Sources/Demo/Profile/ProfileView.swift"])
    #expect(try String(contentsOfFile: mine, encoding: .utf8) == "// mine")
    try await run([
      "new", "feature", "Profile", "--architecture", "viper", "--into", package, "--force",
    ])
    #expect(try String(contentsOfFile: mine, encoding: .utf8).contains("ViperView"))
  }

  @Test("An existing test file is not overwritten either")
  func existingTestFile() async throws {
    let spies = package + "/Tests/DemoTests/ProfileSpies.swift"
    try "// mine".write(toFile: spies, atomically: true, encoding: .utf8)
    #expect(throws: GenerationError.alreadyExists(spies)) {
      try FeaturePlan.generation(
        FeatureSpec(name: "Profile", kind: .lookup, architecture: .viper),
        packageRoot: package, module: nil
      ).write(force: false)
    }
    #expect(tree() == ["Tests/DemoTests/ProfileSpies.swift"])
  }

  @Test("--dry-run writes nothing")
  func dryRun() async throws {
    try await run([
      "new", "feature", "Profile", "--architecture", "viper", "--into", package, "--dry-run",
    ])
    try await run([
      "new", "app", "Notes", "--architecture", "tca", "--into", package, "--dry-run",
    ])
    #expect(tree().isEmpty)
  }

  @Test("The target is the one with tests, or --module; otherwise an error")
  func module() async throws {
    try FileManager.default.createDirectory(
      atPath: package + "/Sources/DemoServer", withIntermediateDirectories: true)
    #expect(try FeaturePlan.resolveModule(nil, packageRoot: package) == "Demo")
    #expect(
      throws: GenerationError.moduleNotFound(module: "Nope", folder: package + "/Sources/Nope")
    ) {
      try FeaturePlan.resolveModule("Nope", packageRoot: package)
    }
    try FileManager.default.createDirectory(
      atPath: package + "/Tests/DemoServerTests", withIntermediateDirectories: true)
    #expect(
      throws: GenerationError.noModule(packageRoot: package, candidates: ["Demo", "DemoServer"])
    ) {
      try FeaturePlan.resolveModule(nil, packageRoot: package)
    }
    try await run([
      "new", "feature", "Profile", "--architecture", "mvvm", "--into", package, "--module",
      "DemoServer",
    ])
    #expect(tree().contains("Sources/DemoServer/Profile/ProfileViewModel.swift"))
  }

  @Test("--list shows each architecture, or that it has no templates yet")
  func list() throws {
    let templates = TemplateFolder.bundledWithSources
    let listing = try NewCommand.listing(templates)
    #expect(templates.architectures == FeatureArchitecture.allCases)
    #expect(listing.contains("viper       VIPER:"))
    for architecture in FeatureArchitecture.allCases {
      let name = architecture.rawValue.padding(toLength: 10, withPad: " ", startingAt: 0)
      let hasTemplates = templates.architectures.contains(architecture)
      #expect(listing.contains("  \(name)  (no templates yet)") == !hasTemplates)
    }
    #expect(listing.contains("a feature: 7 source files"))
    #expect(listing.contains("  app         "))
    let viperOnly = try NewCommand.listing(TemplateFolder(path: try viperOnlyTemplates()))
    #expect(viperOnly.contains("  mvc         (no templates yet)"))
    #expect(viperOnly.contains("  tca         (no templates yet)"))
    #expect(viperOnly.contains("a feature: 1 source file, 1 line; 0 test files, 0 lines"))
  }

  @Test("A team's own templates: --templates DIR")
  func teamTemplates() async throws {
    let templates = try viperOnlyTemplates()
    try await run([
      "new", "feature", "Profile", "--architecture", "viper", "--into", package, "--templates",
      templates,
    ])
    let written = try String(
      contentsOfFile: package + "/Sources/Demo/Profile/ProfileScreen.swift", encoding: .utf8)
    #expect(written == "// Profile in Demo\n")
    #expect(TemplateFolder(path: templates).architectures == [.viper])
    #expect(throws: GenerationError.noTemplates(architecture: "tca", folder: templates + "/tca")) {
      try FeaturePlan.generation(
        FeatureSpec(name: "Other", kind: .lookup, architecture: .tca),
        packageRoot: package, module: nil,
        templates: TemplateFolder(path: templates))
    }
  }

  @Test("Files and lines per architecture are data, sources and tests apart")
  func costs() throws {
    let viper = try FeatureCost.measure(.viper)
    #expect(viper.sourceFiles == 7)
    #expect(viper.testFiles == 2)
    let tca = try FeatureCost.measure(.tca)
    #expect(tca.sourceFiles == 3)
    #expect(tca.testFiles == 1)
    let mvvm = try FeatureCost.measure(.mvvm)
    #expect(mvvm.sourceFiles == 3)
    #expect(mvvm.testFiles == 1)
    let mvvmState = try FeatureCost.measure(.mvvmState)
    #expect(mvvmState.sourceFiles == 3)
    #expect(mvvmState.testFiles == 1)
    let mvc = try FeatureCost.measure(.mvc)
    #expect(mvc.sourceFiles == 3)
    #expect(mvc.testFiles == 1)
    // VIPER's contracts and wiring cost the most lines before any behaviour.
    #expect(viper.sourceLines > tca.sourceLines)
    #expect(viper.sourceLines > mvvm.sourceLines)
    #expect(viper.sourceLines > mvvmState.sourceLines)
    #expect(viper.sourceLines > mvc.sourceLines)
    #expect(viper.description.hasPrefix("viper: 7 source files ("))
  }

  @Test(
    "new app's root shows the feature in each architecture's way",
    arguments: [
      (
        FeatureArchitecture.mvvmState, "lookup = LookupViewModel(context: context, client: .echo)",
        "LookupViewModelTests"
      ),
      (
        .mvc, "tabs.append(LookupViewController(context: context, client: .echo))",
        "LookupViewControllerTests"
      ),
    ])
  func appRoot(architecture: FeatureArchitecture, shows: String, tests: String) async throws {
    try await run([
      "new", "app", "Notes", "--architecture", architecture.rawValue, "--into", package,
    ])
    // The root's files, where the feature is wired in.
    let folder = package + "/Notes/Sources/Notes/App"
    let root = try FileManager.default.contentsOfDirectory(atPath: folder).sorted().map {
      try String(contentsOfFile: folder + "/" + $0, encoding: .utf8)
    }.joined()
    #expect(root.contains(shows))
    #expect(tree().contains("Notes/Tests/NotesTests/\(tests).swift"))
    let manifest = try String(contentsOfFile: package + "/Notes/Package.swift", encoding: .utf8)
    // OpenCombine only where view models publish their states with it.
    #expect(
      manifest.contains(".package(url: \"https://github.com/OpenCombine/OpenCombine\"")
        == architecture.usesOpenCombine)
    #expect(
      manifest.contains(".product(name: \"OpenCombine\", package: \"OpenCombine\")")
        == architecture.usesOpenCombine)
  }

  @Test("new app writes a package whose kits are this checkout, or a URL")
  func app() async throws {
    try await run(["new", "app", "Notes", "--architecture", "viper", "--into", package])
    let files = tree().filter { $0.hasPrefix("Notes/") }
    #expect(files.contains("Notes/Package.swift"))
    #expect(files.contains("Notes/.gitignore"))
    #expect(files.contains("Notes/Sources/NotesServer/NotesServer.swift"))
    #expect(files.contains("Notes/Sources/Notes/App/NotesRoot.swift"))
    #expect(files.contains("Notes/Sources/Notes/Lookup/LookupPresenter.swift"))
    #expect(files.contains("Notes/Tests/NotesTests/LookupTests.swift"))
    let manifest = try String(contentsOfFile: package + "/Notes/Package.swift", encoding: .utf8)
    // The checkout by a path relative to the app, so both can move together.
    let relative = AppPlan.Kits.relativePath(to: TriptychCheckout.root, from: package + "/Notes")
    #expect(!relative.hasPrefix("/"))
    #expect(manifest.contains(".package(path: \"\(relative)\")"))
    #expect(
      URL(fileURLWithPath: package + "/Notes/" + relative).standardizedFileURL.path
        == URL(fileURLWithPath: TriptychCheckout.root).standardizedFileURL.path)
    let identity = URL(fileURLWithPath: TriptychCheckout.root).lastPathComponent
    #expect(manifest.contains(".product(name: \"Viper\", package: \"\(identity)\")"))
    // A VIPER app depends on what VIPER needs, not on every kit.
    for unused in ["Composable", "MVVM", "MVC", "OpenCombine"] {
      #expect(!manifest.contains(".product(name: \"\(unused)\""), "\(unused)")
    }
    // An app commits its Package.resolved.
    let ignored = try String(contentsOfFile: package + "/Notes/.gitignore", encoding: .utf8)
    #expect(!ignored.contains("Package.resolved"))
    await #expect(throws: ExitCode(2)) {
      try await run(["new", "app", "Notes", "--architecture", "viper", "--into", package])
    }
    let byURL = AppPlan.Kits.url("https://example.com/team/triptych.git", branch: "main")
    #expect(byURL.identity == "triptych")
    #expect(
      byURL.dependency(from: package)
        == ".package(url: \"https://example.com/team/triptych.git\", branch: \"main\")")
  }

  @Test("new app and new feature both require --architecture")
  func architectureIsRequired() async throws {
    for command in [["new", "app", "Notes"], ["new", "feature", "Profile"]] {
      #expect(throws: (any Error).self) {
        try TriptychCommand.parseAsRoot(command + ["--into", package])
      }
    }
  }

  @Test("--kits names the checkout, relative to the app; a folder without the kits is refused")
  func kitsPath() async throws {
    try await run([
      "new", "app", "Notes", "--architecture", "mvc", "--into", package + "/apps",
      "--kits", TriptychCheckout.root,
    ])
    let manifest = try String(
      contentsOfFile: package + "/apps/Notes/Package.swift", encoding: .utf8)
    #expect(manifest.contains(".package(path: \"../"))
    await #expect(throws: ExitCode.self) {
      try await run([
        "new", "app", "Other", "--architecture", "mvc", "--into", package, "--kits", package,
      ])
    }
    #expect(!FileManager.default.fileExists(atPath: package + "/Other"))
  }

  @Test("new feature adds the kits a new architecture needs to an app's manifest")
  func featureAddsItsKits() async throws {
    try await run(["new", "app", "Notes", "--architecture", "viper", "--into", package])
    try await run([
      "new", "feature", "Basket", "--architecture", "mvvm-state", "--into", package + "/Notes",
    ])
    let manifest = try String(contentsOfFile: package + "/Notes/Package.swift", encoding: .utf8)
    #expect(manifest.contains(PackageManifestEdit.openCombinePackage))
    let library = try #require(manifest.range(of: "// kits: Notes\n"))
    let tests = try #require(manifest.range(of: "// kits: NotesTests\n"))
    let libraryBlock = manifest[library.upperBound..<tests.lowerBound]
    #expect(libraryBlock.contains(".product(name: \"MVVM\""))
    #expect(libraryBlock.contains(PackageManifestEdit.openCombineProduct))
    #expect(manifest[tests.upperBound...].contains(".product(name: \"MVVM\""))
    // Adding another feature of an architecture already there changes nothing.
    try await run([
      "new", "feature", "Shelf", "--architecture", "viper", "--into", package + "/Notes",
    ])
    let again = try String(contentsOfFile: package + "/Notes/Package.swift", encoding: .utf8)
    #expect(again == manifest)
    #expect(manifest.components(separatedBy: ".product(name: \"Views\"").count == 3)
  }
}
