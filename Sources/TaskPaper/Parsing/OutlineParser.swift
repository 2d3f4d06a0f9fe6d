/// Builds items from TaskPaper text following birch-outline 0.2.1 (see the module docs).
enum OutlineParser {
  private struct Line {
    var bodyStart: Int
    var bodyEnd: Int
    var level: Int
  }

  /// Parses UTF-8 text into items in document order, numbering identities from `nextID`.
  static func parse(_ input: UnsafeBufferPointer<UInt8>, nextID: inout Int) -> [Item] {
    if let unixLines = LineNormalizer.normalizeLineEndings(input) {
      return unixLines.withUnsafeBufferPointer { parseNormalizedEndings($0, nextID: &nextID) }
    }
    return parseNormalizedEndings(input, nextID: &nextID)
  }

  private static func parseNormalizedEndings(
    _ bytes: UnsafeBufferPointer<UInt8>, nextID: inout Int
  ) -> [Item] {
    // A single line is not normalized at all, so its leading spaces stay in the body.
    if bytes.contains(UInt8(ascii: "\n")), let spaces = LineNormalizer.spacesPerTab(bytes) {
      let converted = LineNormalizer.convertSpaces(bytes, spaces: spaces)
      return converted.withUnsafeBufferPointer { buildItems($0, nextID: &nextID) }
    }
    return buildItems(bytes, nextID: &nextID)
  }

  private static func buildItems(_ bytes: UnsafeBufferPointer<UInt8>, nextID: inout Int) -> [Item] {
    var lines: [Line] = []
    lines.reserveCapacity(bytes.count / 24 + 1)
    var blank: [Bool] = []
    blank.reserveCapacity(bytes.count / 24 + 1)
    let n = bytes.count
    var start = 0
    while start <= n {
      var end = start
      var tabs = 0
      while end < n, bytes[end] == UInt8(ascii: "\t") {
        end += 1
        tabs += 1
      }
      let bodyStart = end
      var isBlank = true
      while end < n, bytes[end] != UInt8(ascii: "\n") {
        if isBlank {
          let b = bytes[end]
          if b >= 0x80 {
            isBlank = Scalars.isWhitespace(Scalars.decode(bytes, at: end, end: n).0)
          } else if b != 0x20 && (b < 0x09 || b > 0x0D) {
            isBlank = false
          }
        }
        end += 1
      }
      lines.append(Line(bodyStart: bodyStart, bodyEnd: end, level: tabs + 1))
      blank.append(isBlank)
      start = end + 1
    }
    // A blank line takes the level of the next real line; trailing blank lines get level 1.
    var nextLevel = 1
    for index in lines.indices.reversed() {
      if blank[index] {
        lines[index].level = nextLevel
      } else {
        nextLevel = lines[index].level
      }
    }
    // An item's parent is the nearest earlier item with a lower level.
    var items: [Item] = []
    items.reserveCapacity(lines.count)
    var stack: [Int] = []  // levels of the open ancestors
    for line in lines {
      while let last = stack.last, last >= line.level { stack.removeLast() }
      let indent = stack.last.map { line.level - $0 } ?? 1
      let body = UnsafeBufferPointer(rebasing: bytes[line.bodyStart..<line.bodyEnd])
      let analysis = BodyAnalysis(bytes: body)
      items.append(
        Item(
          id: ItemID(rawValue: nextID), body: String(decoding: body, as: UTF8.self),
          analysis: analysis, depth: stack.count, indent: indent))
      nextID += 1
      stack.append(line.level)
    }
    return items
  }
}
