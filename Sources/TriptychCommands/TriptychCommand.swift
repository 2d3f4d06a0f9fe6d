import ArgumentParser

/// The `triptych` command line: one root command whose subcommands each live in their own file.
///
/// ```
/// $ triptych taskpaper parse Inbox.taskpaper --json
/// $ triptych demo
/// $ triptych docs
/// ```
public struct TriptychCommand: AsyncParsableCommand {
  public static let configuration = CommandConfiguration(
    commandName: "triptych",
    abstract: "The TaskManager built in several architectures, and the tools around it.",
    subcommands: [
      ServeCommand.self, TaskPaperCommand.self, UserCommand.self, ExportCommand.self,
      ImportCommand.self, CompareCommand.self, NewCommand.self, DocsCommand.self,
    ],
    defaultSubcommand: ServeCommand.self
  )

  public init() {}
}
