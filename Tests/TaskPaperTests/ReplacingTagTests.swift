import Testing

@testable import TaskPaper

/// Editing one tag of a line replaces it where it stands (the tag editor's rule), whatever is
/// around it.
@Suite("TaskPaper: a tag replaced in place")
struct ReplacingTagTests {
  private func replacing(_ line: String, _ name: String, _ newName: String, _ value: String)
    -> String
  {
    Outline(parsing: line).items[0].bodyReplacingTag(name, with: newName, value: value)
  }

  @Test(arguments: [
    // In the middle of the text: the editor saw it, the edit goes there.
    ("- Tagtest @ux edited", "ux", "ux", "high", "- Tagtest @ux(high) edited"),
    // Among tags with values that hold spaces.
    ("- A @one @two(x y) end", "two", "two", "z", "- A @one @two(z) end"),
    // At the start of the text, and at the end of the line.
    ("- @first then text", "first", "first", "1", "- @first(1) then text"),
    ("- text @last", "last", "last", "", "- text @last"),
    ("- text @last(old)", "last", "last", "", "- text @last"),
    // A value with parentheses, escaped as TaskPaper writes them, and one replaced by such.
    (#"- A @n(a \(b\)) c"#, "n", "n", "d", "- A @n(d) c"),
    ("- A @n c", "n", "n", "f(x)", #"- A @n(f\(x\)) c"#),
    // A repeated name: the first one (the one the item has) is edited; the other stays.
    ("- A @x(1) b @x(2)", "x", "x", "3", "- A @x(3) b @x(2)"),
    // A rename keeps the place; an earlier tag of the new name, which would hide it, goes.
    ("- A @a b @c", "a", "z", "", "- A @z b @c"),
    ("- A @b(1) c @a d", "a", "b", "2", "- A c @b(2) d"),
    ("- A @a c @b(1)", "a", "b", "2", "- A @b(2) c @b(1)"),
    // Whitespace around the tag is kept byte for byte (a tab, two spaces).
    ("- A\t@t  b", "t", "t", "v", "- A\t@t(v)  b"),
    // No such tag: added at the end.
    ("- A", "new", "new", "v", "- A @new(v)"),
    // Gone since, but the new name is there: that tag takes the value.
    ("- A @due(2026-01-01) b", "old", "due", "2026-02-02", "- A @due(2026-02-02) b"),
  ])
  func replacedWhereItStands(
    line: String, name: String, newName: String, value: String, expected: String
  ) {
    let body = replacing(line, name, newName, value)
    #expect(body == expected)
    let item = Outline(parsing: body).items[0]
    // The item reads the new value: what the detail pane then shows.
    #expect(item.tag(newName) == value)
  }

  @Test func aProjectsColonAndANotesTextAreKept() {
    #expect(replacing("Errands: @home", "home", "home", "x") == "Errands: @home(x)")
    #expect(replacing("A note @n mid", "n", "m", "") == "A note @m mid")
  }
}
