/// An outline's text, as ``Outline/serialized()`` writes it, together with where each item's
/// line starts, so the text of the outline after an edit of a few bodies is made by copying
/// the unchanged stretches instead of writing every line again.
///
/// ```swift
/// var outline = Outline(parsing: "A:\n\t- b\n\t- c")
/// let before = outline.serializedWithLines()
/// try outline.setBody("- b @done", of: outline.items[1].id)
/// let after = before.replacingBodies(at: [1], of: outline)
/// after.text  // "A:\n\t- b @done\n\t- c", the same as outline.serialized()
/// ```
public struct SerializedOutline: Sendable {
  /// The outline as TaskPaper text.
  public let text: String
  /// The UTF-8 offset of each item's line (its first tab) in `text`.
  private let lineStarts: [Int]

  /// The number of lines (items) in the text.
  public var lineCount: Int { lineStarts.count }

  fileprivate init(text: String, lineStarts: [Int]) {
    self.text = text
    self.lineStarts = lineStarts
  }

  /// The text after the bodies of the items at `indexes` changed in `outline` and nothing
  /// else did: the same items, depths and indentation as the outline this text was written
  /// from. Returns `nil` when `outline` has a different number of items or an index is out
  /// of range, so the caller serializes the whole outline instead.
  public func replacingBodies(at indexes: [Int], of outline: Outline) -> SerializedOutline? {
    guard outline.items.count == lineStarts.count else { return nil }
    let changed = Array(Set(indexes)).sorted()
    guard let first = changed.first, let last = changed.last, first >= 0,
      last < lineStarts.count
    else { return changed.isEmpty ? self : nil }

    var old = text
    // The old line of each changed item: its tabs are kept, its body is replaced.
    let replaced = old.withUTF8 { bytes in
      changed.map { index -> (index: Int, bodyStart: Int, end: Int) in
        let start = lineStarts[index]
        let end = index + 1 < lineStarts.count ? lineStarts[index + 1] - 1 : bytes.count
        var bodyStart = start
        while bodyStart < end, bytes[bodyStart] == UInt8(ascii: "\t") { bodyStart += 1 }
        return (index, bodyStart, end)
      }
    }
    // Appended as substrings of valid strings: copied without checking the UTF-8 again
    // (a new string from raw bytes would validate all 5 MB of a large outline).
    let utf8 = old.utf8
    let offset = { (offset: Int) in utf8.index(utf8.startIndex, offsetBy: offset) }
    var newText = ""
    newText.reserveCapacity(
      replaced.reduce(utf8.count) { total, line in
        total + outline.items[line.index].bodyUTF8Count - (line.end - line.bodyStart)
      })
    var starts = lineStarts
    var read = 0
    var shift = 0
    var nextLine = 0
    for (index, bodyStart, end) in replaced {
      // Lines up to this one move by what the bodies before them added or removed.
      if shift != 0 {
        for line in nextLine...index { starts[line] += shift }
      }
      nextLine = index + 1
      newText += old[offset(read)..<offset(bodyStart)]
      let body = outline.items[index].bodyText
      newText += body
      shift += body.utf8.count - (end - bodyStart)
      read = end
    }
    if shift != 0, nextLine < starts.count {
      for line in nextLine..<starts.count { starts[line] += shift }
    }
    newText += old[offset(read)...]
    return SerializedOutline(text: newText, lineStarts: starts)
  }
}

extension Outline {
  /// ``serialized()`` with where each line starts, for ``SerializedOutline/replacingBodies(at:of:)``.
  public func serializedWithLines() -> SerializedOutline {
    let (text, starts) = written(recordingLineStarts: true)
    return SerializedOutline(text: text, lineStarts: starts)
  }
}
