import ArgumentParser
import Foundation
import TaskManagerDomain
import TaskPaper

/// `triptych import --user NAME FILE`: replaces a user's outline with a TaskPaper file.
struct ImportCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "import",
    abstract: "Replace a user's outline with a TaskPaper file, after checking it.",
    discussion: """
      The file must be UTF-8 text without control characters, and every @due value a date \
      (yyyy-MM-dd, optionally with HH:mm). Problems are listed as FILE:LINE[:COLUMN] and \
      nothing is changed.
      """)

  @Option(help: "The account whose outline is replaced.")
  var user: String

  @Argument(help: "The TaskPaper file to read; - reads standard input.")
  var file: String

  @OptionGroup var database: DatabaseOptions

  func run() async throws {
    try await CommandFailure.report {
      let bytes = try TransferFile.read(file)
      let name = file == "-" ? "standard input" : file
      let problems = OutlineText.validate(bytes)
      guard problems.isEmpty else {
        for problem in problems {
          let place = "\(name):\(problem.line):" + (problem.column.map { "\($0):" } ?? "")
          FileHandle.standardError.write(Data("\(place) \(problem.message)\n".utf8))
        }
        throw CommandFailure(
          "\(name) has \(problems.count) problem\(problems.count == 1 ? "" : "s"); "
            + "nothing was imported.")
      }
      let db = try database.open()
      guard let account = try await db.accounts.find(user) else {
        throw AccountError.noSuchUser(user)
      }
      let outline = try await db.outlines.importData(bytes, for: account.id).outline
      printOut(Self.summary(of: outline.items, username: account.username))
    }
  }

  /// What the import did, counting the items a person would count: blank lines keep the
  /// text's layout but are not items (an empty file parses as one blank line).
  static func summary(of items: OutlineItems, username: String) -> String {
    let count = countedItems(items)
    switch count {
    case 0: return "Imported an empty outline: the outline of \(username) is now empty."
    case 1: return "Imported 1 item into the outline of \(username)."
    default: return "Imported \(count) items into the outline of \(username)."
    }
  }

  /// The items a person would count: blank lines are left out.
  static func countedItems(_ items: OutlineItems) -> Int {
    items.count { !$0.body.allSatisfy(\.isWhitespace) }
  }
}
