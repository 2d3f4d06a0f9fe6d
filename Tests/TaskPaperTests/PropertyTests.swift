import PropertyBased
import TaskPaper
import Testing

/// Character sets for the generators, biased towards what the rules care about: markers, `@`,
/// parentheses, escapes, colons, Unicode whitespace and names.
enum TaskPaperGen {
  static let firstCharacters: [Character] = [
    "-", "+", "*", "a", "Z", "@", "(", ")", "\\", ":", "é", "優", "😀", "1", "#",
  ]
  static let bodyCharacters: [Character] =
    firstCharacters + [" ", " ", " ", "\t", "\u{00A0}", "\u{3000}", "x", "y", "-", "@", "."]
  static let rawCharacters: [Character] =
    bodyCharacters + ["\n", "\n", "\r", "\r\n", " ", " ", "\t", "\u{2028}", "\u{FEFF}"]
  static let queryTokens: [String] = [
    "/", "//", "..", "*", "(", ")", "[", "]", "0", "-1", ":", "@due", "@text", " ", "and", "or",
    "not ", "union", "except", "intersect", "task", "project", "note", "=", "!=", "<", ">=",
    "[i]", "[n]", "[d]", "\"x\"", "matches", "contains", "count(", "following::", "ancestor::",
    "a", "\\", "é",
  ]
}

@Suite("Properties")
struct PropertyTests {
  @Test("parse(serialize(x)) == x for generated outlines")
  func roundTrip() async {
    // A body reads back as itself when it is one line that does not start with whitespace.
    let body = zip(
      Gen<Character?>.element(of: TaskPaperGen.firstCharacters),
      Gen<Character?>.element(of: TaskPaperGen.bodyCharacters).array(of: 0...24)
    ).map { first, rest in String(first!) + String(rest.map { $0! }) }
    // Each item is (depth selector, body); the selector becomes a depth of at most one more
    // than the previous item's.
    let spec = zip(Gen.int(in: 0...6), body).array(of: 1...30)
    await propertyCheck(count: 300, input: spec) { spec in
      var outline = Outline()
      var path: [ItemID] = []  // the most recent item at each depth
      for (selector, body) in spec {
        let depth = selector % (path.count + 1)
        path.removeLast(path.count - depth)
        let id = try outline.insert(body, at: .lastChild(of: path.last))
        path.append(id)
      }
      let reparsed = Outline(parsing: outline.serialized())
      #expect(reparsed.items.count == outline.items.count)
      for (a, b) in zip(reparsed.items, outline.items) {
        #expect(a.depth == b.depth)
        #expect(a.indent == b.indent)
        #expect(a.body == b.body)
        #expect(a.type == b.type)
        #expect(a.content == b.content)
        #expect(a.tags == b.tags)
      }
      #expect(reparsed.parentIndexes() == outline.parentIndexes())
      #expect(reparsed.serialized() == outline.serialized())
    }
  }

  @Test("Any sequence of edits keeps the text saying what the outline holds")
  func editsKeepTextConsistent() async {
    let body = zip(
      Gen<Character?>.element(of: TaskPaperGen.firstCharacters),
      Gen<Character?>.element(of: TaskPaperGen.bodyCharacters).array(of: 0...12)
    ).map { first, rest in String(first!) + String(rest.map { $0! }) }
    let edits = zip(Gen.int(in: 0...9), Gen.int(in: 0...999), Gen.int(in: 0...999), body)
      .array(of: 1...25)
    await propertyCheck(count: 300, input: edits) { edits in
      var outline = Outline(parsing: "Inbox:\n\t- a @due(2026-01-01)\n\t\tnote\nHome:\n\t- b @done")
      for (operation, a, b, text) in edits {
        let ids = outline.items.map(\.id)
        let target = ids.isEmpty ? nil : ids[a % ids.count]
        let other = ids.isEmpty ? nil : ids[b % ids.count]
        let type = ItemType.allCases[b % 3]
        // Refused edits (moving into a subtree, indenting the first item…) must leave the
        // outline unchanged, so errors are ignored here and the invariant checked after each.
        let before = outline
        do {
          switch (operation, target, other) {
          case (0, _, _): try outline.insert(text, at: .lastChild(of: target))
          case (1, let t?, _): try outline.insert(text, at: .before(t))
          case (2, let t?, _): try outline.delete(t)
          case (3, let t?, let o?):
            try outline.move(t, to: b % 2 == 0 ? .after(o) : .firstChild(of: o))
          case (4, let t?, _): try outline.indent(t)
          case (5, let t?, _): try outline.outdent(t)
          case (6, let t?, _): try outline.setType(type, of: t)
          case (7, let t?, _): try outline.setTag("t\(b % 3)", value: text, on: t)
          case (8, let t?, _): try outline.removeTag("t\(b % 3)", from: t)
          case (9, let t?, _): try outline.setBody(text, of: t)
          default: break
          }
        } catch {
          #expect(outline == before)
        }
        // Blank lines (empty or only whitespace, such as a note set to " ") take the next
        // line's level, and "" reads back as one empty item: skip the check while either
        // applies.
        guard !outline.items.isEmpty,
          outline.items.allSatisfy({ $0.body.contains { !$0.isWhitespace } })
        else { continue }
        let reparsed = Outline(parsing: outline.serialized())
        #expect(reparsed.items.map(\.body) == outline.items.map(\.body))
        #expect(reparsed.items.map(\.depth) == outline.items.map(\.depth))
        #expect(reparsed.items.map(\.tags) == outline.items.map(\.tags))
      }
    }
  }

  @Test("No text makes the parser trap, and its output is well-formed")
  func parserTotal() async {
    let raw = Gen<Character?>.element(of: TaskPaperGen.rawCharacters).array(of: 0...80)
      .map { String($0.map { $0! }) }
    await propertyCheck(count: 500, input: raw) { text in
      let outline = Outline(parsing: text)
      #expect(!outline.items.isEmpty)
      #expect(outline.items.first?.depth == 0)
      for (previous, item) in zip(outline.items, outline.items.dropFirst()) {
        #expect(item.depth <= previous.depth + 1)
      }
      for item in outline.items {
        #expect(!item.body.contains("\n") && !item.body.contains("\r"))
        let body = Array(item.body.utf8)
        let content = Array(item.content.utf8)
        let found = (0...max(0, body.count - content.count)).contains {
          body.count >= content.count && body[$0..<($0 + content.count)].elementsEqual(content)
        }
        #expect(found, "content \(item.content.debugDescription) is not part of the body")
      }
      _ = outline.jsonDescription()
      _ = try outline.query("//task @due or //project")
    }
  }

  @Test("No query text makes the query parser trap; results are sorted and in range")
  func queryParserTotal() async {
    let outline = Outline(parsing: "A: @due(2026-01-01)\n\t- a @due(2025-12-31)\n\t\tnote\n- b\nc")
    let queries = Gen<String?>.element(of: TaskPaperGen.queryTokens).array(of: 0...12)
      .map { $0.map { $0! }.joined() }
    await propertyCheck(count: 500, input: queries) { query in
      do {
        let matches = outline.evaluate(try ItemPath(query))
        #expect(matches == Array(Set(matches)).sorted())
        #expect(matches.allSatisfy { outline.items.indices.contains($0) })
      } catch let error as ItemPathError {
        #expect(error.offset >= 0 && error.offset <= query.unicodeScalars.count)
        #expect(!error.expected.isEmpty)
      }
    }
  }

  @Test("A tag value survives writing and reading back, whatever its characters")
  func tagValueRoundTrip() async {
    let values = Gen<Character?>.element(of: TaskPaperGen.bodyCharacters).array(of: 0...12)
      .map { String($0.map { $0! }) }
    await propertyCheck(count: 300, input: values) { value in
      var outline = Outline(parsing: "- task @x(1) here @y")
      let id = outline.items[0].id
      try outline.setTag("x", value: value, on: id)
      try outline.setTag("z", value: value, on: id)
      #expect(outline.items[0].tag("x") == value)
      #expect(outline.items[0].tag("z") == value)
      #expect(Outline(parsing: outline.serialized()).items[0].tags == outline.items[0].tags)
    }
  }
}
