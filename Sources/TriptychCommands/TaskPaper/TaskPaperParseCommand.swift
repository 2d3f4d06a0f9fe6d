import ArgumentParser

/// `triptych taskpaper parse FILE [--json]`.
struct TaskPaperParseCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "parse",
    abstract:
      "Print a TaskPaper file's items (with --json, in the conformance corpus's JSON shape)."
  )

  @Argument(help: "The TaskPaper file to read (UTF-8).")
  var file: String

  @Flag(help: "Print {\"items\":[…],\"serialized\":…} as in the conformance corpus.")
  var json = false

  func run() throws {
    try TaskPaperTool.run { () throws(TaskPaperTool.Failure) in
      TaskPaperTool.writeOutput(try TaskPaperTool.parse(file, json: json))
    }
  }
}
