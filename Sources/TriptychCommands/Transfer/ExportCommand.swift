import ArgumentParser
import Foundation
import TaskManagerDomain
import TaskPaper

/// `triptych export --user NAME [FILE]`: a user's outline as TaskPaper text.
struct ExportCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "export",
    abstract: "Write a user's outline as a TaskPaper file (or to standard output).")

  @Option(help: "The account whose outline is exported.")
  var user: String

  @Argument(help: "The file to write (replaced atomically); standard output if omitted.")
  var file: String?

  @OptionGroup var database: DatabaseOptions

  func run() async throws {
    try await CommandFailure.report {
      let db = try database.open()
      guard let account = try await db.accounts.find(user) else {
        throw AccountError.noSuchUser(user)
      }
      let outline = try await db.outlines.load(account.id).outline
      let text = outline.serialized()
      guard let file else {
        FileHandle.standardOutput.write(Data(text.utf8))
        return
      }
      do {
        try Data(text.utf8).write(to: URL(fileURLWithPath: file), options: .atomic)
      } catch {
        throw CommandFailure("Cannot write \(file): \(error.localizedDescription)")
      }
      printOut(Self.summary(of: outline.items, username: account.username, file: file))
    }
  }

  /// What the export wrote, counted as `import` counts the same file's items.
  static func summary(of items: OutlineItems, username: String, file: String) -> String {
    let count = ImportCommand.countedItems(items)
    return "Exported \(count) item\(count == 1 ? "" : "s") of \(username) to \(file)."
  }
}
