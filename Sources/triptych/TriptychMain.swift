import TriptychCommands

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

// Not `main.swift`: a top-level `await` there binds to the synchronous `main()` overload.
@main
enum TriptychMain {
  static func main() async {
    // Plain `taskpaper` invocations skip the argument parser's reflection, a sixth of the
    // start-up (see `TaskPaperCommand.runPlain`); everything else is parsed as usual.
    if let status = TaskPaperCommand.runPlain(Array(CommandLine.arguments.dropFirst())) {
      exit(status)
    }
    await TriptychCommand.main()
  }
}
