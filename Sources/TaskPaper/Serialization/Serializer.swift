extension Outline {
  /// The outline as TaskPaper text, byte for byte as birch writes it: items joined by `\n`,
  /// each indented by one tab per level (over-indentation included), no final newline unless
  /// the last item is empty.
  ///
  /// ```swift
  /// Outline(parsing: "A:\n    - b").serialized()  // "A:\n\t- b"
  /// ```
  public func serialized() -> String {
    let tabs = tabCounts()
    var capacity = max(0, items.count - 1)
    for (index, item) in items.enumerated() {
      capacity += tabs[index] + item.bodyUTF8Count
    }
    // Written straight into the string's storage: the size is known, so no buffer in between.
    return String(unsafeUninitializedCapacity: capacity) { out in
      var written = 0
      for (index, item) in items.enumerated() {
        if index > 0 {
          out[written] = UInt8(ascii: "\n")
          written += 1
        }
        for _ in 0..<tabs[index] {
          out[written] = UInt8(ascii: "\t")
          written += 1
        }
        let start = written
        written += item.withBodyBytes { body in
          UnsafeMutableBufferPointer(rebasing: out[start...]).initialize(fromContentsOf: body)
        }
      }
      return written
    }
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
