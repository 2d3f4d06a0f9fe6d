import TaskPaper
import Testing

@Suite("Item-path queries")
struct QueryTests {
  // 0 Inbox:  1 - a  2 - b  3 note b  4 - c @done  5 Home:  6 - d
  static let outline = Outline(
    parsing: """
      Inbox:
      \t- a @due(2026-01-05) @p(2)
      \t- b @p(10)
      \t\tnote b
      \t- c @done
      Home:
      \t- d @due(2025-12-31 10:00)
      """)

  @Test(
    "Matches in document order",
    arguments: [
      ("//task", [1, 2, 4, 6]),
      ("/project", [0, 5]),
      ("/*", [0, 5]),
      ("project Inbox//task", [1, 2, 4]),
      ("//@p > 5", []),
      ("//@p > [n] 5", [2]),
      ("//@p >= [n] 2", [1, 2]),
      ("//@due < [d] 2026-01-01", [6]),
      ("//@due >= [d] 2026-01-01", [1]),
      ("//@done", [4]),
      ("//task[0]", [1]),
      ("//task[-1]", [6]),
      ("//task[1:3]", [2, 4]),
      ("//task[99]", [6]),
      ("(//task union //project)[1:]", [1, 2, 4, 5, 6]),
      ("//note/..*", [2]),
      ("//task/ancestor::*", [0, 5]),
      ("//task/following-sibling::*", [2, 4]),
      ("//task/preceding-sibling::task", [1, 2]),
      ("//note/preceding::project", [0]),
      ("//task/self::*[0]", [1, 2, 4, 6]),
      ("//project count(.task) > [n] 2", [0]),
      ("//\"b\"", [0, 2, 3]),
      ("//@text beginswith [s] -", [1, 2, 4, 6]),
      ("//@text endswith [s] @done", [4]),
      ("//@text matches \"^- [a-c] \"", [1, 2, 4]),
      ("//@type = note", [3]),
      ("//not @p", [0, 3, 4, 5, 6]),
      ("//not not @p", [1, 2]),
      ("//@p = \"\"", [1, 2]),
      ("//@missing != 1", [0, 1, 2, 3, 4, 5, 6]),
      ("//@missing = 1", []),
      ("//task except //@done", [1, 2, 6]),
      ("//task intersect //@p", [1, 2]),
      ("//task @p or @done", [1, 2, 4]),
      ("//(@p and @due) or @done", [1, 4]),
      ("//@text contains [s] INBOX", []),
      ("//@text contains INBOX", [0]),
    ])
  func matches(query: String, expected: [Int]) throws {
    #expect(try Self.outline.query(query) == expected)
  }

  @Test(
    "Malformed queries name the position and what was expected",
    arguments: [
      ("//task and @due", 7),
      ("//[", 3),
      ("", 0),
      ("//@due = \"open", 14),
      ("(//task", 7),
    ])
  func errors(query: String, offset: Int) {
    #expect {
      try ItemPath(query)
    } throws: { error in
      guard let error = error as? ItemPathError else { return false }
      return error.offset == offset && !error.expected.isEmpty
        && error.description.contains("column \(offset + 1)")
    }
  }
}
