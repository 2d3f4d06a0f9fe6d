import ArgumentParser
import Foundation

/// `triptych new`: writes a feature (or a whole app package) in one architecture's layout,
/// from the templates in `Templates/` (or a team's own, `--templates DIR`).
///
/// ```
/// $ triptych new --list
/// $ triptych new feature Profile --architecture viper --into . --module MyApp
/// $ triptych new app Notes --architecture tca
/// ```
struct NewCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "new",
    abstract:
      "Generate a feature or an app in TCA, VIPER, MVVM, MVVM State or MVC, compiling and tested.",
    subcommands: [NewFeatureCommand.self, NewAppCommand.self])

  @Flag(help: "List the templates (one folder per architecture) and what each feature costs.")
  var list = false

  @OptionGroup var templates: TemplateOptions

  func run() async throws {
    guard list else {
      throw CleanExit.helpRequest(self)
    }
    try await CommandFailure.report {
      printOut(try Self.listing(templates.folder))
    }
  }

  /// One line per architecture: its name, its `about.txt`, and the files and lines of a
  /// feature; architectures named but without templates say so.
  static func listing(_ templates: TemplateFolder) throws -> String {
    guard FileManager.default.fileExists(atPath: templates.path) else {
      throw CommandFailure(GenerationError.templatesNotFound(templates.path).description)
    }
    var lines = ["Templates in \(templates.path):"]
    for architecture in FeatureArchitecture.allCases {
      let name = architecture.rawValue.padding(toLength: 10, withPad: " ", startingAt: 0)
      guard templates.architectures.contains(architecture) else {
        lines.append("  \(name)  (no templates yet)")
        continue
      }
      lines.append("  \(name)  \(templates.about(architecture.rawValue) ?? "")")
      do {
        let cost = try FeatureCost.measure(architecture, templates: templates)
        lines.append(
          "              a feature: \(counted(cost.sourceFiles, "source file")), "
            + "\(counted(cost.sourceLines, "line")); \(counted(cost.testFiles, "test file")), "
            + "\(counted(cost.testLines, "line"))")
      } catch {
        lines.append("              cannot render: \(error)")
      }
    }
    if let app = templates.about("app") {
      lines.append("  app         \(app)")
    }
    return lines.joined(separator: "\n")
  }
}

/// `--templates DIR`, shared by `new` and its subcommands.
struct TemplateOptions: ParsableArguments {
  @Option(
    help: ArgumentHelp(
      "A directory of templates to use instead of Triptych's own.",
      discussion: "One folder per architecture, as in Triptych's Templates/ (see its README).",
      valueName: "dir"))
  var templates: String?

  var folder: TemplateFolder {
    templates.map { TemplateFolder(path: $0) } ?? .bundledWithSources
  }
}

extension GenerationError {
  /// As a command failure (`error: …` and exit status 2).
  var failure: CommandFailure { CommandFailure(description) }
}

/// Parses an `--architecture` value, with the names in the error.
func parseArchitecture(_ name: String) throws -> FeatureArchitecture {
  guard let architecture = FeatureArchitecture(rawValue: name) else {
    throw GenerationError.unknownArchitecture(name).failure
  }
  return architecture
}

/// Parses a `--kind` value, with the names in the error.
func parseKind(_ name: String) throws -> FeatureKind {
  guard let kind = FeatureKind(rawValue: name) else {
    throw CommandFailure("Unknown kind “\(name)”: choose one of \(FeatureKind.names).")
  }
  return kind
}

/// Writes (or, for a dry run, lists) a generation and reports what it cost.
func finish(_ generation: Generation, dryRun: Bool, force: Bool, summary: String) throws {
  if dryRun {
    printOut("Would write in \(generation.root) (dry run, nothing written):")
    printOut(generation.listing)
    return
  }
  do throws(GenerationError) {
    try generation.write(force: force)
  } catch {
    throw error.failure
  }
  printOut("Wrote in \(generation.root):")
  printOut(generation.listing)
  for note in generation.notes { printOut("Note: " + note) }
  printOut(summary)
}
