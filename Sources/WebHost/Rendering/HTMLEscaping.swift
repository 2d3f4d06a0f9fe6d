import Hummingbird

/// HTML being written, as UTF-8 bytes: markup is appended from static literals (a copy, no
/// string bookkeeping), text is escaped on the way in, and the response body is made from the
/// bytes (no string to validate and copy again).
///
/// An array, not a `ByteBuffer`: each of a page's ~500 writes to a `ByteBuffer` paid for
/// exclusivity checks and bookkeeping, which made writing the HTML half again as slow.
struct HTMLBuffer {
  private(set) var bytes: [UInt8] = []

  init(capacity: Int = 256) {
    bytes.reserveCapacity(capacity)
  }

  /// The HTML as a response body.
  var buffer: ByteBuffer { ByteBuffer(bytes: bytes) }

  /// The HTML as a string.
  var string: String { String(decoding: bytes, as: UTF8.self) }

  /// Appends markup.
  mutating func append(_ markup: StaticString) {
    markup.withUTF8Buffer { bytes.append(contentsOf: $0) }
  }

  /// Appends text that is known to hold no special character (ids, numbers, class names).
  mutating func append(unescaped text: String) {
    bytes.append(contentsOf: text.utf8)
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
        bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[start..<index]))
        append(entity)
        start = index + 1
      }
      bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[start...]))
    }
  }
}

extension HTMLBuffer {
  /// Appends UTF-8 text as the inside of a JSON string: quotes, backslashes and control
  /// characters escaped (patches carry HTML in JSON).
  mutating func appendJSONEscaping(_ text: [UInt8]) {
    let hex: [UInt8] = Array("0123456789abcdef".utf8)
    var start = 0
    for index in text.indices {
      let byte = text[index]
      guard byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") else {
        continue
      }
      bytes.append(contentsOf: text[start..<index])
      switch byte {
      case UInt8(ascii: "\""): append(#"\""#)
      case UInt8(ascii: "\\"): append(#"\\"#)
      case UInt8(ascii: "\n"): append(#"\n"#)
      default:
        append(#"\u00"#)
        bytes.append(hex[Int(byte >> 4)])
        bytes.append(hex[Int(byte & 0xf)])
      }
      start = index + 1
    }
    bytes.append(contentsOf: text[start...])
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
