/// Turns raw text into indented lines the way birch's text deserializer does, quirks included:
/// line endings become `\n`, space indentation becomes tabs, and leftover leading spaces go.
enum LineNormalizer {
  /// The text with `\r\n`, then any remaining `\r`, replaced by `\n`; `nil` when there is no
  /// `\r`. The result is never longer, so it is written straight into the new string.
  static func normalizingLineEndings(_ text: String) -> String? {
    let normalized = text.utf8.withContiguousStorageIfAvailable { bytes -> String? in
      let n = bytes.count
      guard ByteSearch.first(UInt8(ascii: "\r"), in: bytes, from: 0, to: n) < n else { return nil }
      return String(unsafeUninitializedCapacity: n) { out in
        var written = 0
        var i = 0
        while i < n {
          let b = bytes[i]
          if b == UInt8(ascii: "\r") {
            out[written] = UInt8(ascii: "\n")
            if i + 1 < n, bytes[i + 1] == UInt8(ascii: "\n") { i += 1 }
          } else {
            out[written] = b
          }
          written += 1
          i += 1
        }
        return written
      }
    }
    if let normalized { return normalized }
    var contiguous = text
    contiguous.makeContiguousUTF8()
    return normalizingLineEndings(contiguous)
  }

  /// The text with its space indentation turned into tabs as birch does it (see
  /// ``convertSpaces(_:spaces:)``), or the text itself when no indentation holds a space.
  static func convertingSpaces(_ text: String) -> String {
    let converted = text.utf8.withContiguousStorageIfAvailable { bytes -> String in
      guard let spaces = spacesPerTab(bytes) else { return text }
      return String(decoding: convertSpaces(bytes, spaces: spaces), as: UTF8.self)
    }
    if let converted { return converted }
    var contiguous = text
    contiguous.makeContiguousUTF8()
    return convertingSpaces(contiguous)
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

  private static func cutLeadingWhitespaceAtSpace(_ bytes: UnsafeBufferPointer<UInt8>) -> [UInt8] {
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
            contentsOf: UnsafeBufferPointer(rebasing: bytes[i..<(firstSpace < 0 ? r : firstSpace)]))
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
