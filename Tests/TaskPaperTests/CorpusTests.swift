import Foundation
import TaskPaper
import Testing

@Suite("Conformance corpus (birch-outline 0.2.1)")
struct CorpusTests {
  @Test("The corpus is present")
  func corpusIsPresent() {
    #expect(Corpus.caseNames.count == 50)
    #expect(Corpus.queries.count == 41)
  }

  @Test("Parse matches birch field for field", arguments: Corpus.caseNames)
  func parse(name: String) throws {
    let outline = try Outline(validating: Corpus.inputBytes(name))
    let expected = try Corpus.expected(name)
    let parents = outline.parentIndexes()
    let actual = outline.items.enumerated().map { index, item in
      Corpus.ExpectedItem(
        depth: item.depth, indent: item.indent, type: item.type.rawValue, body: item.body,
        content: item.content,
        tags: Dictionary(item.tags.map { ($0.name, $0.value) }, uniquingKeysWith: { a, _ in a }),
        parentIndex: parents[index])
    }
    #expect(actual.count == expected.items.count)
    for (a, e) in zip(actual, expected.items) {
      #expect(a == e)
    }
  }

  @Test("Serialize matches birch byte for byte", arguments: Corpus.caseNames)
  func serialize(name: String) throws {
    let outline = try Outline(validating: Corpus.inputBytes(name))
    #expect(outline.serialized() == (try Corpus.expected(name).serialized))
  }
}

@Suite("Conformance corpus queries")
struct CorpusQueryTests {
  @Test("Query gives birch's matches in birch's order", arguments: Corpus.queries)
  func query(_ query: Corpus.Query) throws {
    let outline = try Outline(validating: Corpus.inputBytes(query.document))
    #expect(try outline.query(query.query) == query.matches)
  }
}
