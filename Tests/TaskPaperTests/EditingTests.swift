import TaskPaper
import Testing

@Suite("Editing")
struct EditingTests {
  private func outline(_ text: String) -> Outline { Outline(parsing: text) }

  @Test("Insert as child, sibling, top level; identities survive")
  func insert() throws {
    var o = outline("Inbox:\n\t- a")
    let inbox = o.items[0].id
    let a = o.items[1].id
    let b = try o.insert("- b", at: .after(a))
    try o.insert("- first", at: .firstChild(of: inbox))
    try o.insert("Home:", at: .lastChild(of: nil))
    try o.insert("Top:", at: .firstChild(of: nil))
    #expect(o.serialized() == "Top:\nInbox:\n\t- first\n\t- a\n\t- b\nHome:")
    #expect(o[id: b]?.body == "- b")
    #expect(o[id: a]?.body == "- a")
  }

  @Test(
    "An item inserted or moved among over-indented siblings takes their indentation",
    arguments: ["- new before", "- new after", "- moved"])
  func fitsAmongOverIndentedSiblings(_ which: String) throws {
    var o = outline("A:\n\t\t- a1\n\t\t- a2\n- b\n\t- b1")
    let (a1, a2) = (o.items[1].id, o.items[2].id)
    switch which {
    case "- new before": try o.insert(which, at: .before(a2))
    case "- new after": try o.insert(which, at: .after(a1))
    default: try o.move(o.items[4].id, to: .after(a1))
    }
    // Written with one tab, the line after it would read back as its child.
    let reread = Outline(parsing: o.serialized())
    #expect(reread.items.map(\.depth) == o.items.map(\.depth))
    #expect(reread.items.map(\.indent) == o.items.map(\.indent))
    #expect(o.items[2].indent == 2)
  }

  @Test("Delete removes the subtree")
  func delete() throws {
    var o = outline("A:\n\t- a\n\t\tnote\nB:")
    try o.delete(o.items[1].id)
    #expect(o.serialized() == "A:\nB:")
    #expect(throws: TaskPaperError.self) { try o.delete(ItemID(rawValue: 999)) }
  }

  @Test("Move carries descendants and refuses to move into itself")
  func move() throws {
    var o = outline("A:\n\t- a\n\t\tnote\nB:")
    let a = o.items[1].id
    try o.move(a, to: .lastChild(of: o.items[3].id))
    #expect(o.serialized() == "A:\nB:\n\t- a\n\t\tnote")
    let note = o.items[3].id
    #expect(throws: TaskPaperError.self) { try o.move(a, to: .lastChild(of: note)) }
    #expect(o[id: a]?.depth == 1)
  }

  @Test("Moving to a missing item changes nothing")
  func moveToMissingTarget() {
    var o = outline("A:\n\t- a\n\t\tnote\nB:")
    let before = o.serialized()
    #expect(throws: TaskPaperError.self) {
      try o.move(o.items[1].id, to: .after(ItemID(rawValue: 999)))
    }
    #expect(o.serialized() == before)
    #expect(o.items.count == 4)
  }

  @Test("Indent under the previous sibling, outdent after the parent")
  func indentOutdent() throws {
    var o = outline("A:\n\t- a\n\t- b\n\t- c")
    let b = o.items[2].id
    try o.indent(b)
    #expect(o.serialized() == "A:\n\t- a\n\t\t- b\n\t- c")
    try o.outdent(b)
    try o.outdent(b)
    #expect(o.serialized() == "A:\n\t- a\n\t- c\n- b")
    #expect(throws: TaskPaperError.self) { try o.outdent(b) }
    #expect(throws: TaskPaperError.self) { try o.indent(o.items[0].id) }
  }

  @Test("Setting the body re-derives type and tags; line breaks are refused")
  func setBody() throws {
    var o = outline("- a")
    let id = o.items[0].id
    try o.setBody("Errands: @home", of: id)
    #expect(o.items[0].type == .project)
    #expect(o.items[0].tags == [Tag(name: "home")])
    #expect(throws: TaskPaperError.invalidBody("x\ny")) { try o.setBody("x\ny", of: id) }
    #expect(throws: TaskPaperError.invalidBody("  x")) { try o.setBody("  x", of: id) }
    #expect(throws: TaskPaperError.invalidBody("\tx")) {
      try o.insert("\tx", at: .lastChild(of: nil))
    }
    #expect(o.items[0].body == "Errands: @home")
  }

  @Test("Changing the type edits the marker")
  func setType() throws {
    var o = outline("Errands @home")
    let id = o.items[0].id
    try o.setType(.project, of: id)
    #expect(o.items[0].body == "Errands: @home")
    try o.setType(.task, of: id)
    #expect(o.items[0].body == "- Errands @home")
    try o.setType(.note, of: id)
    #expect(o.items[0].body == "Errands @home")
    var spaced = outline("-  two spaces")
    try spaced.setType(.note, of: spaced.items[0].id)
    #expect(spaced.items[0].body == "two spaces")
  }

  @Test("Tags are added, changed in place, escaped and removed")
  func tags() throws {
    var o = outline("- Call Bob @due(2026-01-01) @done")
    let id = o.items[0].id
    try o.setTag("due", value: "2026-11-30", on: id)
    #expect(o.items[0].body == "- Call Bob @due(2026-11-30) @done")
    try o.setTag("note", value: "a (b)", on: id)
    #expect(o.items[0].body == #"- Call Bob @due(2026-11-30) @done @note(a \(b\))"#)
    #expect(o.items[0].tag("note") == "a (b)")
    try o.removeTag("done", from: id)
    #expect(o.items[0].body == #"- Call Bob @due(2026-11-30) @note(a \(b\))"#)
    var leading = outline("@today Call Bob")
    try leading.removeTag("today", from: leading.items[0].id)
    #expect(leading.items[0].body == "Call Bob")
    try o.setTag("flag", on: id)
    #expect(o.items[0].tag("flag") == "")
    #expect(o.items[0].content == "Call Bob")
    #expect(throws: TaskPaperError.invalidTagName("type")) {
      try o.setTag("type", value: "x", on: id)
    }
    #expect(throws: TaskPaperError.invalidTagName("a b")) { try o.setTag("a b", on: id) }
  }
}
