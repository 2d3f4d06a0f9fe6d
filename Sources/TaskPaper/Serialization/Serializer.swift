extension Outline {
  /// The outline as TaskPaper text, byte for byte as birch writes it: items joined by `\n`,
  /// each indented by one tab per level (over-indentation included), no final newline unless
  /// the last item is empty.
  ///
  /// ```swift
  /// Outline(parsing: "A:\n    - b").serialized()  // "A:\n\t- b"
  /// ```
  public func serialized() -> String {
    var capacity = items.count
    for item in items { capacity += item.body.utf8.count + item.depth }
    var bytes: [UInt8] = []
    bytes.reserveCapacity(capacity)
    for (index, tabs) in tabCounts().enumerated() {
      if index > 0 { bytes.append(UInt8(ascii: "\n")) }
      if tabs > 0 { bytes.append(contentsOf: repeatElement(UInt8(ascii: "\t"), count: tabs)) }
      bytes.append(contentsOf: items[index].body.utf8)
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// The number of leading tabs of each item's line: the sum of the indents of the item and
  /// its ancestors, minus one.
  public func tabCounts() -> [Int] {
    var result: [Int] = []
    result.reserveCapacity(items.count)
    var levels: [Int] = []  // level of the open ancestor at each depth
    for item in items {
      if levels.count > item.depth { levels.removeLast(levels.count - item.depth) }
      let level = (levels.last ?? 0) + (item.depth == 0 ? 1 : item.indent)
      result.append(level - 1)
      levels.append(level)
    }
    return result
  }

  /// Whether `text` is already in normal form, i.e. serializing its outline gives it back.
  ///
  /// ```swift
  /// Outline.isNormalized("A:\n\t- b")   // true
  /// Outline.isNormalized("A:\n  - b")   // false
  /// ```
  public static func isNormalized(_ text: String) -> Bool {
    Outline(parsing: text).serialized().utf8.elementsEqual(text.utf8)
  }
}
