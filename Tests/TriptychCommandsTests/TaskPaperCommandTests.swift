import ArgumentParser
import Foundation
import TaskPaper
import Testing

@testable import TriptychCommands

@Suite("triptych taskpaper")
struct TaskPaperCommandTests {
  private func temporaryFile(_ bytes: [UInt8]) throws -> String {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("taskpaper-\(UUID().uuidString).taskpaper")
    try Data(bytes).write(to: url)
    return url.path
  }

  private func temporaryFile(_ text: String) throws -> String {
    try temporaryFile(Array(text.utf8))
  }

  @Test("parse --json prints the corpus shape")
  func parseJSON() throws {
    let path = try temporaryFile("Inbox:\n\t- Buy milk @due(2026-11-30) @x(a\\)b)")
    let json = try TaskPaperTool.parse(path, json: true)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    #expect(Set(object.keys) == ["items", "serialized"])
    let items = try #require(object["items"] as? [[String: Any]])
    #expect(items.count == 2)
    #expect(
      Set(items[1].keys) == ["depth", "indent", "type", "body", "content", "tags", "parentIndex"])
    #expect(items[1]["parentIndex"] as? Int == 0)
    #expect(items[0]["parentIndex"] is NSNull)
    #expect(items[1]["content"] as? String == "Buy milk")
    #expect(items[1]["tags"] as? [String: String] == ["due": "2026-11-30", "x": "a)b"])
    #expect(object["serialized"] as? String == "Inbox:\n\t- Buy milk @due(2026-11-30) @x(a\\)b)")
  }

  @Test("query prints matching indexes, or the matching lines")
  func query() throws {
    let path = try temporaryFile("Inbox:\n\t- a @done\n\t- b\nHome:\n\t- c @done")
    #expect(try TaskPaperTool.query(path, "//@done", json: true) == "{\"matches\":[1,4]}\n")
    #expect(try TaskPaperTool.query(path, "//@done", json: false) == "\t- a @done\n\t- c @done\n")
  }

  @Test("format normalizes and reports whether the file was normal")
  func format() throws {
    let messy = try temporaryFile("A:\r\n  - b\r\n")
    let result = try TaskPaperTool.format(messy)
    #expect(result.normalized == "A:\n\t- b\n")
    #expect(!result.isNormalized)
    let clean = try temporaryFile("A:\n\t- b\n")
    #expect(try TaskPaperTool.format(clean).isNormalized)
  }

  @Test("format --check exits 1 on a file that is not normalized, 0 otherwise")
  func formatCheckExitCode() throws {
    let messy = try temporaryFile("A:\n    - b")
    var command = try TriptychCommand.parseAsRoot(["taskpaper", "format", messy, "--check"])
    #expect(throws: ExitCode.failure) { try command.run() }
    let clean = try temporaryFile("A:\n\t- b")
    command = try TriptychCommand.parseAsRoot(["taskpaper", "format", clean, "--check"])
    try command.run()
  }

  @Test(
    "Plain arguments build the command the parser would; the rest is left to the parser",
    arguments: [
      (["taskpaper", "query", "a.taskpaper", "//@done"], true),
      (["taskpaper", "query", "a.taskpaper", "//task @due < [d] today", "--json"], true),
      (["taskpaper", "query", "--json", "a.taskpaper", "//task"], true),
      (["taskpaper", "parse", "a.taskpaper"], true),
      (["taskpaper", "parse", "--json", "a.taskpaper"], true),
      (["taskpaper", "format", "a.taskpaper", "--check"], true),
      (["taskpaper", "format", "a b.taskpaper"], true),
      (["taskpaper", "query", "help", "query"], true),
      (["taskpaper", "query", "a.taskpaper"], false),
      (["taskpaper", "query", "--help"], false),
      (["taskpaper", "query", "a.taskpaper", "-x"], false),
      (["taskpaper", "query", "a.taskpaper", "//x", "--json", "--json"], false),
      (["taskpaper", "query", "a.taskpaper", "//x", "--", "y"], false),
      (["taskpaper", "parse", "a.taskpaper", "--check"], false),
      (["taskpaper", "format", "-"], false),
      (["taskpaper", "help", "query"], false),
      (["taskpaper"], false),
      (["serve", "a", "b"], false),
      ([], false),
    ])
  func plainArguments(arguments: [String], isPlain: Bool) throws {
    let plain = TaskPaperCommand.plainCommand(arguments)
    #expect((plain != nil) == isPlain)
    guard let plain else { return }
    let parsed = try TriptychCommand.parseAsRoot(arguments)
    switch (plain, parsed) {
    case (let a as TaskPaperQueryCommand, let b as TaskPaperQueryCommand):
      #expect(a.file == b.file && a.query == b.query && a.json == b.json)
    case (let a as TaskPaperParseCommand, let b as TaskPaperParseCommand):
      #expect(a.file == b.file && a.json == b.json)
    case (let a as TaskPaperFormatCommand, let b as TaskPaperFormatCommand):
      #expect(a.file == b.file && a.check == b.check)
    default:
      Issue.record("\(plain) is not what the parser makes: \(parsed)")
    }
  }

  @Test("A plain invocation runs and returns the command's exit status")
  func runPlain() throws {
    let messy = try temporaryFile("A:\n    - b")
    #expect(TaskPaperCommand.runPlain(["taskpaper", "format", messy, "--check"]) == 1)
    let clean = try temporaryFile("A:\n\t- b")
    #expect(TaskPaperCommand.runPlain(["taskpaper", "format", clean, "--check"]) == 0)
    #expect(TaskPaperCommand.runPlain(["taskpaper", "parse", "/nonexistent/x.taskpaper"]) == 2)
    #expect(TaskPaperCommand.runPlain(["taskpaper", "--help"]) == nil)
  }

  @Test("Unreadable files, invalid UTF-8 and bad queries are errors, not crashes")
  func errors() throws {
    #expect(throws: TaskPaperTool.Failure.self) {
      try TaskPaperTool.parse("/nonexistent/x.taskpaper", json: true)
    }
    let binary = try temporaryFile([0x2D, 0x20, 0xC3, 0x28])
    #expect(throws: TaskPaperTool.Failure.self) { try TaskPaperTool.parse(binary, json: false) }
    let path = try temporaryFile("- a")
    do {
      _ = try TaskPaperTool.query(path, "//task and @due", json: true)
      Issue.record("a malformed query must fail")
    } catch {
      #expect(error.message.contains("column 8"))
      #expect(error.message.contains("“and” cannot stand there"))
      #expect(error.message.hasSuffix("\n  //task and @due\n         ^"))
      #expect(!error.message.contains("expected"))
    }
    do {
      _ = try TaskPaperTool.query(path, "project [", json: true)
      Issue.record("a query that ends too early must fail")
    } catch {
      #expect(
        error.message
          == "Invalid item path: it ends where more was expected (column 10).\n  project [\n           ^"
      )
    }
    var command = try TriptychCommand.parseAsRoot(["taskpaper", "query", path, "//("])
    #expect(throws: ExitCode(TaskPaperTool.errorExitCode)) { try command.run() }
  }
}
