/// A TaskPaper document: items in document order (a parent before its children), each with
/// its depth and indentation. A value type; edits go through the methods in `Editing/`.
///
/// ```swift
/// let outline = Outline(parsing: "Inbox:\n\t- Buy milk @due(2026-11-30)\n")
/// outline.items.count           // 3 (the trailing newline is an empty item)
/// outline.parentIndex(of: 1)    // 0
/// outline.serialized()          // the same text back
/// ```
public struct Outline: Hashable, Sendable {
  /// Every item in document order. Stored in chunks (``OutlineItems``), so an edit of a large
  /// outline copies one chunk, not every item, while an earlier copy of the outline lives on.
  public internal(set) var items: OutlineItems
  /// The next identity to hand out; identities are never reused within one outline.
  var nextID: Int

  /// An outline with no items.
  public init() {
    items = []
    nextID = 0
  }

  /// Parses TaskPaper text exactly as birch-outline 0.2.1 does. Never fails: every text is
  /// some outline. An empty text gives one empty item. The items share the text's storage, so
  /// parsing copies nothing of a document whose lines end in `\n` and are indented with tabs.
  public init(parsing text: String) {
    var next = 0
    items = OutlineParser.parse(text, nextID: &next)
    nextID = next
  }

  /// Parses UTF-8 bytes. Invalid sequences become U+FFFD; use ``init(validating:)`` to reject them.
  public init(parsing bytes: some Sequence<UInt8>) {
    let text = bytes.withContiguousStorageIfAvailable { String(decoding: $0, as: UTF8.self) }
    self.init(parsing: text ?? String(decoding: Array(bytes), as: UTF8.self))
  }

  /// Parses UTF-8 bytes, or throws ``TaskPaperError/invalidUTF8(offset:)`` if they are not UTF-8.
  /// The bytes are checked once, while they are copied into the text the items share.
  ///
  /// ```swift
  /// let outline = try Outline(validating: Data(contentsOf: url))
  /// ```
  public init(validating bytes: some Collection<UInt8>) throws(TaskPaperError) {
    switch UTF8Validation.text(bytes) {
    case .success(let text): self.init(parsing: text)
    case .failure(let error): throw error
    }
  }

  /// The index of the item with identity `id`, if it is in this outline.
  public func index(of id: ItemID) -> Int? {
    items.index(of: id)
  }

  /// The item with identity `id`, if it is in this outline.
  public subscript(id id: ItemID) -> Item? {
    index(of: id).map { items[$0] }
  }

  /// The index of the parent of the item at `index`, or `nil` for a top-level item.
  public func parentIndex(of index: Int) -> Int? {
    let depth = items[index].depth
    guard depth > 0 else { return nil }
    var i = index - 1
    while i >= 0, items[i].depth >= depth { i -= 1 }
    return i >= 0 ? i : nil
  }

  /// The parent index of every item, computed in one pass.
  public func parentIndexes() -> [Int?] {
    var result: [Int?] = []
    result.reserveCapacity(items.count)
    var stack: [Int] = []
    for (index, item) in items.enumerated() {
      if stack.count > item.depth { stack.removeLast(stack.count - item.depth) }
      result.append(stack.last)
      stack.append(index)
    }
    return result
  }

  /// Whether `check` holds for every item, given its depth, indentation and body (UTF-8,
  /// read in place), asked in document order until it fails: a store checking 100,000 items
  /// against what it stored makes no string and copies no item.
  ///
  /// ```swift
  /// Outline(parsing: "A:\n\t- b").allLines { depth, _, body in depth < 2 && !body.isEmpty }
  /// // true
  /// ```
  public func allLines(
    satisfy check: (_ depth: Int, _ indent: Int, _ body: UnsafeBufferPointer<UInt8>) -> Bool
  ) -> Bool {
    var holds = true
    items.forEachChunk { chunk in
      var index = chunk.startIndex
      while holds, index < chunk.endIndex {
        let (depth, indent) = (chunk[index].depth, chunk[index].indent)
        holds = chunk[index].withBodyBytes { check(depth, indent, $0) }
        index += 1
      }
    }
    return holds
  }

  /// The end (exclusive) of the subtree rooted at `index`: the item and all its descendants.
  func subtreeEnd(of index: Int) -> Int {
    let depth = items[index].depth
    var end = index + 1
    while end < items.count, items[end].depth > depth { end += 1 }
    return end
  }
}

/// Errors of the TaskPaper kit, each with a message fit to show a user.
public enum TaskPaperError: Error, Equatable, Sendable, Codable, CustomStringConvertible {
  /// The bytes are not valid UTF-8; `offset` is the first bad byte.
  case invalidUTF8(offset: Int)
  /// No item with this identity exists in the outline.
  case unknownItem(ItemID)
  /// The edit would break the outline's shape (e.g. moving an item into its own subtree).
  case invalidEdit(String)
  /// The text cannot be a body: it contains a line break, or starts with whitespace that
  /// would read back as indentation.
  case invalidBody(String)
  /// The tag name cannot be written as a tag.
  case invalidTagName(String)

  /// A sentence that says what went wrong, fit to show a user.
  public var description: String {
    switch self {
    case .invalidUTF8(let offset):
      "The text is not valid UTF-8 (first bad byte at offset \(offset))."
    case .unknownItem(let id): "No item \(id) in this outline."
    case .invalidEdit(let reason): "Invalid edit: \(reason)."
    case .invalidBody(let body):
      "An item body cannot contain a line break or start with whitespace: \(body.debugDescription)."
    case .invalidTagName(let name): "Unable to convert \(name.debugDescription) into a tag name."
    }
  }
}

extension Outline: CustomReflectable {
  /// The items as an `Array`, made only when a debugger or a state diff reads them: those
  /// know how to compare two arrays of identified items quickly, not the chunks the items are
  /// stored in.
  public var customMirror: Mirror {
    let items = self.items
    let nextID = self.nextID
    let children = (0..<2).lazy.map { field -> Mirror.Child in
      field == 0 ? (label: "items", value: Array(items)) : (label: "nextID", value: nextID)
    }
    return Mirror(self, children: children, displayStyle: .struct)
  }
}
