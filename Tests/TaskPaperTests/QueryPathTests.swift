import PropertyBased
import TaskPaper
import Testing

/// The query engine compares tags and bodies of parsed items on the bytes of the text they
/// share, and everything else (edited items, the root, `count()`, dates, non-ASCII values…) the
/// general way, value by value as birch's JavaScript does. The same outline with every item set
/// to its own body again takes the general way for every item: both must give the same matches.
@Suite("Byte-level predicates agree with the general path")
struct QueryPathTests {
  static let tagNames = ["priority", "p", "due", "done", "Ka", "\u{212A}a", "優先", "type"]
  static let tagValues = [
    "", "2", "10", "3.5", "-1", " 7", "007", "abc", "ABC", "Abc", "é", "É", "x\\)y", "a\\(b",
    "2026-01-05", "1e3", "Infinity", "0x10", "ß", "\u{FF01}", "😀", "1234567890123456789",
  ]
  static let words = ["milk", "MILK", "Milk", "café", "x", "-", "@", "Z", "\u{FF01}", "😀"]

  static let attributes = [
    "@priority", "@p", "@due", "@done", "@text", "@id", "@type", "@Ka", "@\u{212A}a", "@優先",
    "@missing",
  ]
  static let relations = [
    "=", "!=", "<", ">", "<=", ">=", "beginswith", "endswith", "contains", "like", "matches",
  ]
  static let modifiers = ["", "[s]", "[i]", "[n]", "[d]"]
  static let queryValues = [
    "2", "\"10\"", "abc", "ABC", "\"\"", "é", "-1", "milk", "MI", "\"x)y\"", "3.5", "a",
    "2026-01-01", "\u{212A}", "\"😀\"",
  ]

  /// Lines of tabs, an optional marker, words and tags with awkward values.
  static func documents() -> Generator<String, some SendableSequenceType> {
    let tag = zip(
      Gen<String?>.element(of: tagNames), Gen<String?>.element(of: tagValues), Gen.int(in: 0...2)
    ).map { name, value, form in
      form == 0 ? "@\(name!)" : "@\(name!)(\(value!))"
    }
    let line = zip(
      Gen.int(in: 0...3), Gen<String?>.element(of: ["", "- ", "* ", "Project "]),
      Gen<String?>.element(of: words).array(of: 0...3), tag.array(of: 0...3),
      Gen<String?>.element(of: ["", ":"])
    ).map { tabs, marker, words, tags, colon in
      String(repeating: "\t", count: tabs) + marker! + words.map { $0! }.joined(separator: " ")
        + colon! + tags.map { " " + $0 }.joined()
    }
    return line.array(of: 1...14).map { $0.joined(separator: "\n") }
  }

  /// `//type predicate`, the predicate one comparison or two joined by `and` / `or`, maybe
  /// negated.
  static func queries() -> Generator<String, some SendableSequenceType> {
    let comparison = zip(
      Gen<String?>.element(of: attributes), Gen<String?>.element(of: relations),
      Gen<String?>.element(of: modifiers), Gen<String?>.element(of: queryValues),
      Gen.int(in: 0...3)
    ).map { attribute, relation, modifier, value, form in
      switch form {
      case 0: attribute!  // an existence test
      case 1: "not " + attribute!
      default: "\(attribute!) \(relation!) \(modifier!) \(value!)"
      }
    }
    return zip(
      Gen<String?>.element(of: ["//", "//task ", "//project ", "//note ", "/*/"]), comparison,
      comparison, Gen<String?>.element(of: ["", " and ", " or "])
    ).map { start, first, second, join in
      start! + first + (join!.isEmpty ? "" : join! + second)
    }
  }

  /// The outline with every item's body set again: each item then has a text of its own.
  static func edited(_ outline: Outline) -> Outline {
    var edited = outline
    for item in outline.items {
      // A body the editor refuses (leading Unicode whitespace) keeps the shared text.
      try? edited.setBody(item.body, of: item.id)
    }
    return edited
  }

  @Test("Random documents and comparisons")
  func randomQueries() async {
    await propertyCheck(count: 1500, input: Self.documents(), Self.queries()) { text, query in
      let parsed = Outline(parsing: text)
      guard let path = try? ItemPath(query) else { return }
      #expect(
        parsed.evaluate(path) == Self.edited(parsed).evaluate(path),
        "\(query) on \(text.debugDescription)")
    }
  }

  @Test("A query's lines are the matched lines of the serialized text")
  func serializedLines() async {
    await propertyCheck(count: 300, input: Self.documents(), Self.queries()) { text, query in
      let outline = Outline(parsing: text)
      guard let matches = try? outline.query(query) else { return }
      let lines = outline.serialized().split(separator: "\n", omittingEmptySubsequences: false)
      #expect(lines.count == outline.items.count)
      #expect(outline.serializedLines(at: matches) == matches.map { lines[$0] + "\n" }.joined())
    }
  }

  @Test(
    "Cases the byte path must hand over or get exactly right",
    arguments: [
      "//@p = \"\"", "//@p < [n] 5", "//@p = [n] 7", "//@p > [n] -2", "//@p >= [n] 1e3",
      "//@Ka", "//@\u{212A}a = [s] x", "//@p = [i] abc", "//@p contains [i] B",
      "//@text contains milk", "//@text beginswith [s] -", "//@p = \"x)y\"",
      "//@p < [d] 2027-01-01",
      "//@p matches \"^[0-9]+$\"", "//@id = item-1", "//@type = task", "//@missing != 1",
      "//@p != [n] 2", "//@p <= [n] 3.5", "//@p endswith [s] C",
    ])
  func knownCases(query: String) throws {
    let outline = Outline(
      parsing: """
        Inbox:
        \t- milk @p(7) @Ka(x)
        \t- MILK @p(abc) @\u{212A}a(y)
        \t- Milk @p(ABC) @p(2)
        \t- café @p() @p(x\\)y)
        \t- x @p( 7) @p
        \t- y @p(3.5) @p(1e3)
        \t\tnote @p(007) @p(2026-06-01)
        \t- z @p(é) @done
        """)
    let path = try ItemPath(query)
    #expect(outline.evaluate(path) == Self.edited(outline).evaluate(path))
  }
}
