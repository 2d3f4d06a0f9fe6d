import TriptychCommands

// Not `main.swift`: a top-level `await` there binds to the synchronous `main()` overload.
@main
enum TriptychMain {
  static func main() async {
    await TriptychCommand.main()
  }
}
