import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads a password: from the terminal without echo, or one line from standard input when it
/// is piped (`echo "$PASSWORD" | triptych user add ada`).
enum PasswordInput {
  /// Replaces what would be read, for tests.
  @TaskLocal static var override: [String]?

  /// Whether standard input is a terminal (and prompts make sense).
  static var isInteractive: Bool { override == nil && isatty(STDIN_FILENO) == 1 }

  /// A new password: typed twice on a terminal (they must match), or one piped line.
  static func readNew(for username: String) throws(CommandFailure) -> String {
    if let override { return override.first ?? "" }
    guard isInteractive else { return try readPipedLine() }
    let first = try readHidden(prompt: "New password for \(username): ")
    let second = try readHidden(prompt: "Repeat the password: ")
    guard first == second else { throw CommandFailure("The passwords do not match.") }
    return first
  }

  private static func readPipedLine() throws(CommandFailure) -> String {
    guard let line = readLine(strippingNewline: true) else {
      throw CommandFailure("No password on standard input.")
    }
    return line.hasSuffix("\r") ? String(line.dropLast()) : line
  }

  /// Reads one line from the terminal with echo turned off, restoring the terminal after.
  private static func readHidden(prompt: String) throws(CommandFailure) -> String {
    FileHandle.standardError.write(Data(prompt.utf8))
    var saved = termios()
    guard tcgetattr(STDIN_FILENO, &saved) == 0 else {
      throw CommandFailure("Cannot read the terminal's settings.")
    }
    var silent = saved
    silent.c_lflag &= ~tcflag_t(ECHO)
    silent.c_lflag |= tcflag_t(ECHONL)
    tcsetattr(STDIN_FILENO, TCSAFLUSH, &silent)
    defer { tcsetattr(STDIN_FILENO, TCSAFLUSH, &saved) }
    guard let line = readLine(strippingNewline: true) else {
      throw CommandFailure("No password entered.")
    }
    return line
  }
}
