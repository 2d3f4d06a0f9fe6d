import ArgumentParser
import Foundation
import TaskManagerDomain

/// `--database PATH|URL`, shared by every command that reads or writes the TaskManager
/// database: an SQLite file, or a PostgreSQL database several servers share.
struct DatabaseOptions: ParsableArguments {
  @Option(
    name: .customLong("database"),
    help: ArgumentHelp(
      "The database: an SQLite file (created with its tables if missing; its folder must exist) "
        + "or a PostgreSQL URL, postgres://USER[:PASSWORD]@HOST[:PORT]/NAME (tables created or "
        + "migrated on start).",
      discussion: "Default: \(TaskManagerDatabase.defaultPath()).",
      valueName: "path-or-url"))
  var path: String?

  @Option(
    name: .customLong("bcrypt-cost"),
    help: ArgumentHelp("bcrypt cost for new password hashes (tests only).", visibility: .hidden))
  var bcryptCost = 10

  func validate() throws {
    guard (4...31).contains(bcryptCost) else {
      throw ValidationError("--bcrypt-cost must be 4…31.")
    }
  }

  /// Opens the database, creating the default location's folder but not an explicit one's.
  func open() throws(CommandFailure) -> TaskManagerDatabase {
    let configuration = TaskManagerDatabase.Configuration(passwordCost: bcryptCost)
    do {
      if let path {
        return try TaskManagerDatabase(location: path, configuration: configuration)
      }
      return try TaskManagerDatabase.openDefault(configuration: configuration)
    } catch {
      throw CommandFailure(error.description)
    }
  }
}

/// An error a command reports on stderr (`error: …`) before exiting with status 2.
struct CommandFailure: Error, Equatable, CustomStringConvertible {
  var message: String
  init(_ message: String) { self.message = message }
  var description: String { message }

  static let exitCode: Int32 = 2

  /// Runs `body`, turning a failure into a message on stderr and a non-zero exit.
  static func report(_ body: () async throws -> Void) async throws {
    do {
      try await body()
    } catch let failure as CommandFailure {
      FileHandle.standardError.write(Data(("error: " + failure.message + "\n").utf8))
      throw ExitCode(exitCode)
    } catch let error as AccountError {
      FileHandle.standardError.write(Data(("error: " + error.description + "\n").utf8))
      throw ExitCode(exitCode)
    } catch let error as TaskStoreError {
      FileHandle.standardError.write(Data(("error: " + error.message + "\n").utf8))
      throw ExitCode(exitCode)
    }
  }
}

/// Prints to standard output without buffering, so output interleaves with stderr in order.
func printOut(_ text: String) {
  FileHandle.standardOutput.write(Data((text + "\n").utf8))
}
