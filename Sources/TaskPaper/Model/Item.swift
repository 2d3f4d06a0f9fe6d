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
public struct Item: Identifiable, Sendable {
  // A parsed document has hundreds of thousands of items, so an item is 40 bytes: offsets into
  // the text it shares with the rest of its document. Body, content and tags are made on
  // request; `tag(_:)` and the query engine compare tag names without making strings.

  /// The item's identity within its outline; stable across edits. Stores that keep identities
  /// across loads give them back with ``Outline/assignIdentities(_:next:)``.
  public internal(set) var id: ItemID
  // Readable inside the module so the query engine can look at tags in place (`ItemBytes`).
  private(set) var source: ItemText
  private(set) var bodyStart: UInt32
  private(set) var bodyLength: UInt32
  /// Index in `source.tags` of the item's first tag (or of the next item's, if it has none).
  private(set) var firstTag: UInt32
  private var storedDepth: Int32
  private var storedIndent: Int32
  /// The type derived from the body.
  public private(set) var type: ItemType

  /// Nesting level: the number of ancestors, 0 for a top-level item.
  public internal(set) var depth: Int {
    get { Int(storedDepth) }
    set { storedDepth = Int32(newValue) }
  }

  /// How many levels deeper than its parent the item was written (1 unless over-indented).
  public internal(set) var indent: Int {
    get { Int(storedIndent) }
    set { storedIndent = Int32(clamping: newValue) }
  }

  /// An item for a body of its own (an inserted or edited line).
  init(id: ItemID, body: String, depth: Int, indent: Int) {
    let source = ItemText(body)
    var tags = TagTable()
    let type = source.withBytes { bytes in
      BodyAnalysis.analyse(bytes, in: 0..<bytes.count, tags: &tags)
    }
    source.setTags(tags)
    self.init(
      id: id, source: source, body: 0..<body.utf8.count, firstTag: 0, type: type, depth: depth,
      indent: indent)
  }

  /// An item whose body is `body` in `source`, analysed already.
  init(
    id: ItemID, source: ItemText, body: Range<Int>, firstTag: Int, type: ItemType, depth: Int,
    indent: Int
  ) {
    self.id = id
    self.source = source
    self.bodyStart = UInt32(body.lowerBound)
    self.bodyLength = UInt32(body.count)
    self.firstTag = UInt32(firstTag)
    self.type = type
    self.storedDepth = Int32(depth)
    self.storedIndent = Int32(clamping: indent)
  }

  private var bodyRange: Range<Int> { Int(bodyStart)..<(Int(bodyStart) + Int(bodyLength)) }

  /// The length of the body in UTF-8 bytes.
  var bodyUTF8Count: Int { Int(bodyLength) }

  /// The body as a slice of the shared text, for comparing and copying without a new string.
  var bodyText: Substring { source.slice(bodyRange) }

  /// Runs `body` over the body's UTF-8 bytes, in place: a store comparing 100,000 bodies with
  /// the ones it keeps makes no string for each.
  ///
  /// ```swift
  /// Outline(parsing: "- a").items[0].withBodyBytes { Array($0) }  // [45, 32, 97]
  /// ```
  public func withBodyBytes<R>(_ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
    let range = bodyRange
    return source.withBytes { body(UnsafeBufferPointer(rebasing: $0[range])) }
  }

  /// The line without its indentation: marker, text, tags and trailing whitespace, verbatim.
  public var body: String { String(bodyText) }

  /// The body without its type marker (`- `, the project colon) and without its trailing tags.
  /// Falls back to the whole body when that would be empty, as birch does.
  public var content: String {
    let range = withBodyBytes { BodyAnalysis.contentRange($0) }
    let start = Int(bodyStart)
    return String(source.slice((start + range.lowerBound)..<(start + range.upperBound)))
  }

  /// Tags in order of first appearance; a repeated name keeps its first value.
  public var tags: [Tag] {
    source.withBytes { bytes in
      var result: [Tag] = []
      forEachTag { tag in
        result.append(Tag(name: Self.name(tag, in: bytes), value: Self.value(tag, in: bytes)))
        return false
      }
      return result
    }
  }

  /// Calls `visit` with the name of each tag ``tags`` lists, in order, as UTF-8 bytes read in
  /// place: a pass counting the tags of 100,000 items makes no string for a name it skips,
  /// and none for any value.
  ///
  /// ```swift
  /// Outline(parsing: "- x @a @b(1)").items[0].forEachTagName { print(Array($0)) }  // [97] [98]
  /// ```
  public func forEachTagName(_ visit: (UnsafeBufferPointer<UInt8>) -> Void) {
    source.withBytes { bytes in
      forEachTag { tag in
        visit(UnsafeBufferPointer(rebasing: bytes[Int(tag.nameStart)..<Int(tag.nameEnd)]))
        return false
      }
    }
  }

  /// The value of the first tag called `name` (case-sensitive), or `nil` if there is none.
  ///
  /// ```swift
  /// Outline(parsing: "- x @done").items[0].tag("done")  // ""
  /// ```
  public func tag(_ name: String) -> String? {
    var name = name
    return name.withUTF8 { wanted in
      source.withBytes { bytes in
        var found: String?
        forEachTag { tag in
          let candidate = UnsafeBufferPointer(
            rebasing: bytes[Int(tag.nameStart)..<Int(tag.nameEnd)])
          guard BodyAnalysis.sameName(candidate, wanted) else { return false }
          found = Self.value(tag, in: bytes)
          return true
        }
        return found
      }
    }
  }

  /// Calls `visit` with each of the item's tags until it returns `true`.
  @inline(__always)
  private func forEachTag(_ visit: (TagRange) -> Bool) {
    let tags = source.tags
    let end = bodyStart &+ bodyLength
    var index = Int(firstTag)
    // `<=`: a lone `@` ending the body has an empty name right at its end. The next body's
    // tags all start after the line break.
    while index < tags.count, tags[index].nameStart <= end {
      if visit(tags[index]) { return }
      index += 1
    }
  }

  private static func name(_ tag: TagRange, in bytes: UnsafeBufferPointer<UInt8>) -> String {
    String(
      decoding: UnsafeBufferPointer(rebasing: bytes[Int(tag.nameStart)..<Int(tag.nameEnd)]),
      as: UTF8.self)
  }

  private static func value(_ tag: TagRange, in bytes: UnsafeBufferPointer<UInt8>) -> String {
    TagScanner.unescapedValue(
      UnsafeBufferPointer(rebasing: bytes[Int(tag.valueStart)..<Int(tag.valueEnd)]))
  }

  /// Replaces the body and derives type, content and tags again.
  mutating func replaceBody(_ newBody: String) {
    self = Item(id: id, body: newBody, depth: depth, indent: indent)
  }
}

extension Item: Hashable {
  /// Items are equal when their identity, place and body are; type, content and tags follow
  /// from the body. Bodies compare as strings (canonical equivalence), as they always have.
  public static func == (a: Item, b: Item) -> Bool {
    guard a.id == b.id, a.storedDepth == b.storedDepth, a.storedIndent == b.storedIndent,
      a.type == b.type
    else { return false }
    // Unchanged items of two versions of one outline point at the same line: equal without
    // reading it (a state diff compares every item of a 100,000-item outline).
    if a.source === b.source, a.bodyStart == b.bodyStart, a.bodyLength == b.bodyLength {
      return true
    }
    let sameBytes = a.withBodyBytes { x in b.withBodyBytes { y in x.elementsEqual(y) } }
    if sameBytes { return true }
    return a.bodyText == b.bodyText && a.tags == b.tags && a.content == b.content
  }

  /// Hashes what equality compares: identity, depth, indentation and body.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(id)
    hasher.combine(storedDepth)
    hasher.combine(storedIndent)
    hasher.combine(bodyText)
  }
}

extension Item: CustomReflectable {
  /// What the item is, not how it is stored: its stored fields point into the text of the
  /// whole document, which a debugger, `dump` or a state diff would otherwise print (or walk)
  /// for every item.
  ///
  /// ```swift
  /// dump(Outline(parsing: "- Buy milk @due(2026-11-30)").items[0])
  /// // ▿ Item  - id … - type: task - depth: 0 - indent: 1 - body: "- Buy milk @due(2026-11-30)"
  /// ```
  public var customMirror: Mirror {
    Mirror(
      self,
      children: ["id": id, "type": type, "depth": depth, "indent": indent, "body": body],
      displayStyle: .struct)
  }
}
