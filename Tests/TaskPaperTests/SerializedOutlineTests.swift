import TaskPaper
import Testing

@Suite("Text after a change of a few bodies")
struct SerializedOutlineTests {
  static let text = """
    Home:
    \t- Milk @due(2026-11-30)
    \t\t\tOver-indented note
    \t- Bread

    Work:
    \t- Report @done
    Last line
    """

  @Test func writesWhatSerializingWritesAndKeepsIndentation() throws {
    var outline = Outline(parsing: Self.text)
    let before = outline.serializedWithLines()
    #expect(before.text == outline.serialized())
    #expect(before.lineCount == outline.items.count)
    try outline.setBody("- Milk and honey @due(2026-12-01)", of: outline.items[1].id)
    try outline.setBody("Note", of: outline.items[2].id)
    try outline.setBody("", of: outline.items[6].id)
    try outline.setBody("The very last line, longer", of: outline.items[7].id)
    let after = try #require(before.replacingBodies(at: [7, 1, 2, 6, 1], of: outline))
    #expect(after.text == outline.serialized())
    // Line starts moved with the text: a second change lands on the right lines.
    try outline.setBody("Home, renamed:", of: outline.items[0].id)
    try outline.setBody("- Bread @today", of: outline.items[3].id)
    let again = try #require(after.replacingBodies(at: [0, 3], of: outline))
    #expect(again.text == outline.serialized())
  }

  @Test func refusesAnOutlineOfAnotherShape() throws {
    var outline = Outline(parsing: Self.text)
    let before = outline.serializedWithLines()
    try outline.insert("- New", at: .lastChild(of: nil))
    #expect(before.replacingBodies(at: [0], of: outline) == nil)
    #expect(before.replacingBodies(at: [99], of: Outline(parsing: Self.text)) == nil)
    #expect(before.replacingBodies(at: [], of: Outline(parsing: Self.text))?.text == before.text)
  }
}
