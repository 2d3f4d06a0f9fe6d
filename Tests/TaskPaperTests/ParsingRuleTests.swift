import TaskPaper
import Testing

/// One test per parsing rule of the corpus README, through the public API.
@Suite("Parsing rules")
struct ParsingRuleTests {
  private func bodies(_ text: String) -> [String] { Outline(parsing: text).items.map(\.body) }
  private func depths(_ text: String) -> [Int] { Outline(parsing: text).items.map(\.depth) }

  @Test("CRLF, then lone CR, become line breaks")
  func lineEndings() {
    #expect(bodies("a\r\nb\rc\n\r\nd") == ["a", "b", "c", "", "d"])
  }

  @Test("A trailing newline gives a last empty item; the empty text gives one empty item")
  func trailingNewlineAndEmptyText() {
    #expect(bodies("a\n") == ["a", ""])
    #expect(bodies("") == [""])
    #expect(Outline(parsing: "").serialized() == "")
  }

  @Test("The shortest run of leading spaces is one level")
  func spaceIndentation() {
    let outline = Outline(parsing: "A:\n   - b\n      c")
    #expect(outline.items.map(\.depth) == [0, 1, 2])
    #expect(outline.serialized() == "A:\n\t- b\n\t\tc")
  }

  @Test("Spaces after a tab are dropped; spaces before a tab count as levels")
  func mixedTabsAndSpaces() {
    #expect(Outline(parsing: "A:\n\t  - x\n  \t- y").serialized() == "A:\n\t- x\n\t\t- y")
  }

  @Test("A single line is not normalized: its leading spaces stay in the body")
  func singleLineKeepsSpaces() {
    #expect(bodies("   - x") == ["   - x"])
    #expect(Outline(parsing: "   - x").items[0].type == .note)
  }

  @Test("Blank lines take the level of the next real line; trailing blanks are top level")
  func blankLines() {
    let outline = Outline(parsing: "A:\n\t- a\n\n\t- b\n\n")
    #expect(outline.items.map(\.depth) == [0, 1, 1, 1, 0, 0])
    #expect(outline.serialized() == "A:\n\t- a\n\t\n\t- b\n\n")
  }

  @Test("Over-indented children keep their indent; top-level over-indentation is forgotten")
  func overIndentation() {
    let outline = Outline(parsing: "A:\n\t\t\t- deep\n\t- back")
    #expect(outline.items.map(\.depth) == [0, 1, 1])
    #expect(outline.items.map(\.indent) == [1, 3, 1])
    #expect(outline.serialized() == "A:\n\t\t\t- deep\n\t- back")
    let top = Outline(parsing: "\t\tA:\n\t\t\tB")
    #expect(top.items.map(\.indent) == [1, 1])
    #expect(top.serialized() == "A:\n\tB")
  }

  @Test("Birch's quirk: a whitespace-only line with a space merges into the next line")
  func whitespaceLineMerge() {
    // "\t \n\t\t- x": the run "\t \n\t\t" starts at a line start and is cut at its space.
    #expect(bodies("A:\n\t \n\t\t- x") == ["A:", "- x"])
    #expect(depths("A:\n\t \n\t\t- x") == [0, 1])
  }

  @Test("Tags: values, empty values, escapes, first occurrence wins")
  func tags() {
    let item = Outline(parsing: #"- x @a @b() @c(1 2) @d(\(x\)) @a(again)"#).items[0]
    #expect(
      item.tags == [
        Tag(name: "a"), Tag(name: "b"), Tag(name: "c", value: "1 2"), Tag(name: "d", value: "(x)"),
      ])
    #expect(item.tag("a") == "")
    #expect(item.tag("missing") == nil)
  }

  @Test("An escaped parenthesis may still close a value when the regex must backtrack")
  func tagValueBacktracking() {
    #expect(Outline(parsing: #"- t @a(x\) y)"#).items[0].tag("a") == "x) y")
    #expect(Outline(parsing: #"- t @a(x\) y)z"#).items[0].tag("a") == #"x\"#)
    #expect(Outline(parsing: #"- t @a(b(c))"#).items[0].tags.isEmpty)
  }

  @Test("Tag names: Unicode letters allowed, names are case-sensitive, emoji end a name")
  func tagNames() {
    #expect(
      Outline(parsing: "- x @優先(1) @Done @done").items[0].tags.map(\.name) == [
        "優先", "Done", "done",
      ])
    #expect(Outline(parsing: "- x @a😀").items[0].tags.isEmpty)
    #expect(Outline(parsing: "- x @").items[0].tags == [Tag(name: "")])
  }

  @Test("A tag needs whitespace (JavaScript's, including U+00A0) before it and after it")
  func tagBoundaries() {
    #expect(Outline(parsing: "mail@example.com @a@b").items[0].tags.isEmpty)
    #expect(Outline(parsing: "x\u{00A0}@a").items[0].tags == [Tag(name: "a")])
    #expect(Outline(parsing: "x @a(1)y").items[0].tags.isEmpty)
  }

  @Test("The reserved names type, id and text never become tags but still end the content")
  func reservedNames() {
    let item = Outline(parsing: "- x @type(project) @id(1) @text @ok").items[0]
    #expect(item.tags == [Tag(name: "ok")])
    #expect(item.content == "x")
  }

  @Test("Type and content follow the body without its trailing tags")
  func typeAndContent() {
    let cases: [(String, ItemType, String)] = [
      ("- task", .task, "task"),
      ("+ plus", .task, "plus"),
      ("* star @t", .task, "star"),
      ("-dash", .note, "-dash"),
      ("Project:", .project, "Project"),
      ("Project: @x ", .project, "Project"),
      ("Proj: ", .note, "Proj: "),
      ("a @x b", .note, "a @x b"),
      ("- @tag", .note, "-"),
      ("- ", .task, "- "),
      ("@a @b", .note, "@a @b"),
      ("-\u{00A0}nbsp", .task, "nbsp"),
    ]
    for (body, type, content) in cases {
      let item = Outline(parsing: body).items[0]
      #expect(item.type == type, "\(body)")
      #expect(item.content == content, "\(body)")
    }
  }

  @Test("Normalized text serializes back byte for byte")
  func roundTrip() {
    let text = "Inbox:\n\t- Buy milk @due(2026-11-30)\n\t\tA note\n\nHome:\n\t- Fix tap @done\n"
    #expect(Outline(parsing: text).serialized() == text)
    #expect(Outline.isNormalized(text))
    #expect(!Outline.isNormalized("A:\r\n\t- b"))
  }

  @Test("Invalid UTF-8 is rejected with the offset of the first bad byte")
  func invalidUTF8() {
    #expect(throws: TaskPaperError.invalidUTF8(offset: 2)) {
      try Outline(validating: [0x41, 0x42, 0xFF, 0x43])
    }
  }

  @Test("Identities are distinct within an outline")
  func identities() {
    let ids = Outline(parsing: "a\nb\nc").items.map(\.id)
    #expect(Set(ids).count == 3)
  }
}
