import ArgumentParser

/// `triptych taskpaper …` without the argument parser, when the arguments are plain.
///
/// The parser finds a command's arguments by reflection, and in an executable that also holds
/// the web server and the database, each of its type checks scans tens of thousands of
/// protocol conformances: about 5 ms of a 30 ms start (Docs/Benchmarks.md, TaskPaper). The
/// `taskpaper` commands are run on files from scripts, so plain invocations skip it; anything
/// else — help, an unknown option, a value that starts with `-` — still goes to the parser,
/// which owns the error messages.
extension TaskPaperCommand {
  /// The subcommand `arguments` (without the executable's name) spell, built directly, or `nil`
  /// when they need the parser. The commands are the parser's own types, so running one does
  /// exactly what the parsed command would.
  static func plainCommand(_ arguments: [String]) -> (any ParsableCommand)? {
    guard arguments.count >= 3, arguments[0] == "taskpaper" else { return nil }
    let rest = arguments.dropFirst(2)
    let values = rest.filter { !$0.hasPrefix("-") }
    let flags = rest.filter { $0.hasPrefix("-") }
    // One flag at most, spelled out: the parser decides what repeats and prefixes mean.
    guard flags.count <= 1 else { return nil }
    func flag(_ name: String) -> Bool? {
      flags.isEmpty ? false : flags == [name] ? true : nil
    }
    switch arguments[1] {
    case "query":
      guard values.count == 2, let json = flag("--json") else { return nil }
      var command = TaskPaperQueryCommand()
      (command.file, command.query, command.json) = (values[0], values[1], json)
      return command
    case "parse":
      guard values.count == 1, let json = flag("--json") else { return nil }
      var command = TaskPaperParseCommand()
      (command.file, command.json) = (values[0], json)
      return command
    case "format":
      guard values.count == 1, let check = flag("--check") else { return nil }
      var command = TaskPaperFormatCommand()
      (command.file, command.check) = (values[0], check)
      return command
    default:
      return nil
    }
  }

  /// Runs the subcommand `arguments` spell if they are plain (see ``plainCommand(_:)``) and
  /// returns its exit status; `nil` means nothing ran and the caller should parse them.
  ///
  /// ```swift
  /// if let status = TaskPaperCommand.runPlain(Array(CommandLine.arguments.dropFirst())) {
  ///   exit(status)
  /// }
  /// await TriptychCommand.main()
  /// ```
  public static func runPlain(_ arguments: [String]) -> Int32? {
    guard var command = plainCommand(arguments) else { return nil }
    do {
      try command.run()
      return 0
    } catch let exit as ExitCode {
      return exit.rawValue  // the commands report their own failures before throwing these
    } catch {
      // Not thrown by these commands; reported here, as running again could print twice.
      TaskPaperTool.writeError("\(error)")
      return TaskPaperTool.errorExitCode
    }
  }
}
