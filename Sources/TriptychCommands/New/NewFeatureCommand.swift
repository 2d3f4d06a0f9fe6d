import ArgumentParser

/// `triptych new feature NAME --architecture viper`: one feature in the TaskManager's layout
/// (`Sources/<target>/<NAME>/…`) with its tests (`Tests/<target>Tests/…`).
struct NewFeatureCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "feature",
    abstract: "Write a feature and its tests into a package's target.")

  @Argument(help: "The feature's name, a Swift type name (Profile, TaskDetail, …).")
  var name: String

  @Option(help: "The feature's architecture: \(FeatureArchitecture.names).")
  var architecture: String

  @Option(help: "What the feature does: \(FeatureKind.names).")
  var kind = FeatureKind.lookup.rawValue

  @Option(help: "The package to write into.")
  var into = "."

  @Option(
    help: ArgumentHelp(
      "The target (a folder of Sources/) the feature joins.",
      discussion: "By default the only target with a Tests/<target>Tests folder."))
  var module: String?

  @Flag(help: "Overwrite files that exist.")
  var force = false

  @Flag(help: "Print the files that would be written, and write nothing.")
  var dryRun = false

  @OptionGroup var templates: TemplateOptions

  func run() async throws {
    try await CommandFailure.report {
      let architecture = try parseArchitecture(architecture)
      let kind = try parseKind(kind)
      let generation: Generation
      do throws(GenerationError) {
        generation = try FeaturePlan.generation(
          FeatureSpec(name: name, kind: kind, architecture: architecture),
          packageRoot: into, module: module, templates: templates.folder, force: force)
      } catch {
        throw error.failure
      }
      let cost = FeatureCost(
        architecture: architecture, files: generation.files.filter { !$0.isEdit })
      try finish(generation, dryRun: dryRun, force: force, summary: "\(name): \(cost)")
    }
  }
}
