import ArgumentParser

/// `triptych taskpaper format FILE [--check]`.
struct TaskPaperFormatCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "format",
    abstract: "Print a TaskPaper file normalized (tabs for indentation, \\n line endings)."
  )

  @Argument(help: "The TaskPaper file to read (UTF-8).")
  var file: String

  @Flag(help: "Print nothing; exit 1 if the file is not normalized.")
  var check = false

  func run() throws {
    var isNormalized = true
    try TaskPaperTool.run { () throws(TaskPaperTool.Failure) in
      let result = try TaskPaperTool.format(file)
      isNormalized = result.isNormalized
      if !check { TaskPaperTool.writeOutput(result.normalized) }
    }
    if check, !isNormalized {
      TaskPaperTool.writeError(
        "\(file) is not normalized; run `triptych taskpaper format` to see the normal form")
      throw ExitCode.failure
    }
  }
}
