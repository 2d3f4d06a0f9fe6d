import Foundation
import Testing

@testable import TaskPaper

@Suite("Identities across whole-text saves")
struct IdentityTests {
  /// The items of `after`'s text with the identities they inherit from `before`, by body.
  private func inherit(_ before: Outline, _ afterText: String) -> Outline {
    var after = Outline(parsing: afterText)
    after.inheritIdentities(from: before)
    return after
  }

  private func id(_ outline: Outline, _ body: String) -> ItemID? {
    outline.items.first { $0.body == body }?.id
  }

  @Test("A line inserted at the top leaves every other line its item")
  func insertAtTop() {
    let before = Outline(parsing: "- Alpha\n- Bravo\n- Charlie")
    let after = inherit(before, "- Zulu\n- Alpha\n- Bravo\n- Charlie")
    for body in ["- Alpha", "- Bravo", "- Charlie"] {
      #expect(id(after, body) == id(before, body))
    }
    #expect(id(after, "- Zulu") == before.nextItemID)
    #expect(after.nextItemID.rawValue == before.nextItemID.rawValue + 1)
  }

  @Test("Moved lines keep their items, wherever they go")
  func movedLines() {
    let before = Outline(parsing: "Inbox:\n\t- Alpha\n\t- Bravo\nHome:\n\t- Charlie")
    let after = inherit(before, "Home:\n\t- Bravo\n\t- Charlie\nInbox:\n\t- Alpha")
    for body in ["Inbox:", "\t- Alpha", "- Alpha", "- Bravo", "- Charlie", "Home:"] {
      if let old = id(before, body) { #expect(id(after, body) == old, "\(body)") }
    }
    #expect(Set(after.items.map(\.id)) == Set(before.items.map(\.id)))
  }

  @Test("A lightly edited line keeps its item; a replaced line is a new item")
  func editedLines() {
    let before = Outline(parsing: "- Alpha\n- Buy milk\n- Charlie")
    let edited = inherit(before, "- Alpha\n- Buy oat milk\n- Charlie")
    #expect(id(edited, "- Buy oat milk") == id(before, "- Buy milk"))
    let replaced = inherit(before, "- Alpha\n- Zulu\n- Charlie")
    #expect(id(replaced, "- Zulu") == before.nextItemID)
    #expect(!before.items.map(\.id).contains(id(replaced, "- Zulu")!))
  }

  @Test("Repeated lines are matched in order; deleted lines' identities are never reused")
  func repeatedAndDeleted() {
    let before = Outline(parsing: "- x\n- x\n- y")
    let after = inherit(before, "- x\n- y\n- new")
    #expect(after.items[0].id == before.items[0].id)
    #expect(after.items[1].id == before.items[2].id)
    #expect(after.items[2].id == before.nextItemID)
  }

  @Test("Assigned identities are kept and later inserts go above them")
  func assign() throws {
    var outline = Outline(parsing: "- a\n- b")
    try outline.assignIdentities(
      [ItemID(rawValue: 40), ItemID(rawValue: 7)], next: ItemID(rawValue: 12))
    #expect(outline.items.map(\.id.rawValue) == [40, 7])
    let id = try outline.insert("- c", at: .lastChild(of: nil))
    #expect(id.rawValue == 41)
    #expect(throws: TaskPaperError.self) {
      try outline.assignIdentities([ItemID(rawValue: 1), ItemID(rawValue: 1), ItemID(rawValue: 2)])
    }
    #expect(outline.items.map(\.id.rawValue) == [40, 7, 41])
  }

  @Test(
    "A repeated identity is refused whether the identities fill a range or spread wide",
    arguments: [[5, 6, 5], [0, 1_000_000, 0], [Int.min, 1 << 62, Int.min], [-2, -1, -2]])
  func repeatedIdentity(_ raw: [Int]) throws {
    var outline = Outline(parsing: "- a\n- b\n- c")
    #expect(throws: TaskPaperError.self) {
      try outline.assignIdentities(raw.map(ItemID.init(rawValue:)))
    }
    let third = raw[0] == Int.min ? 0 : raw[0] + 1 == raw[1] ? raw[1] + 1 : raw[0] + 1
    let distinct = [raw[0], raw[1], third]
    try outline.assignIdentities(distinct.map(ItemID.init(rawValue:)))
    #expect(outline.items.map(\.id.rawValue) == distinct)
  }
}

@Suite("Items reflect what they are, not the document they point into")
struct ItemReflectionTests {
  @Test func anItemsDumpHoldsItsOwnLineOnly() {
    let outline = Outline(parsing: "Project:\n\t- First task @due(2026-11-30)\n\t- Second task\n")
    var text = ""
    dump(outline.items[1], to: &text)
    #expect(text.contains("- First task @due(2026-11-30)"))
    #expect(!text.contains("Second task"))
    #expect(!text.contains("Project"))
    let labels = Mirror(reflecting: outline.items[1]).children.compactMap(\.label)
    #expect(labels == ["id", "type", "depth", "indent", "body"])
  }
}

@Suite("JSON string literals")
struct JSONStringTests {
  @Test func quotesBackslashesAndControlCharactersAreEscaped() {
    var out = ""
    JSON.appendString("a\"b\\c\nd\re\tf\u{1}g — é", to: &out)
    #expect(out == #""a\"b\\c\nd\re\tf\u0001g — é""#)
  }

  @Test func aLongMultiLineTextRoundTripsThroughJSONSerialization() throws {
    let text = (0..<20_000).map { "\t- Task \($0) \"quoted\" @done" }.joined(separator: "\n")
    var out = ""
    JSON.appendString(text, to: &out)
    let decoded =
      try JSONSerialization.jsonObject(
        with: Data("[\(out)]".utf8), options: []) as? [String]
    #expect(decoded == [text])
  }
}
