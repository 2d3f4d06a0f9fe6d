import ArgumentParser

/// `triptych taskpaper …`: read, check and query TaskPaper files as birch-outline does.
///
/// ```
/// $ triptych taskpaper parse Inbox.taskpaper --json
/// $ triptych taskpaper query Inbox.taskpaper '//task @due < [d] 2026-12-01'
/// $ triptych taskpaper format Inbox.taskpaper --check
/// ```
public struct TaskPaperCommand: ParsableCommand {
  public static let configuration = CommandConfiguration(
    commandName: "taskpaper",
    abstract: "Parse, query and normalize TaskPaper files.",
    subcommands: [
      TaskPaperParseCommand.self, TaskPaperQueryCommand.self, TaskPaperFormatCommand.self,
    ]
  )

  public init() {}
}
