import PropertyBased
import TaskPaper
import Testing

/// The one-pass parser against the parser it replaced (kept under `Reference/`): same items,
/// field for field, on generated text. The conformance corpus pins birch's answers; this pins
/// everything else the old parser did, quirks included.
@Suite("One-pass parser agrees with the previous parser")
struct ReferenceParserTests {
  /// Characters that exercise every rule: markers, tags and escapes, colons, tabs and spaces,
  /// every kind of line break, Unicode whitespace, tag-name letters and an emoji.
  static let characters: [Character] =
    TaskPaperGen.rawCharacters + [
      "@", "@", "(", ")", "\\", "\t", "\t", " ", "\u{3000}", "\u{2029}", "é", "優", "\r\n",
    ]

  private func expectSameItems(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) {
    let expected = Reference.parse(text)
    let items = Outline(parsing: text).items
    let actual = items.map {
      Reference.ParsedItem(
        depth: $0.depth, indent: $0.indent, type: $0.type, body: $0.body, content: $0.content,
        tags: $0.tags)
    }
    #expect(actual == expected, "\(text.debugDescription)", sourceLocation: sourceLocation)
    #expect(items.map(\.id.rawValue) == Array(items.indices), sourceLocation: sourceLocation)
  }

  @Test("Random text, including line breaks of every kind")
  func randomText() async {
    let raw = Gen<Character?>.element(of: Self.characters).array(of: 0...120)
      .map { String($0.map { $0! }) }
    await propertyCheck(count: 2000, input: raw) { text in
      expectSameItems(text)
    }
  }

  @Test("Random outlines: lines of indentation, a marker, words and tags")
  func randomOutlines() async {
    let indentation = Gen<String?>.element(of: ["", "\t", "\t\t", "  ", "    ", "\t ", " \t"])
    let word = Gen<String?>.element(of: [
      "a", "Inbox:", "-", "- ", "+ ", "* ", "@done", "@due(2026-11-30)", "@a(x\\) y)", "@優先(1)",
      "@type(x)", "@", "(", ")", "\\)", " ", "\u{00A0}", "\u{3000}", "mail@x.org", "café",
    ])
    let line = zip(indentation, word.array(of: 0...6)).map { indent, words in
      indent! + words.map { $0! }.joined(separator: " ")
    }
    let lines = line.array(of: 1...12)
    let endings = Gen<String?>.element(of: ["\n", "\n", "\r\n", "\r"])
    await propertyCheck(count: 1000, input: zip(lines, endings)) { lines, ending in
      expectSameItems(lines.joined(separator: ending!))
      expectSameItems(lines.joined(separator: "\n") + "\n")
    }
  }

  @Test("The conformance inputs")
  func corpusInputs() throws {
    for name in Corpus.caseNames {
      expectSameItems(String(decoding: try Corpus.inputBytes(name), as: UTF8.self))
    }
  }

  @Test("Space indentation found only on a late line still converts the whole text")
  func lateSpaceIndentation() {
    expectSameItems("A:\n\t- a\n\t\tb @x\n\n  - c")
    expectSameItems("A:\n\t- a\n \t- b\n")
    expectSameItems("  A:")
  }

  @Test("Lines of only non-ASCII whitespace")
  func unicodeWhitespaceLines() {
    for space in ["\u{00A0}", "\u{3000}", "\u{2028}", "\u{FEFF}", "\u{00A0}\u{00A0}"] {
      expectSameItems("A:\n\t- a\n\(space)\n\t- b")
      expectSameItems("A:\n\t- a\n\t\(space)")
      expectSameItems("A:\n\(space)\n")
    }
  }
}
