/// The value rules of the item-path grammar: attributes, `count()`, quoted and unquoted
/// strings, and the XML-style name characters birch uses.
extension ItemPathParser {
  // MARK: Values

  mutating func predicateValue() -> S.Value? {
    functionValue() ?? stringValue().map { .string($0) }
  }

  mutating func functionValue() -> S.Value? {
    let start = pos
    if literal("@") {
      if let name = attributeSegmentName() {
        while true {
          let before = pos
          guard literal(":"), attributeSegmentName() != nil else {
            pos = before
            break
          }
        }
        return .attribute(name)
      }
      pos = start
    }
    if literal("count"), literal("(") {
      if let expression = unionPaths() {
        whitespace()
        if literal(")") { return .count(expression) }
      }
    }
    pos = start
    return nil
  }

  mutating func attributeSegmentName() -> String? {
    let start = pos
    while pos < input.count, input[pos] != ":", Self.isNameChar(input[pos]) { pos += 1 }
    guard pos > start else {
      fail("attribute name")
      return nil
    }
    return String(String.UnicodeScalarView(input[start..<pos]))
  }

  mutating func stringValue() -> String? {
    var text = ""
    var parts = 0
    while true {
      let before = pos
      let leading = whitespace()
      guard let part = quotedString() ?? unquotedString() else {
        pos = before
        break
      }
      text += leading + part + whitespace()
      parts += 1
    }
    return parts > 0 ? JavaScript.trim(text) : nil
  }

  mutating func quotedString() -> String? {
    let start = pos
    guard pos < input.count, input[pos] == "\"" else {
      fail("string")
      return nil
    }
    if pos + 1 < input.count, input[pos + 1] == "\"" {
      pos += 2
      return ""
    }
    pos += 1
    var chars = String.UnicodeScalarView()
    while pos < input.count {
      let c = input[pos]
      if c == "\"" { break }
      if c == "\\" {
        guard pos + 1 < input.count, let escaped = Self.escapes[input[pos + 1]] else { break }
        chars.append(escaped)
        pos += 2
        continue
      }
      if c.value < 0x20 || c.value == 0x7F { break }
      chars.append(c)
      pos += 1
    }
    guard !chars.isEmpty, pos < input.count, input[pos] == "\"" else {
      fail("closing quote")
      pos = start
      return nil
    }
    pos += 1
    return String(chars)
  }

  static let escapes: [Unicode.Scalar: Unicode.Scalar] = [
    "\"": "\"", "\\": "\\", "/": "/", "b": "\u{08}", "f": "\u{0C}", "n": "\n", "r": "\r", "t": "\t",
  ]

  mutating func unquotedString() -> String? {
    guard pos < input.count else {
      fail("string")
      return nil
    }
    let start = pos
    let c = input[pos]
    var token: String
    if asciiDigit(c) != nil || "~`!#$%^&*+={}|\\;',.?-".unicodeScalars.contains(c) {
      pos += 1
      token = String(c)
    } else if let name = name() {
      token = name
    } else {
      fail("string")
      return nil
    }
    if Self.reservedWords.contains(token) {
      pos = start
      return nil
    }
    return token
  }

  mutating func name() -> String? {
    let start = pos
    guard pos < input.count, Self.isNameStartChar(input[pos]) else { return nil }
    pos += 1
    while pos < input.count, Self.isNameChar(input[pos]) { pos += 1 }
    return String(String.UnicodeScalarView(input[start..<pos]))
  }

  static func isNameStartChar(_ c: Unicode.Scalar) -> Bool {
    switch c.value {
    case 0x3A, 0x41...0x5A, 0x5F, 0x61...0x7A, 0xC0...0xD6, 0xD8...0xF6, 0xF8...0x2FF,
      0x370...0x37D, 0x37F...0x1FFF, 0x200C...0x200D, 0x2070...0x218F, 0x2C00...0x2FEF,
      0x3001...0xD7FF, 0xF900...0xFDCF, 0xFDF0...0xFFFD:
      return true
    default: return false
    }
  }

  static func isNameChar(_ c: Unicode.Scalar) -> Bool {
    switch c.value {
    case 0x2D, 0x2E, 0x30...0x39, 0xB7, 0x300...0x36F, 0x203F...0x2040: return true
    default: return isNameStartChar(c)
    }
  }
}
