// The parser as it was before the one-pass rewrite (commit f86d9aa), kept verbatim apart from
// names so the rewrite can be checked against it on generated text: the conformance corpus is
// small, and the old parser matched it and birch's rules everywhere it was tested.
import TaskPaper

extension Reference {
  /// Turns raw text into indented lines the way birch's text deserializer does, quirks included:
  /// line endings become `\n`, space indentation becomes tabs, and leftover leading spaces go.
  enum LineNormalizer {
    /// Replaces `\r\n`, then any remaining `\r`, with `\n`. Returns `nil` when there is no `\r`.
    static func normalizeLineEndings(_ bytes: UnsafeBufferPointer<UInt8>) -> [UInt8]? {
      guard bytes.contains(UInt8(ascii: "\r")) else { return nil }
      var out: [UInt8] = []
      out.reserveCapacity(bytes.count)
      var i = 0
      while i < bytes.count {
        let b = bytes[i]
        if b == UInt8(ascii: "\r") {
          out.append(UInt8(ascii: "\n"))
          if i + 1 < bytes.count, bytes[i + 1] == UInt8(ascii: "\n") { i += 1 }
        } else {
          out.append(b)
        }
        i += 1
      }
      return out
    }

    /// The shortest run of spaces in any line's leading spaces and tabs, or `nil` if there is none.
    /// Runs are split by tabs; a line made only of spaces and tabs counts in full.
    static func spacesPerTab(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
      var best = Int.max
      var i = 0
      let n = bytes.count
      while i <= n {
        var count = 0
        while i < n {
          let b = bytes[i]
          if b == UInt8(ascii: " ") {
            count += 1
          } else if b == UInt8(ascii: "\t") {
            if count > 0 { best = min(best, count) }
            count = 0
          } else {
            break
          }
          i += 1
        }
        if count > 0 { best = min(best, count) }
        // Skip to the start of the next line.
        while i < n, bytes[i] != UInt8(ascii: "\n") { i += 1 }
        i += 1
      }
      return best == Int.max ? nil : best
    }

    /// Whether `i` is where JavaScript's multiline `^` matches: the start, or after a line
    /// terminator (`\r` is already gone, but U+2028 and U+2029 still count).
    @inline(__always)
    private static func isLineStart(_ bytes: UnsafeBufferPointer<UInt8>, _ i: Int) -> Bool {
      if i == 0 { return true }
      if bytes[i - 1] == UInt8(ascii: "\n") { return true }
      return i >= 3 && bytes[i - 3] == 0xE2 && bytes[i - 2] == 0x80
        && (bytes[i - 1] == 0xA8 || bytes[i - 1] == 0xA9)
    }

    /// Replaces each group of `spaces` spaces at a line start with a tab, then cuts every run of
    /// whitespace that starts at a line start at its first space. That run may span line breaks,
    /// which is how birch merges a whitespace-only line containing a space into the next line.
    static func convertSpaces(_ bytes: UnsafeBufferPointer<UInt8>, spaces: Int) -> [UInt8] {
      var tabbed: [UInt8] = []
      tabbed.reserveCapacity(bytes.count)
      var i = 0
      while i < bytes.count {
        if isLineStart(bytes, i) {
          var k = 0
          while i + k < bytes.count, bytes[i + k] == UInt8(ascii: " ") { k += 1 }
          let groups = k / spaces
          if groups > 0 {
            tabbed.append(contentsOf: repeatElement(UInt8(ascii: "\t"), count: groups))
            i += groups * spaces
            continue
          }
        }
        tabbed.append(bytes[i])
        i += 1
      }
      return tabbed.withUnsafeBufferPointer { cutLeadingWhitespaceAtSpace($0) }
    }

    private static func cutLeadingWhitespaceAtSpace(_ bytes: UnsafeBufferPointer<UInt8>) -> [UInt8]
    {
      var out: [UInt8] = []
      out.reserveCapacity(bytes.count)
      let n = bytes.count
      var i = 0
      while i < n {
        if isLineStart(bytes, i) {
          var r = i
          var firstSpace = -1
          while r < n {
            let (c, len) = Scalars.decode(bytes, at: r, end: n)
            guard Scalars.isWhitespace(c) else { break }
            if c == 0x20, firstSpace < 0 { firstSpace = r }
            r += len
          }
          if r > i {
            out.append(
              contentsOf: UnsafeBufferPointer(
                rebasing: bytes[i..<(firstSpace < 0 ? r : firstSpace)]))
            i = r
            continue
          }
        }
        out.append(bytes[i])
        i += 1
      }
      return out
    }
  }
}
