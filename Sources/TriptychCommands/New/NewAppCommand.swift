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

  @Option(help: "The first feature's name.")
  var feature = "Lookup"

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
      let kits =
        kitsURL.map { AppPlan.Kits.url($0, branch: kitsBranch) }
        ?? .path(self.kits ?? TriptychCheckout.root)
      let generation: Generation
      do throws(GenerationError) {
        generation = try AppPlan.generation(
          name: name, architecture: architecture, feature: feature, directory: into, kits: kits,
          templates: templates.folder, force: force)
      } catch {
        throw error.failure
      }
      let featureFiles = generation.files.filter {
        $0.path.hasPrefix("Sources/\(name)/\(feature)/") || $0.isTest
      }
      let cost = FeatureCost(architecture: architecture, files: featureFiles)
      try finish(
        generation, dryRun: dryRun, force: force,
        summary: """
          \(feature): \(cost)
          Next: cd \(generation.root) && swift test && swift run
          """)
    }
  }
}
