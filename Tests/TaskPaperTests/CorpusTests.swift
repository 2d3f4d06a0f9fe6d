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

  @Test(
    "Bodies and tag names read in place are the ones the strings hold", arguments: Corpus.caseNames)
  func inPlaceReads(name: String) throws {
    let outline = try Outline(validating: Corpus.inputBytes(name))
    for item in outline.items {
      #expect(item.withBodyBytes { Array($0) } == Array(item.body.utf8))
      var names: [String] = []
      item.forEachTagName { names.append(String(decoding: $0, as: UTF8.self)) }
      #expect(names == item.tags.map(\.name))
    }
    var lines: [String] = []
    let all = outline.allLines { depth, indent, body in
      lines.append("\(depth)/\(indent)/" + String(decoding: body, as: UTF8.self))
      return true
    }
    #expect(all)
    #expect(lines == outline.items.map { "\($0.depth)/\($0.indent)/\($0.body)" })
    var asked = 0
    #expect(
      !outline.allLines { _, _, _ in
        asked += 1
        return false
      } || outline.items.isEmpty)
    #expect(asked == min(1, outline.items.count), "asking stops at the first failure")
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
