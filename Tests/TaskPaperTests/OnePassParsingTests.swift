import Foundation
import TaskPaper
import Testing

/// What the one-pass parser must keep doing: checking UTF-8 once but still naming the first bad
/// byte, reading `\r` line endings and a byte-order mark as before, scanning tags on bytes
/// whatever the script of their names, and giving items that share their text safely.
@Suite("One-pass parsing")
struct OnePassParsingTests {
  @Test(
    "Invalid UTF-8 is reported at its first bad byte",
    arguments: [
      ([0xC3, 0xA9, 0x80], 2),  // é, then a stray continuation byte
      ([0x41, 0xE2, 0x82], 1),  // a sequence cut off by the end
      ([0xC0, 0xAF], 0),  // an overlong encoding of "/"
      ([0xED, 0xA0, 0x80], 0),  // a UTF-16 surrogate
      ([0xF5, 0x80, 0x80, 0x80], 0),  // beyond U+10FFFF
      (Array("A:\n\t- ok\n".utf8) + [0xFF], 9),  // on a later line
    ] as [([UInt8], Int)])
  func invalidUTF8(bytes: [UInt8], offset: Int) {
    #expect(throws: TaskPaperError.invalidUTF8(offset: offset)) {
      try Outline(validating: bytes)
    }
    #expect(throws: TaskPaperError.invalidUTF8(offset: offset)) {
      try Outline(validating: Data(bytes))
    }
  }

  @Test("Valid bytes give the outline of their text")
  func validBytes() throws {
    let text = "Café:\n\t- Ünïcödé @優先(1)\n\t\t日本語のメモ\n"
    #expect(try Outline(validating: Array(text.utf8)) == Outline(parsing: text))
    #expect(try Outline(validating: Data(text.utf8)) == Outline(parsing: text))
    #expect(Outline(parsing: Array(text.utf8)) == Outline(parsing: text))
  }

  @Test("Parsing bytes without validating repairs them as decoding does")
  func repairedBytes() {
    let outline = Outline(parsing: [0x2D, 0x20, 0x61, 0xFF, 0x0A, 0x62] as [UInt8])
    #expect(outline.items.map(\.body) == ["- a\u{FFFD}", "b"])
  }

  @Test("CRLF and lone CR end lines; a final one leaves an empty last item")
  func carriageReturns() {
    let outline = Outline(parsing: "A:\r\n\t- b @x\r\n")
    #expect(outline.items.map(\.body) == ["A:", "- b @x", ""])
    #expect(outline.items[1].tags == [Tag(name: "x")])
    #expect(outline.serialized() == "A:\n\t- b @x\n")
    #expect(Outline(parsing: "a\r").items.map(\.body) == ["a", ""])
    #expect(Outline(parsing: "\r\n").items.map(\.body) == ["", ""])
    #expect(Outline(parsing: "A:\r\n  - b\r  - c").items.map(\.depth) == [0, 1, 1])
  }

  @Test("A byte-order mark stays in the first body and counts as whitespace before a tag")
  func byteOrderMark() {
    let item = Outline(parsing: "\u{FEFF}- task @a").items[0]
    #expect(item.body == "\u{FEFF}- task @a")
    #expect(item.type == .note)
    #expect(item.content == "\u{FEFF}- task")
    #expect(item.tags == [Tag(name: "a")])
    let tagOnly = Outline(parsing: "\u{FEFF}@a").items[0]
    #expect(tagOnly.tags == [Tag(name: "a")])
    #expect(tagOnly.content == "\u{FEFF}@a")
    let outline = Outline(parsing: "\u{FEFF}A:\n\t- b")
    #expect(outline.items.map(\.type) == [.project, .task])
    #expect(outline.items.map(\.depth) == [0, 1])
    #expect(outline.items[0].content == "\u{FEFF}A")
  }

  @Test("Tag names in any script, and Unicode whitespace around tags")
  func nonASCIITags() {
    let item = Outline(parsing: "- x @優先(1) @café @naïve(oui) @straße").items[0]
    #expect(
      item.tags == [
        Tag(name: "優先", value: "1"), Tag(name: "café"), Tag(name: "naïve", value: "oui"),
        Tag(name: "straße"),
      ])
    #expect(item.content == "x")
    let ideographicSpace = Outline(parsing: "- x\u{3000}@a").items[0]
    #expect(ideographicSpace.tags == [Tag(name: "a")])
    #expect(ideographicSpace.content == "x")
    let followedByNBSP = Outline(parsing: "- @a\u{00A0}b").items[0]
    #expect(followedByNBSP.tags == [Tag(name: "a")])
    #expect(followedByNBSP.content == "@a\u{00A0}b")
    // U+00B5 is not a name character, so "@aµ" is no tag: the name must end at whitespace.
    #expect(Outline(parsing: "- x @aµ").items[0].tags.isEmpty)
  }

  @Test("Items from different texts with the same lines are equal and hash alike")
  func sharedTextIsAnImplementationDetail() {
    let a = Outline(parsing: "A:\n\t- b @x(1)")
    let b = Outline(parsing: String(repeating: "-", count: 0) + "A:\n\t- b @x(1)")
    #expect(a == b)
    #expect(Set([a, b]).count == 1)
    #expect(Set(a.items + b.items).count == 2)
  }

  @Test("Items outlive the text they were parsed from, and edits touch only their item")
  func itemsOwnTheirText() throws {
    func parsed() -> Outline {
      var text = ""
      for index in 0..<100 { text += "\t- item \(index) @n(\(index))\n" }
      return Outline(parsing: "P:\n" + text)
    }
    var outline = parsed()
    try outline.setBody("- changed", of: outline.items[1].id)
    #expect(outline.items[1].body == "- changed")
    #expect(outline.items[2].body == "- item 1 @n(1)")
    #expect(outline.items[100].tag("n") == "99")
  }

  @Test("Identities are numbered once, also when space indentation makes the text convert")
  func identitiesAfterConversion() {
    let outline = Outline(parsing: "A:\n\t- a\n  - b")
    #expect(outline.items.map(\.id.rawValue) == [0, 1, 2])
    #expect(outline.nextItemID == ItemID(rawValue: 3))
  }
}
