import Foundation
import TaskManagerDomain

/// What `triptych serve` prints once it listens: the URL (alone on its first line, which
/// scripts wait for), the database, and how to get an account to log in with.
///
/// ```swift
/// ServeGreeting(url: "http://127.0.0.1:8080/", databasePath: path, explicitDatabase: false,
///               accountCount: 0, passwordMinimum: 8, variant: .tca,
///               available: [.tca]).text
/// // Triptych is running at http://127.0.0.1:8080/
/// // …
/// ```
struct ServeGreeting {
  var url: String
  var databasePath: String
  /// Whether `--database` was given: the account commands then need it too.
  var explicitDatabase: Bool
  var accountCount: Int
  /// Whether `user demo` made its account already: then the greeting stops offering it.
  var hasDemoAccount = false
  /// The shortest password `user add` accepts.
  var passwordMinimum: Int
  var variant: Architecture
  var available: [Architecture]
  /// Where the documentation site is served on this server (`/docs/`), when it is.
  var documentation: String? = nil

  var text: String {
    let database = explicitDatabase ? " --database \(Self.shellQuoted(databasePath))" : ""
    let others = available.filter { $0 != variant }.map(\.displayName)
    var lines = [
      "Triptych is running at \(url)",
      "  TaskManager variant: \(variant.displayName)"
        + (others.isEmpty ? "" : " (the login screen offers \(others.joined(separator: ", ")))"),
      "  Database: \(databasePath)",
    ]
    if let documentation {
      // The URL ends in `/`, the link starts with one.
      lines.append("  Documentation: \(url.dropLast())\(documentation)")
    }
    if accountCount == 0 {
      lines.append("  No accounts yet. Create one in another terminal, then log in:")
    } else {
      let accounts = accountCount == 1 ? "1 account" : "\(accountCount) accounts"
      lines.append("  \(accounts). To create another, in another terminal:")
    }
    lines.append(
      "    swift run triptych user add NAME\(database)   (asks for a password, \(passwordMinimum)+ characters)"
    )
    if hasDemoAccount {
      lines.append(
        "  The account 'demo' exists (its password was printed when `user demo` made it;"
          + " `user passwd demo` sets a new one).")
    } else {
      lines.append(
        "    swift run triptych user demo\(database)       (user 'demo' with sample tasks;"
          + " prints its password)")
    }
    lines.append("  Stop with Ctrl-C.")
    return lines.joined(separator: "\n")
  }

  /// The path as one shell word.
  static func shellQuoted(_ path: String) -> String {
    let safe = path.allSatisfy { $0.isLetter || $0.isNumber || "/._-+:@%".contains($0) }
    return safe ? path : "'" + path.replacingOccurrences(of: "'", with: "'\\''") + "'"
  }
}
