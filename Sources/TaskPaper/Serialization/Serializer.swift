extension Outline {
  /// The outline as TaskPaper text, byte for byte as birch writes it: items joined by `\n`,
  /// each indented by one tab per level (over-indentation included), no final newline unless
  /// the last item is empty.
  ///
  /// ```swift
  /// Outline(parsing: "A:\n    - b").serialized()  // "A:\n\t- b"
  /// ```
  public func serialized() -> String {
    written(recordingLineStarts: false).text
  }

  /// The text, and with `recordingLineStarts` where each line starts (else empty).
  func written(recordingLineStarts: Bool) -> (text: String, lineStarts: [Int]) {
    let tabs = tabCounts()
    var capacity = max(0, items.count - 1)
    for (index, item) in items.enumerated() {
      capacity += tabs[index] + item.bodyUTF8Count
    }
    var starts: [Int] = []
    if recordingLineStarts { starts.reserveCapacity(items.count) }
    // Written straight into the string's storage: the size is known, so no buffer in between.
    let text = String(unsafeUninitializedCapacity: capacity) { out in
      var written = 0
      for (index, item) in items.enumerated() {
        if index > 0 {
          out[written] = UInt8(ascii: "\n")
          written += 1
        }
        if recordingLineStarts { starts.append(written) }
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
    return (text, starts)
  }

  /// The lines of the items at `indexes`, each as ``serialized()`` writes it and followed by
  /// `\n`: the matches of a query as they appear in the normalized text. `indexes` must be
  /// ascending, as ``evaluate(_:)`` returns them; an index out of order is left out.
  ///
  /// ```swift
  /// let outline = Outline(parsing: "A:\n\t- b @done\n\t- c")
  /// outline.serializedLines(at: try outline.query("//@done"))  // "\t- b @done\n"
  /// ```
  public func serializedLines(at indexes: [Int]) -> String {
    // Items and bodies read in place (`ItemBytes`): a copy of each item, or a body through
    // its accessor, would retain the shared text once per line.
    ItemBytes.with(self) { view in
      // Tab counts of the wanted lines only (the rule of `tabCounts()`), then one string of
      // exactly the right size: a query may print tens of thousands of lines.
      var wanted: [(index: Int, tabs: Int)] = []
      wanted.reserveCapacity(indexes.count)
      var capacity = 0
      var levels: [Int] = []  // level of the open ancestor at each depth
      var next = 0
      for index in view.items.indices where next < indexes.count {
        let depth = view.items[index].depth
        while levels.count > depth { levels.removeLast() }  // `removeLast(_:)` is not inlined
        let level = (levels.last ?? 0) + (depth == 0 ? 1 : view.items[index].indent)
        levels.append(level)
        while next < indexes.count, indexes[next] < index { next += 1 }  // out of order
        guard next < indexes.count, indexes[next] == index else { continue }
        wanted.append((index, level - 1))
        capacity += level + view.items[index].bodyUTF8Count  // tabs, body and line break
        next += 1
      }
      return String(unsafeUninitializedCapacity: capacity) { out in
        guard let base = out.baseAddress else { return 0 }
        var written = 0
        for (index, tabs) in wanted {
          (base + written).initialize(repeating: UInt8(ascii: "\t"), count: tabs)
          written += tabs
          let copy = { (body: UnsafeBufferPointer<UInt8>) in
            if let source = body.baseAddress {
              (base + written).initialize(from: source, count: body.count)
            }
            written += body.count
          }
          switch view.body(index) {
          case .bytes(let body): copy(body)
          case .absent, .unavailable: view.items[index].withBodyBytes(copy)
          }
          base[written] = UInt8(ascii: "\n")
          written += 1
        }
        return written
      }
    }
  }

  /// The number of leading tabs of each item's line: the sum of the indents of the item and
  /// its ancestors, minus one.
  public func tabCounts() -> [Int] {
    var result: [Int] = []
    result.reserveCapacity(items.count)
    var levels: [Int] = []  // level of the open ancestor at each depth
    for item in items {
      while levels.count > item.depth { levels.removeLast() }
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
