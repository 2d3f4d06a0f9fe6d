/// Builds items from TaskPaper text following birch-outline 0.2.1 (see the module docs).
///
/// One pass over the text's UTF-8 builds the items: no list of lines, no decoding of bodies,
/// tags scanned on the bytes. The items share the text (an ``ItemText``) instead of copying
/// their bodies out of it. Only text that birch would rewrite first — `\r` line endings, space
/// indentation — is normalized into a new string before that pass.
enum OutlineParser {
  /// Texts at least this long give each item a text of its own: the shared layout keeps
  /// offsets, depths and indents in 32 bits.
  static let sharedTextLimit = Int(Int32.max)

  /// Parses `text` into items in document order, numbering identities from `nextID`.
  static func parse(_ text: String, nextID: inout Int) -> [Item] {
    var text = text
    text.makeContiguousUTF8()
    if let unixLines = LineNormalizer.normalizingLineEndings(text) { text = unixLines }
    var next = nextID
    if let items = buildItems(ItemText(text), nextID: &next, stopAtSpaceIndentation: true) {
      nextID = next
      return items
    }
    // A line is indented with spaces: birch converts them to tabs, then reads the result as is.
    let converted = ItemText(LineNormalizer.convertingSpaces(text))
    return buildItems(converted, nextID: &nextID, stopAtSpaceIndentation: false) ?? []
  }

  /// The items of `source`, whose line endings are already `\n`. Returns `nil` (numbering
  /// nothing) when `stopAtSpaceIndentation` is set and a line's indentation holds a space in a
  /// text of more than one line: birch normalizes such text first.
  private static func buildItems(
    _ source: ItemText, nextID: inout Int, stopAtSpaceIndentation: Bool
  ) -> [Item]? {
    source.withBytes { bytes in
      let n = bytes.count
      let detached = n >= sharedTextLimit
      var items: [Item] = []
      // Exact counts, so a large document's arrays are neither regrown nor over-allocated.
      let (lines, ats) = count(bytes)
      items.reserveCapacity(lines)
      if !detached { source.reserveTags(ats) }
      var levels: [Int] = []  // levels of the open ancestors
      var firstPendingBlank = -1  // blank lines wait for the level of the next real line
      var scratch: [TagScanner.Match] = []
      var lineStart = 0
      var id = nextID
      while true {
        var bodyStart = lineStart
        while bodyStart < n, bytes[bodyStart] == UInt8(ascii: "\t") { bodyStart += 1 }
        let lineEnd = ByteSearch.first(UInt8(ascii: "\n"), in: bytes, from: bodyStart, to: n)
        if stopAtSpaceIndentation, bodyStart < n, bytes[bodyStart] == UInt8(ascii: " "),
          lineStart > 0 || lineEnd < n
        {
          return nil
        }
        let isBlank = Scalars.isBlankLine(bytes, from: bodyStart, to: lineEnd)
        var item: Item
        if detached {
          let body = UnsafeBufferPointer(rebasing: bytes[bodyStart..<lineEnd])
          item = Item(
            id: ItemID(rawValue: id), body: String(decoding: body, as: UTF8.self), depth: 0,
            indent: 1)
        } else {
          let firstTag = source.tags.count
          let type = BodyAnalysis.analyse(
            bytes, in: bodyStart..<lineEnd, scratch: &scratch, tags: source)
          item = Item(
            id: ItemID(rawValue: id), source: source, body: bodyStart..<lineEnd,
            firstTag: firstTag, type: type, depth: 0, indent: 1)
        }
        id += 1
        if isBlank {
          // Trailing blank lines keep level 1: top level.
          if firstPendingBlank < 0 { firstPendingBlank = items.count }
        } else {
          let level = bodyStart - lineStart + 1
          // An item's parent is the nearest earlier item with a lower level.
          while let last = levels.last, last >= level { levels.removeLast() }
          let depth = levels.count
          let indent = levels.last.map { level - $0 } ?? 1
          if firstPendingBlank >= 0 {
            for index in firstPendingBlank..<items.count {
              items[index].depth = depth
              items[index].indent = indent
            }
            firstPendingBlank = -1
          }
          item.depth = depth
          item.indent = indent
          levels.append(level)
        }
        items.append(item)
        if lineEnd == n {
          nextID = id
          return items
        }
        lineStart = lineEnd + 1
      }
    }
  }

  /// The number of lines (one more than the number of `\n`) and of `@`, which bounds the
  /// number of tags.
  private static func count(_ bytes: UnsafeBufferPointer<UInt8>) -> (lines: Int, ats: Int) {
    var lines = 1
    var ats = 0
    // Eight bytes at a time (the compiler does not vectorize the byte loop): ~5× faster.
    @inline(__always) func zeroBytes(_ x: UInt64) -> Int {
      // A byte's high bit ends up set exactly when the byte is not zero; no carries cross bytes.
      let nonZero = (((x & 0x7F7F_7F7F_7F7F_7F7F) &+ 0x7F7F_7F7F_7F7F_7F7F) | x)
      return 8 &- (nonZero & 0x8080_8080_8080_8080).nonzeroBitCount
    }
    var i = 0
    if let base = bytes.baseAddress {
      let raw = UnsafeRawPointer(base)
      while i + 8 <= bytes.count {
        let word = raw.loadUnaligned(fromByteOffset: i, as: UInt64.self)
        lines &+= zeroBytes(word ^ 0x0A0A_0A0A_0A0A_0A0A)
        ats &+= zeroBytes(word ^ 0x4040_4040_4040_4040)
        i += 8
      }
    }
    while i < bytes.count {
      if bytes[i] == UInt8(ascii: "\n") { lines += 1 }
      if bytes[i] == UInt8(ascii: "@") { ats += 1 }
      i += 1
    }
    return (lines, ats)
  }
}
