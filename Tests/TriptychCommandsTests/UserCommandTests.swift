import ArgumentParser
import Foundation
import TaskManagerDomain
import TaskPaper
import Testing

@testable import TriptychCommands

@Suite("triptych user, export, import")
struct UserCommandTests {
  private let directory: String
  private let database: String

  init() throws {
    directory =
      FileManager.default.temporaryDirectory
      .appendingPathComponent("triptych-cli-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    database = directory + "/db.sqlite"
  }

  private func run(_ arguments: [String], password: String? = nil) async throws {
    let command = try TriptychCommand.parseAsRoot(
      arguments + ["--database", database, "--bcrypt-cost", "4"])
    guard var asyncCommand = command as? any AsyncParsableCommand else {
      Issue.record("\(arguments) is not an async command")
      return
    }
    try await PasswordInput.$override.withValue(password.map { [$0] }) {
      try await asyncCommand.run()
    }
  }

  private func open() throws -> TaskManagerDatabase {
    try TaskManagerDatabase(path: database)
  }

  @Test("user add stores a bcrypt account; the password logs in")
  func add() async throws {
    try await run(["user", "add", "ada"], password: "analytical-engine")
    let db = try open()
    let user = try await Authenticator(database: db).login(
      username: "ada", password: "analytical-engine")
    #expect(user.username == "ada")
  }

  @Test("user add refuses a weak password with the reason, and a taken name")
  func addRefuses() async throws {
    await #expect(throws: ExitCode(2)) {
      try await run(["user", "add", "ada"], password: "short")
    }
    #expect(try await open().accounts.list().isEmpty)
    try await run(["user", "add", "ada"], password: "analytical-engine")
    await #expect(throws: ExitCode(2)) {
      try await run(["user", "add", "ADA"], password: "analytical-engine")
    }
    await #expect(throws: ExitCode(2)) {
      try await run(["user", "add", "x y"], password: "analytical-engine")
    }
  }

  @Test("user passwd changes the password; user delete needs --yes without a terminal")
  func passwdAndDelete() async throws {
    try await run(["user", "add", "ada"], password: "analytical-engine")
    try await run(["user", "passwd", "ada"], password: "difference-engine")
    let db = try open()
    _ = try await Authenticator(database: db).login(username: "ada", password: "difference-engine")
    await #expect(throws: ExitCode(2)) {
      try await run(["user", "delete", "ada"], password: "")
    }
    try await run(["user", "delete", "ada", "--yes"])
    #expect(try await open().accounts.list().isEmpty)
    await #expect(throws: ExitCode(2)) { try await run(["user", "delete", "ada", "--yes"]) }
  }

  @Test("user demo creates an account with a random password and a sample outline")
  func demo() async throws {
    try await run(["user", "demo"])
    let db = try open()
    let demo = try #require(try await db.accounts.find("demo"))
    #expect(try await db.outlines.load(demo.id).outline.items.count == 6)
    #expect(UserDemoCommand.randomPassword() != UserDemoCommand.randomPassword())
    #expect(UserDemoCommand.randomPassword().count == 16)
  }

  @Test("export and import round-trip a TaskPaper file; a bad file changes nothing")
  func transfer() async throws {
    try await run(["user", "add", "ada"], password: "analytical-engine")
    let good = directory + "/good.taskpaper"
    let text = "Inbox:\n\t- Buy milk @due(2026-11-30)\n\t- Call Bob\n"
    try Data(text.utf8).write(to: URL(fileURLWithPath: good))
    try await run(["import", "--user", "ada", good])
    let exported = directory + "/out.taskpaper"
    try await run(["export", "--user", "ADA", exported])
    #expect(try String(contentsOfFile: exported, encoding: .utf8) == text)
    let bad = directory + "/bad.taskpaper"
    try Data("- a\n- b @due(soon)\n".utf8).write(to: URL(fileURLWithPath: bad))
    await #expect(throws: ExitCode(2)) { try await run(["import", "--user", "ada", bad]) }
    let db = try open()
    let ada = try #require(try await db.accounts.find("ada"))
    #expect(try await db.outlines.exportText(for: ada.id) == text)
    await #expect(throws: ExitCode(2)) { try await run(["export", "--user", "bob"]) }
  }

  @Test("import says how many items it imported; an empty file is an empty outline")
  func importSummary() async throws {
    #expect(
      ImportCommand.summary(of: Outline(parsing: "").items, username: "ada")
        == "Imported an empty outline: the outline of ada is now empty.")
    #expect(
      ImportCommand.summary(of: Outline(parsing: "- a\n\n").items, username: "ada")
        == "Imported 1 item into the outline of ada.")
    #expect(
      ImportCommand.summary(of: Outline(parsing: "P:\n\t- a\n").items, username: "ada")
        == "Imported 2 items into the outline of ada.")
    try await run(["user", "add", "ada"], password: "analytical-engine")
    let empty = directory + "/empty.taskpaper"
    try Data().write(to: URL(fileURLWithPath: empty))
    try await run(["import", "--user", "ada", empty])
    let ada = try #require(try await open().accounts.find("ada"))
    #expect(try await open().outlines.exportText(for: ada.id) == "")
  }

  @Test("export counts the items import would count in the same file")
  func exportSummary() {
    let items = Outline(parsing: "- a\n- b\n- c\n").items
    #expect(
      ExportCommand.summary(of: items, username: "ada", file: "a.taskpaper")
        == "Exported 3 items of ada to a.taskpaper.")
    #expect(ImportCommand.summary(of: items, username: "ada").hasPrefix("Imported 3 items"))
    #expect(
      ExportCommand.summary(of: Outline(parsing: "- a\n\n").items, username: "ada", file: "f")
        == "Exported 1 item of ada to f.")
  }

  @Test("export to standard output ends its last line; a file keeps the text exactly")
  func exportToTerminal() {
    #expect(ExportCommand.terminalText("- a\n- b") == "- a\n- b\n")
    #expect(ExportCommand.terminalText("- a\n") == "- a\n")
    #expect(ExportCommand.terminalText("") == "")
  }

  @Test("import and export say what is wrong with a file in the same words")
  func fileProblems() throws {
    #expect(
      throws: CommandFailure("Cannot read \(directory)/none.taskpaper: there is no such file.")
    ) {
      try TransferFile.read(directory + "/none.taskpaper")
    }
    #expect(throws: CommandFailure("Cannot read \(directory): it is a folder.")) {
      try TransferFile.read(directory)
    }
    #expect(
      throws: CommandFailure(
        "Cannot write \(directory)/missing/x.taskpaper: the folder \(directory)/missing does not exist."
      )
    ) {
      try TransferFile.write(Data(), to: directory + "/missing/x.taskpaper")
    }
    try TransferFile.write(Data("- a".utf8), to: directory + "/x.taskpaper")
    #expect(try TransferFile.read(directory + "/x.taskpaper") == Data("- a".utf8))
  }

  @Test("A database path in a missing folder is a clear error, not a crash")
  func missingFolder() async throws {
    let command = try TriptychCommand.parseAsRoot([
      "user", "list", "--database", directory + "/missing/db.sqlite",
    ])
    guard var asyncCommand = command as? any AsyncParsableCommand else {
      Issue.record("user list is async")
      return
    }
    await #expect(throws: ExitCode(2)) { try await asyncCommand.run() }
    #expect(!FileManager.default.fileExists(atPath: directory + "/missing"))
  }
}
