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

  @Argument(help: "The file to write (replaced atomically); standard output if omitted or -.")
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
      guard let file, file != "-" else {
        FileHandle.standardOutput.write(Data(Self.terminalText(text).utf8))
        return
      }
      try TransferFile.write(Data(text.utf8), to: file)
      printOut(Self.summary(of: outline.items, username: account.username, file: file))
    }
  }

  /// The text as standard output gets it: ending in a line break, so a shell prompt or the
  /// next command's output starts on a line of its own. (A file keeps the text exactly.)
  static func terminalText(_ text: String) -> String {
    text.isEmpty || text.hasSuffix("\n") ? text : text + "\n"
  }

  /// What the export wrote, counted as `import` counts the same file's items.
  static func summary(of items: OutlineItems, username: String, file: String) -> String {
    let count = ImportCommand.countedItems(items)
    return "Exported \(count) item\(count == 1 ? "" : "s") of \(username) to \(file)."
  }
}
