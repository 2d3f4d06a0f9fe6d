/// Byte-level helpers shared by the parser and the query engine.
///
/// Birch is JavaScript, so its regular expressions see UTF-16 code units. Every character class
/// it uses for TaskPaper lies in the Basic Multilingual Plane, which lets us decode UTF-8 to
/// scalars and test them directly: a scalar above U+FFFF never matches, exactly like the lone
/// surrogates JavaScript would see.
enum Scalars {
  /// Decodes the scalar starting at `i` in well-formed UTF-8. Returns its value and byte length.
  @inline(__always)
  static func decode(_ bytes: UnsafeBufferPointer<UInt8>, at i: Int, end: Int) -> (UInt32, Int) {
    let b0 = UInt32(bytes[i])
    if b0 < 0x80 { return (b0, 1) }
    if b0 < 0xE0, i + 1 < end {
      return (((b0 & 0x1F) << 6) | (UInt32(bytes[i + 1]) & 0x3F), 2)
    }
    if b0 < 0xF0, i + 2 < end {
      return (
        ((b0 & 0x0F) << 12) | ((UInt32(bytes[i + 1]) & 0x3F) << 6) | (UInt32(bytes[i + 2]) & 0x3F),
        3
      )
    }
    if i + 3 < end {
      return (
        ((b0 & 0x07) << 18) | ((UInt32(bytes[i + 1]) & 0x3F) << 12)
          | ((UInt32(bytes[i + 2]) & 0x3F) << 6) | (UInt32(bytes[i + 3]) & 0x3F),
        4
      )
    }
    return (0xFFFD, 1)
  }

  /// JavaScript's `\s`: ASCII whitespace plus the Unicode space separators, the line and paragraph
  /// separators and the byte-order mark.
  @inline(__always)
  static func isWhitespace(_ c: UInt32) -> Bool {
    if c < 0x80 { return c == 0x20 || (c >= 0x09 && c <= 0x0D) }
    switch c {
    case 0xA0, 0x1680, 0x2000...0x200A, 0x2028, 0x2029, 0x202F, 0x205F, 0x3000, 0xFEFF: return true
    default: return false
    }
  }

  /// JavaScript's line terminators other than `\n` and `\r`, which `^` in multiline mode honours.
  @inline(__always)
  static func isUnicodeLineTerminator(_ c: UInt32) -> Bool { c == 0x2028 || c == 0x2029 }

  /// A character allowed anywhere in a tag name (birch allows every one of them first, too).
  @inline(__always)
  static func isTagNameCharacter(_ c: UInt32) -> Bool {
    if c < 0x80 {
      return (c >= 0x41 && c <= 0x5A) || (c >= 0x61 && c <= 0x7A) || (c >= 0x30 && c <= 0x39)
        || c == 0x5F || c == 0x2D || c == 0x2E
    }
    switch c {
    case 0xB7, 0xC0...0xD6, 0xD8...0xF6, 0xF8...0x37D, 0x37F...0x1FFF, 0x200C...0x200D,
      0x203F...0x2040, 0x2070...0x218F, 0x2C00...0x2FEF, 0x3001...0xD7FF, 0xF900...0xFDCF,
      0xFDF0...0xFFFD:
      return true
    default: return false
    }
  }

  /// Whether the line `bytes[start..<end]` is blank, exactly as this parser has always decided
  /// it: each byte is tested, and a byte of a multi-byte character is decoded as if a character
  /// started there, reading on up to the end of the text (not of the line). So a line of
  /// ASCII whitespace is blank, while a line of non-ASCII whitespace (U+00A0, U+3000…) is
  /// blank or not depending on its bytes and the next line's. Birch's rule is "whitespace
  /// only"; the conformance corpus has no such line, so the quirk is kept until it does.
  static func isBlankLine(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> Bool
  {
    var i = start
    while i < end {
      let b = bytes[i]
      if b >= 0x80 {
        guard isWhitespace(decode(bytes, at: i, end: bytes.count).0) else { return false }
      } else if b != 0x20 && (b < 0x09 || b > 0x0D) {
        return false
      }
      i += 1
    }
    return true
  }
}

extension String {
  /// Runs `body` over the string's UTF-8 bytes without copying when the storage is native.
  func withUTF8Buffer<R>(_ body: (UnsafeBufferPointer<UInt8>) throws -> R) rethrows -> R {
    if let result = try utf8.withContiguousStorageIfAvailable(body) { return result }
    return try Array(utf8).withUnsafeBufferPointer(body)
  }
}
