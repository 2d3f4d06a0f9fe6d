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
  static func parse(_ text: String, nextID: inout Int) -> OutlineItems {
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
    return buildItems(converted, nextID: &nextID, stopAtSpaceIndentation: false) ?? OutlineItems()
  }

  /// The items of `source`, whose line endings are already `\n`. Returns `nil` (numbering
  /// nothing) when `stopAtSpaceIndentation` is set and a line's indentation holds a space in a
  /// text of more than one line: birch normalizes such text first.
  private static func buildItems(
    _ source: ItemText, nextID: inout Int, stopAtSpaceIndentation: Bool
  ) -> OutlineItems? {
    source.withBytes { bytes in
      let n = bytes.count
      let detached = n >= sharedTextLimit
      // Exact counts, so a large document's arrays are neither regrown nor over-allocated.
      let (lines, ats) = count(bytes)
      var tags = TagTable()
      if !detached { tags.ranges.reserveCapacity(ats) }
      var id = nextID
      var complete = false
      // Written in place, one item per line: no capacity or uniqueness check per append. The
      // items are then moved (not copied) into the outline's chunks.
      let items = UnsafeMutableBufferPointer<Item>.allocate(capacity: lines)
      LargeBuffers.preferHugePages(UnsafeMutableRawBufferPointer(items))
      var initialized = 0
      defer { items.deallocate() }
      do {
        var levels: [Int] = []  // levels of the open ancestors
        var firstPendingBlank = -1  // blank lines wait for the level of the next real line
        var lineStart = 0
        while true {
          var bodyStart = lineStart
          while bodyStart < n, bytes[bodyStart] == UInt8(ascii: "\t") { bodyStart += 1 }
          let lineEnd = ByteSearch.first(UInt8(ascii: "\n"), in: bytes, from: bodyStart, to: n)
          if stopAtSpaceIndentation, bodyStart < n, bytes[bodyStart] == UInt8(ascii: " "),
            lineStart > 0 || lineEnd < n
          {
            break  // not complete: the items so far are dropped below
          }
          // Depth and indent first, so the item is built once, in place (a copy of it would
          // retain and release the shared text once more per line).
          var depth = 0
          var indent = 1
          if Scalars.isBlankLine(bytes, from: bodyStart, to: lineEnd) {
            // Trailing blank lines keep level 1: top level.
            if firstPendingBlank < 0 { firstPendingBlank = initialized }
          } else {
            let level = bodyStart - lineStart + 1
            // An item's parent is the nearest earlier item with a lower level.
            while let last = levels.last, last >= level { levels.removeLast() }
            depth = levels.count
            indent = levels.last.map { level - $0 } ?? 1
            if firstPendingBlank >= 0 {
              for index in firstPendingBlank..<initialized {
                items[index].depth = depth
                items[index].indent = indent
              }
              firstPendingBlank = -1
            }
            levels.append(level)
          }
          let slot = items.baseAddress! + initialized
          if detached {
            let body = UnsafeBufferPointer(rebasing: bytes[bodyStart..<lineEnd])
            slot.initialize(
              to: Item(
                id: ItemID(rawValue: id), body: String(decoding: body, as: UTF8.self),
                depth: depth, indent: indent))
          } else {
            let firstTag = tags.ranges.count
            let type = BodyAnalysis.analyse(bytes, in: bodyStart..<lineEnd, tags: &tags)
            slot.initialize(
              to: Item(
                id: ItemID(rawValue: id), source: source, body: bodyStart..<lineEnd,
                firstTag: firstTag, type: type, depth: depth, indent: indent))
          }
          id += 1
          initialized += 1
          if lineEnd == n {
            complete = true
            break
          }
          lineStart = lineEnd + 1
        }
      }
      guard complete else {
        items.baseAddress!.deinitialize(count: initialized)
        return nil
      }
      source.setTags(tags)
      nextID = id
      return OutlineItems(moving: items.baseAddress!, count: initialized)
    }
  }

  /// The number of lines (one more than the number of `\n`) and of `@`, which bounds the
  /// number of tags.
  private static func count(_ bytes: UnsafeBufferPointer<UInt8>) -> (lines: Int, ats: Int) {
    var lines = 1
    var ats = 0
    var i = 0
    // Sixteen bytes at a time, counted per lane (3× faster than eight bytes in a word: the
    // baseline x86-64 target has no popcount instruction). A lane holds up to 255, so the
    // lanes are summed every 255 rounds.
    if let base = bytes.baseAddress {
      let raw = UnsafeRawPointer(base)
      let newline = SIMD16<UInt8>(repeating: UInt8(ascii: "\n"))
      let at = SIMD16<UInt8>(repeating: UInt8(ascii: "@"))
      let one = SIMD16<UInt8>(repeating: 1)
      while i + 16 <= bytes.count {
        var lineLanes = SIMD16<UInt8>()
        var atLanes = SIMD16<UInt8>()
        var rounds = 0
        while rounds < 255, i + 16 <= bytes.count {
          let chunk = raw.loadUnaligned(fromByteOffset: i, as: SIMD16<UInt8>.self)
          lineLanes &+= SIMD16<UInt8>().replacing(with: one, where: chunk .== newline)
          atLanes &+= SIMD16<UInt8>().replacing(with: one, where: chunk .== at)
          i += 16
          rounds += 1
        }
        lines += Int(SIMD16<UInt16>(truncatingIfNeeded: lineLanes).wrappedSum())
        ats += Int(SIMD16<UInt16>(truncatingIfNeeded: atLanes).wrappedSum())
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
