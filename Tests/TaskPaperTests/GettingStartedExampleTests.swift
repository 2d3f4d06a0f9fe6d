import Foundation
import TaskPaper
import Testing

/// Holds the TaskPaper kit's "Getting started" article (TaskPaper.docc/GettingStarted.md) to
/// its word: the article's outline is parsed, queried, edited, written back and parsed again
/// step by step, and every count, value, index list and text it claims is checked.
@Suite("TaskPaper Getting started")
struct TaskPaperGettingStartedTests {
  /// The article's outline, as its "Parse" section writes it.
  static func parsedOutline() -> Outline {
    Outline(
      parsing: """
        Inbox:
        \t- Buy milk @due(2026-11-30)
        \t- Call Bob @done
        Home:
        \t- Fix the tap @priority(2)
        """)
  }

  /// The outline after the article's "Edit" section.
  static func editedOutline() throws -> Outline {
    var outline = parsedOutline()
    let milk = outline.items[1].id
    let call = outline.items[2].id
    let home = outline.items[3].id

    let bread = try outline.insert("- Buy bread", at: .after(milk))
    try outline.setTag("due", value: "2026-12-02", on: bread)
    try outline.setTag("done", on: milk)
    try outline.removeTag("due", from: milk)
    try outline.move(bread, to: .lastChild(of: home))
    try outline.setBody("- Call Bob about the tap", of: call)
    return outline
  }

  // MARK: Parse

  @Test func parsing() {
    let outline = Self.parsedOutline()
    #expect(outline.items.count == 5)
    #expect(outline.items[0].type == .project)
    #expect(outline.items[0].content == "Inbox")
    #expect(outline.items[1].type == .task)
    #expect(outline.items[1].content == "Buy milk")
    #expect(outline.items[1].depth == 1)
    #expect(outline.items[1].tag("due") == "2026-11-30")
    #expect(outline.items[2].tag("done") == "")
    #expect(outline.parentIndex(of: 4) == 3)
    #expect(outline.items[1].body == "- Buy milk @due(2026-11-30)")
  }

  @Test("Text that ends in a line break has one more, empty item")
  func aFinalLineBreakIsAnEmptyItem() {
    let outline = Outline(parsing: "Inbox:\n\t- Buy milk\n")
    #expect(outline.items.count == 3)
    #expect(outline.items[2].body == "")
  }

  // MARK: Query

  @Test func querying() throws {
    let outline = Self.parsedOutline()
    #expect(try outline.query("//task not @done") == [1, 4])
    #expect(try outline.query("project Inbox//task") == [1, 2])
    #expect(try outline.query("//@due < [d] 2026-12-01") == [1])
    #expect(try outline.query("//@priority >= [n] 2") == [4])

    let open = try ItemPath("//task not @done")
    #expect(
      outline.evaluate(open).map { outline.items[$0].content } == ["Buy milk", "Fix the tap"])
    #expect(outline.serializedLines(at: try outline.query("//@done")) == "\t- Call Bob @done\n")
  }

  @Test("A malformed path throws an error naming the column")
  func aMalformedPathThrows() {
    #expect(throws: ItemPathError.self) { try ItemPath("//task and") }
  }

  // MARK: Edit

  @Test func editing() throws {
    var outline = Self.parsedOutline()
    let milk = outline.items[1].id
    let call = outline.items[2].id
    let home = outline.items[3].id

    let bread = try outline.insert("- Buy bread", at: .after(milk))
    try outline.setTag("due", value: "2026-12-02", on: bread)
    #expect(outline[id: bread]?.body == "- Buy bread @due(2026-12-02)")
    try outline.setTag("done", on: milk)
    #expect(outline[id: milk]?.body == "- Buy milk @due(2026-11-30) @done")
    try outline.removeTag("due", from: milk)
    #expect(outline[id: milk]?.body == "- Buy milk @done")
    try outline.move(bread, to: .lastChild(of: home))
    try outline.setBody("- Call Bob about the tap", of: call)

    #expect(outline[id: bread]?.depth == 1)
    #expect(outline.parentIndex(of: outline.index(of: bread)!) == outline.index(of: home))
    #expect(try Self.editedOutline() == outline)
  }

  @Test("A body must be one line")
  func aBodyMustBeOneLine() {
    var outline = Self.parsedOutline()
    let error = #expect(throws: TaskPaperError.self) {
      try outline.insert("- two\nlines", at: .lastChild(of: nil))
    }
    #expect(
      error.map { "\($0)" }
        == #"An item body cannot contain a line break or start with whitespace: "- two\nlines"."#)
    #expect(outline == Self.parsedOutline())
  }

  @Test func dueDates() throws {
    let outline = try Self.editedOutline()
    let bread = outline.items[5].id
    let due = try DueDate(parsing: outline[id: bread]!.tag("due")!)
    #expect(due.start.day == 2)
    #expect(
      try DueDate(parsing: "2026-11-30 09:00 thru 10:30").description
        == "2026-11-30 09:00 - 10:30")
  }

  // MARK: Write it back

  @Test func writingItBack() throws {
    let outline = try Self.editedOutline()
    #expect(
      outline.serialized() == """
        Inbox:
        \t- Buy milk @done
        \t- Call Bob about the tap
        Home:
        \t- Fix the tap @priority(2)
        \t- Buy bread @due(2026-12-02)
        """)
    #expect(Outline.isNormalized("Inbox:\n\t- Buy milk"))
    #expect(Outline(parsing: "Inbox:\n    - Buy milk").serialized() == "Inbox:\n\t- Buy milk")
  }

  @Test("The written file reads back as the same text")
  func aFileRoundTrip() throws {
    let outline = try Self.editedOutline()
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("getting-started-\(UUID().uuidString).taskpaper").path
    try outline.serialized().write(toFile: path, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(atPath: path) }
    let text = try TextFile.read(path)
    #expect(Outline(parsing: text).serialized() == outline.serialized())
  }

  // MARK: Keep identities across a whole-text edit

  @Test func keepingIdentities() throws {
    let outline = try Self.editedOutline()
    let tap = outline.items[4].id
    var edited = Outline(
      parsing: """
        Inbox:
        \t- Buy milk @done
        Home:
        \t- Fix the kitchen tap @priority(2)
        \t- Buy bread @due(2026-12-02)
        """)
    edited.inheritIdentities(from: outline)
    #expect(edited.items[3].id == tap)
  }

  @Test("An outline encodes as its text and identities, and decodes to an equal one")
  func codableRoundTrip() throws {
    let outline = try Self.editedOutline()
    let json = try JSONEncoder().encode(outline)
    #expect(try JSONDecoder().decode(Outline.self, from: json) == outline)
  }
}
