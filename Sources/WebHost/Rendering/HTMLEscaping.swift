import Hummingbird

/// HTML being written, as the UTF-8 bytes of a response body: markup is appended from static
/// literals (a copy, no string bookkeeping), text is escaped on the way in, and the buffer is
/// sent as it is (no string to validate and copy again).
struct HTMLBuffer {
  private(set) var buffer: ByteBuffer

  init(capacity: Int = 256) {
    buffer = ByteBufferAllocator().buffer(capacity: capacity)
  }

  /// The HTML as a string.
  var string: String { String(buffer: buffer) }

  /// Appends markup.
  mutating func append(_ markup: StaticString) {
    buffer.writeStaticString(markup)
  }

  /// Appends text that is known to hold no special character (ids, numbers, class names).
  mutating func append(unescaped text: String) {
    buffer.writeString(text)
  }

  /// Appends `text` as HTML text or attribute value: every character that could end a text run
  /// or an attribute is replaced by an entity, so user data never becomes markup.
  mutating func append(escaping text: String) {
    var text = text
    text.withUTF8 { utf8 in
      // Most text (labels, titles) has nothing to escape: one scan, one copy.
      var start = 0
      for index in utf8.indices {
        let entity: StaticString
        switch utf8[index] {
        case UInt8(ascii: "&"): entity = "&amp;"
        case UInt8(ascii: "<"): entity = "&lt;"
        case UInt8(ascii: ">"): entity = "&gt;"
        case UInt8(ascii: "\""): entity = "&quot;"
        case UInt8(ascii: "'"): entity = "&#39;"
        default: continue
        }
        buffer.writeBytes(
          UnsafeRawBufferPointer(UnsafeBufferPointer(rebasing: utf8[start..<index])))
        append(entity)
        start = index + 1
      }
      buffer.writeBytes(UnsafeRawBufferPointer(UnsafeBufferPointer(rebasing: utf8[start...])))
    }
  }
}

extension String {
  /// The string as HTML text or attribute value: every character that could end a text run or
  /// an attribute is replaced by an entity, so user data never becomes markup.
  var htmlEscaped: String {
    var html = HTMLBuffer(capacity: utf8.count)
    html.append(escaping: self)
    return html.string
  }
}
