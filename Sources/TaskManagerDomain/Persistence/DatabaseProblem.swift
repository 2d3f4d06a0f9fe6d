import Foundation
import GRDB
import NIOCore
import NIOPosix
import PostgresNIO

/// Why the database cannot be used, in words a user can act on.
///
/// ```swift
/// do { _ = try TaskManagerDatabase(path: "/nope/tasks.sqlite") }
/// catch { print(error) }
/// // The folder /nope does not exist. Create it, or pass another --database path.
/// ```
public enum DatabaseProblem: Error, Equatable, Sendable, Codable, CustomStringConvertible {
  /// The folder that should hold the database file does not exist.
  case missingDirectory(path: String)
  /// The file or its folder cannot be written (WAL mode needs to create files beside it).
  case readOnly(path: String)
  /// Another process holds the write lock longer than the busy timeout.
  case locked(path: String)
  /// The file exists but is not an SQLite database.
  case notADatabase(path: String)
  /// The file was written by a newer Triptych; it is left untouched.
  case newerSchema(path: String, unknownMigrations: [String])
  /// The disk is full; the change was not saved.
  case diskFull(path: String)
  /// SQLite reports the file as damaged.
  case corrupt(path: String)
  /// Any other SQLite failure, with SQLite's own message.
  case other(path: String, message: String)
  /// The PostgreSQL server cannot be reached or dropped the connection.
  case unreachable(path: String, message: String)

  public var description: String {
    switch self {
    case .missingDirectory(let path):
      "The folder \((path as NSString).deletingLastPathComponent) does not exist. "
        + "Create it, or pass another --database path."
    case .readOnly(let path):
      "The database \(path) is read-only: its file or folder cannot be written."
    case .locked(let path):
      "The database \(path) is locked by another writer. Try again when it has finished."
    case .notADatabase(let path):
      "The file \(path) is not a Triptych database (not an SQLite file)."
    case .newerSchema(let path, let unknown):
      "The database \(path) was written by a newer version of Triptych "
        + "(unknown migrations: \(unknown.joined(separator: ", "))). "
        + "It was not changed; use that newer version."
    case .diskFull(let path): "The disk holding \(path) is full; the change was not saved."
    case .corrupt(let path): "The database \(path) is damaged (SQLite reports corruption)."
    case .other(let path, let message): "Database error in \(path): \(message)"
    case .unreachable(let path, let message):
      "The database server \(path) cannot be reached (\(message)). "
        + "Check that it is running and that the URL is right."
    }
  }

  /// Classifies any error thrown while using the database at `path`.
  public static func classify(_ error: any Error, path: String) -> DatabaseProblem {
    if let problem = error as? DatabaseProblem { return problem }
    if let error = error as? PSQLError { return classify(error, path: path) }
    if error is IOError || error is ChannelError || error is NIOConnectionError {
      return .unreachable(path: path, message: "\(error)")
    }
    guard let error = error as? DatabaseError else {
      return .other(path: path, message: "\(error)")
    }
    switch error.resultCode {
    case .SQLITE_BUSY, .SQLITE_LOCKED: return .locked(path: path)
    case .SQLITE_READONLY, .SQLITE_PERM: return .readOnly(path: path)
    case .SQLITE_NOTADB: return .notADatabase(path: path)
    case .SQLITE_FULL: return .diskFull(path: path)
    case .SQLITE_CORRUPT: return .corrupt(path: path)
    case .SQLITE_CANTOPEN:
      let directory = (path as NSString).deletingLastPathComponent
      if !directory.isEmpty, !FileManager.default.fileExists(atPath: directory) {
        return .missingDirectory(path: path)
      }
      return .readOnly(path: path)
    default:
      return .other(path: path, message: error.message ?? "\(error.resultCode)")
    }
  }

  /// PostgreSQL's errors, by SQLSTATE where the server answered.
  private static func classify(_ error: PSQLError, path: String) -> DatabaseProblem {
    guard let state = error.sqlState else {
      return .unreachable(path: path, message: "\(error.code)")
    }
    let message = error.serverInfo?[.message] ?? state
    switch state {
    case "55P03", "40P01": return .locked(path: path)
    case "53100": return .diskFull(path: path)
    case "XX001", "XX002": return .corrupt(path: path)
    case let state where state.hasPrefix("08") || state.hasPrefix("57P"):
      return .unreachable(path: path, message: message)
    default: return .other(path: path, message: message)
    }
  }
}
