import ArgumentParser

/// `triptych taskpaper query FILE QUERY [--json]`.
struct TaskPaperQueryCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "query",
    abstract: "Run an item-path query (birch / TaskPaper 3 syntax) on a TaskPaper file."
  )

  @Argument(help: "The TaskPaper file to read (UTF-8).")
  var file: String

  @Argument(help: "The item path, e.g. '//task @due < [d] 2026-12-01'.")
  var query: String

  @Flag(help: "Print {\"matches\":[…]} with indexes into `parse --json`'s items.")
  var json = false

  func run() throws {
    try TaskPaperTool.run { () throws(TaskPaperTool.Failure) in
      TaskPaperTool.writeOutput(try TaskPaperTool.query(file, query, json: json))
    }
  }
}
