/// A compiled item-path query in birch's language, as TaskPaper 3 uses it.
///
/// ```swift
/// let outline = Outline(parsing: "Inbox:\n\t- Buy milk @due(2026-11-30)\n\t- Call Bob @done")
/// let path = try ItemPath("project Inbox//task not @done")
/// outline.evaluate(path)   // [1]
/// try outline.query("//@due < [d] 2026-12-01")  // [1]
/// ```
public struct ItemPath: Hashable, Sendable, CustomStringConvertible {
  /// The query text as written.
  public let source: String
  let expression: PathSyntax.Expression

  /// Parses `source`, or throws an ``ItemPathError`` naming the position and what was expected.
  public init(_ source: String) throws(ItemPathError) {
    var parser = ItemPathParser(source)
    self.source = source
    self.expression = try parser.parse()
  }

  /// The query text as written, the same as ``source``.
  public var description: String { source }
}

/// A malformed item path: where parsing stopped and what would have been accepted there.
///
/// ```swift
/// do { _ = try ItemPath("//task and") } catch { print(error) }
/// // Invalid item path at column 8: expected "/", … or end of input, but found "and".
/// ```
public struct ItemPathError: Error, Hashable, Sendable, CustomStringConvertible {
  /// Offset of the problem in Unicode scalars from the start of the query (0-based).
  public var offset: Int
  /// What the grammar would have accepted at ``offset``.
  public var expected: [String]
  /// The text found at ``offset`` (up to a few characters), or `nil` at the end of the query.
  public var found: String?

  /// A message naming the column (counted from 1), what was expected and what was found.
  public var description: String {
    var list = expected
    let last = list.popLast()
    let alternatives =
      list.isEmpty ? (last ?? "nothing") : list.joined(separator: ", ") + " or " + last!
    let found = found.map { "\"\($0)\"" } ?? "the end of the query"
    return
      "Invalid item path at column \(offset + 1): expected \(alternatives), but found \(found)."
  }
}

extension Outline {
  /// Indexes into ``items`` of the items `path` matches, in document order.
  public func evaluate(_ path: ItemPath) -> [Int] {
    ItemPathEvaluator(self).evaluate(path.expression)
  }

  /// Parses and evaluates an item path in one go.
  ///
  /// ```swift
  /// try Outline(parsing: "- a @done\n- b").query("//@done")  // [0]
  /// ```
  public func query(_ path: String) throws(ItemPathError) -> [Int] {
    evaluate(try ItemPath(path))
  }
}
