import TaskPaper
import Testing

@testable import TaskManagerDomain

@Suite("Categories and item lists of large outlines")
struct TaskListingTests {
  /// Large enough for the lists to be remembered between calls.
  static func largeOutline() -> Outline {
    var lines = ["Inbox:"]
    for number in 0..<3_000 {
      lines.append("\t- Task \(number)" + (number % 3 == 0 ? " @done" : "") + " @n\(number % 5)")
    }
    return Outline(parsing: lines.joined(separator: "\n"))
  }

  @Test("A blank line is one whose characters are all whitespace, however it starts")
  func blankLines() throws {
    var outline = Outline(parsing: "- a\n- b")
    let id = outline.items[0].id
    let bodies = [
      "", "x", "-", "\u{3000}", "\u{3000}x", "\u{A0}\u{301}", "\u{85}", "é", "\u{FEFF}",
      "\u{3000}- task", "\u{3000}Project:", "\u{600}:", "\u{2028}",
    ]
    for body in bodies {
      try outline.setBody(body, of: id)
      let item = outline.items[0]
      #expect(
        ItemList.isBlank(item) == item.body.allSatisfy(\.isWhitespace), "\(body.debugDescription)")
    }
    for (name, bytes) in try corpusDocuments() {
      for item in try Outline(validating: bytes).items {
        #expect(ItemList.isBlank(item) == item.body.allSatisfy(\.isWhitespace), "\(name)")
      }
    }
  }

  @Test func anOutlineChangedInPlaceIsListedAsChanged() throws {
    var outline = Self.largeOutline()
    let before = outline.items(in: .all, showDone: false)
    #expect(before.count == 1 + 2_000)
    // Uniquely referenced, the outline's storage could be changed in place: the lists must
    // not be the remembered ones.
    let first = try #require(outline.items.first { $0.body.contains("Task 1 ") })
    try outline.setBody("- Renamed @done", of: first.id)
    let after = outline.items(in: .all, showDone: false)
    #expect(after.count == before.count - 1)
    #expect(!after.contains { $0.id == first.id })
    try outline.insert("- Brand new @n9", at: .lastChild(of: nil))
    #expect(outline.items(in: .all, showDone: false).last?.body == "- Brand new @n9")
    #expect(outline.categories().contains(.tag("n9")))
  }

  @Test func eachCategoryAndSettingIsListedOnItsOwn() {
    let outline = Self.largeOutline()
    let all = outline.items(in: .all, showDone: true)
    let notDone = outline.items(in: .all, showDone: false)
    let done = outline.items(in: .tag("done"), showDone: false)
    #expect(all.count == 3_001)
    #expect(notDone.count == 2_001)
    #expect(done.count == 1_000)
    #expect(outline.items(in: .tag("n2"), showDone: true).count == 600)
    // Asked again, the same answers.
    #expect(outline.items(in: .all, showDone: false) == notDone)
    #expect(outline.items(in: .tag("done"), showDone: false) == done)
  }

  @Test func twoOutlinesWithTheSameShapeAreListedApart() throws {
    let first = Self.largeOutline()
    var second = Self.largeOutline()
    _ = first.items(in: .all, showDone: true)
    let task = try #require(second.items.last)
    try second.setBody("- Only in the second", of: task.id)
    #expect(second.items(in: .all, showDone: true).last?.body == "- Only in the second")
    #expect(first.items(in: .all, showDone: true).last?.body != "- Only in the second")
  }
}
