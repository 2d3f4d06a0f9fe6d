/// One line of a TaskPaper outline: a project, a task or a note.
///
/// The body is the source of truth; type, content and tags are derived from it exactly as birch
/// does, and change whenever the body changes.
///
/// ```swift
/// let item = Outline(parsing: "- Buy milk @due(2026-11-30)").items[0]
/// item.type     // .task
/// item.content  // "Buy milk"
/// item.tag("due")  // "2026-11-30"
/// ```
public struct Item: Identifiable, Hashable, Sendable {
  /// The item's identity within its outline; stable across edits. Stores that keep identities
  /// across loads give them back with ``Outline/assignIdentities(_:next:)``.
  public internal(set) var id: ItemID
  /// The line without its indentation: marker, text, tags and trailing whitespace, verbatim.
  public private(set) var body: String
  /// The type derived from the body.
  public private(set) var type: ItemType
  /// Tags in order of first appearance; a repeated name keeps its first value.
  public private(set) var tags: [Tag]
  /// Nesting level: the number of ancestors, 0 for a top-level item.
  public internal(set) var depth: Int
  /// How many levels deeper than its parent the item was written (1 unless over-indented).
  public internal(set) var indent: Int
  /// Byte range of ``content`` inside ``body``'s UTF-8.
  private var contentRange: Range<Int>

  init(id: ItemID, body: String, depth: Int, indent: Int) {
    self.id = id
    self.body = body
    self.depth = depth
    self.indent = indent
    let analysis = BodyAnalysis(body)
    self.type = analysis.type
    self.tags = analysis.tags
    self.contentRange = analysis.contentRange
  }

  init(id: ItemID, body: String, analysis: BodyAnalysis, depth: Int, indent: Int) {
    self.id = id
    self.body = body
    self.depth = depth
    self.indent = indent
    self.type = analysis.type
    self.tags = analysis.tags
    self.contentRange = analysis.contentRange
  }

  /// The body without its type marker (`- `, the project colon) and without its trailing tags.
  /// Falls back to the whole body when that would be empty, as birch does.
  public var content: String {
    if contentRange.lowerBound == 0 && contentRange.upperBound == body.utf8.count { return body }
    let utf8 = body.utf8
    let start = utf8.index(utf8.startIndex, offsetBy: contentRange.lowerBound)
    let end = utf8.index(utf8.startIndex, offsetBy: contentRange.upperBound)
    return String(body[start..<end])
  }

  /// The value of the first tag called `name` (case-sensitive), or `nil` if there is none.
  ///
  /// ```swift
  /// Outline(parsing: "- x @done").items[0].tag("done")  // ""
  /// ```
  public func tag(_ name: String) -> String? {
    tags.first { $0.name == name }?.value
  }

  /// Replaces the body and derives type, content and tags again.
  mutating func replaceBody(_ newBody: String) {
    body = newBody
    let analysis = BodyAnalysis(newBody)
    type = analysis.type
    tags = analysis.tags
    contentRange = analysis.contentRange
  }
}
