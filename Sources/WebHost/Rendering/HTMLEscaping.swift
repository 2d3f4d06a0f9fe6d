extension String {
  /// The string as HTML text or attribute value: every character that could end a text run or
  /// an attribute is replaced by an entity, so user data never becomes markup.
  var htmlEscaped: String {
    var result = ""
    result.appendHTMLEscaped(self)
    return result
  }

  /// Appends `text` escaped as ``htmlEscaped`` does, without building an intermediate string.
  mutating func appendHTMLEscaped(_ text: String) {
    let bytes = text.utf8
    // Most text (labels, ids, titles) has nothing to escape: one scan, one copy.
    guard var special = bytes.firstIndex(where: Self.isHTMLSpecial) else {
      append(text)
      return
    }
    reserveCapacity(utf8.count + bytes.count + 16)
    var start = bytes.startIndex
    while true {
      // The special characters are ASCII, so these indices fall between scalars.
      append(contentsOf: text[start..<special])
      switch bytes[special] {
      case UInt8(ascii: "&"): append("&amp;")
      case UInt8(ascii: "<"): append("&lt;")
      case UInt8(ascii: ">"): append("&gt;")
      case UInt8(ascii: "\""): append("&quot;")
      default: append("&#39;")
      }
      start = bytes.index(after: special)
      guard let next = bytes[start...].firstIndex(where: Self.isHTMLSpecial) else { break }
      special = next
    }
    append(contentsOf: text[start...])
  }

  private static func isHTMLSpecial(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "&"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "\""),
      UInt8(ascii: "'"):
      true
    default: false
    }
  }
}
