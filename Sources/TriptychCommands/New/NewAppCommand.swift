import ArgumentParser

/// `triptych new app NAME --architecture tca`: a Swift package on the kits with one feature,
/// whose `swift test` passes and whose `swift run` serves it in the browser.
struct NewAppCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "app",
    abstract: "Create a Swift package with the kits as dependencies and one feature.")

  @Argument(help: "The package's name, a Swift type name (also its library target).")
  var name: String

  @Option(help: "The first feature's architecture: \(FeatureArchitecture.names).")
  var architecture: String

  @Option(help: "The first feature's name (when the app has one feature).")
  var feature = "Lookup"

  @Option(help: "The first feature's kind: \(FeatureKind.names).")
  var kind = FeatureKind.lookup.rawValue

  @Option(
    help: ArgumentHelp(
      "Generate this many features, wired into the root, taking the kinds in turn.",
      discussion: "Named by kind and position: Search1, Catalog2, Signup3, Notes4, Tally5, …",
      valueName: "n"))
  var features: Int?

  @Option(help: "Where features live: \(FeatureLayout.names).")
  var layout = FeatureLayout.oneModule.rawValue

  @Option(help: "The directory the package folder is created in.")
  var into = "."

  @Option(
    help: ArgumentHelp(
      "The Triptych checkout whose kits the app uses (default: this one); written into "
        + "Package.swift relative to the app.", valueName: "path"))
  var kits: String?

  @Option(
    help: ArgumentHelp(
      "The kits by git URL instead of by path to a checkout.", valueName: "url"))
  var kitsURL: String?

  @Option(help: "The branch of --kits-url.")
  var kitsBranch = "main"

  @Flag(help: "Overwrite files that exist.")
  var force = false

  @Flag(help: "Print the files that would be written, and write nothing.")
  var dryRun = false

  @OptionGroup var templates: TemplateOptions

  func run() async throws {
    try await CommandFailure.report {
      let architecture = try parseArchitecture(architecture)
      let specs = try featureSpecs(architecture)
      guard let layout = FeatureLayout(rawValue: layout) else {
        throw CommandFailure(
          "Unknown layout “\(self.layout)”: choose one of \(FeatureLayout.names).")
      }
      let kits =
        kitsURL.map { AppPlan.Kits.url($0, branch: kitsBranch) }
        ?? .path(self.kits ?? TriptychCheckout.root)
      let generation: Generation
      do throws(GenerationError) {
        generation = try AppPlan.generation(
          name: name, architecture: architecture, features: specs, layout: layout,
          directory: into, kits: kits, templates: templates.folder, force: force)
      } catch {
        throw error.failure
      }
      let first = specs[0].name
      let featureFiles = generation.files.filter {
        ($0.path.hasPrefix("Sources/\(name)/\(first)/") || $0.path.hasPrefix("Sources/\(first)/")
          || $0.path.hasPrefix("Tests/"))
          && $0.path.contains("/\(first)")
      }
      let cost = FeatureCost(architecture: architecture, files: featureFiles)
      let summary =
        specs.count == 1
        ? "\(first): \(cost)" : "\(specs.count) features; the first, \(first): \(cost)"
      try finish(
        generation, dryRun: dryRun, force: force,
        summary: """
          \(summary)
          Next: cd \(generation.root) && swift test && swift run
          """)
    }
  }

  /// The features to generate: `--features N` in rotation, or the one `--feature`.
  private func featureSpecs(_ architecture: FeatureArchitecture) throws -> [FeatureSpec] {
    if let features {
      guard (1...1000).contains(features) else {
        throw GenerationError.featureCount(features).failure
      }
      return FeatureKind.rotation(count: features).map {
        FeatureSpec(name: $0.name, kind: $0.kind, architecture: architecture)
      }
    }
    return [FeatureSpec(name: feature, kind: try parseKind(kind), architecture: architecture)]
  }
}
