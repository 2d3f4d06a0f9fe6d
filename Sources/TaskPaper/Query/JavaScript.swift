/// The few JavaScript semantics birch's query evaluation relies on: values that are strings,
/// numbers or `undefined`, and JavaScript's rules for comparing and converting them.
enum JSValue: Equatable {
  case undefined
  case string(String)
  case number(Double)

  /// JavaScript truthiness, as birch uses it to decide whether to convert a value.
  var isTruthy: Bool {
    switch self {
    case .undefined: false
    case .string(let s): !s.isEmpty
    case .number(let n): n != 0 && !n.isNaN
    }
  }
}

enum JavaScript {
  /// `===`: same type and same value; strings compare by code units, with no normalization.
  static func strictEquals(_ a: JSValue, _ b: JSValue) -> Bool {
    switch (a, b) {
    case (.undefined, .undefined): true
    case (.string(let x), .string(let y)): x.utf8.elementsEqual(y.utf8)
    case (.number(let x), .number(let y)): x == y
    default: false
    }
  }

  /// `a < b`, or `nil` where JavaScript's comparison is undefined (a NaN is involved).
  static func lessThan(_ a: JSValue, _ b: JSValue) -> Bool? {
    if case .string(let x) = a, case .string(let y) = b {
      return x.utf16.lexicographicallyPrecedes(y.utf16)
    }
    let x = toNumber(a)
    let y = toNumber(b)
    if x.isNaN || y.isNaN { return nil }
    return x < y
  }

  static func toNumber(_ value: JSValue) -> Double {
    switch value {
    case .undefined: .nan
    case .number(let n): n
    case .string(let s): toNumber(s)
    }
  }

  /// `Number(string)`: the whole trimmed string must be a numeric literal; empty is 0.
  static func toNumber(_ string: String) -> Double {
    let trimmed = trim(string)
    if trimmed.isEmpty { return 0 }
    let lower = trimmed.lowercased()
    for (prefix, radix) in [("0x", 16), ("0o", 8), ("0b", 2)] where lower.hasPrefix(prefix) {
      let digits = lower.dropFirst(2)
      guard !digits.isEmpty, let value = UInt64(digits, radix: radix) else { return .nan }
      return Double(value)
    }
    var bytes = trimmed
    let (value, length) = bytes.withUTF8 { decimalPrefix($0) }
    return length == trimmed.utf8.count ? value : .nan
  }

  /// `parseFloat(string)`: the longest numeric prefix after leading whitespace, else NaN.
  static func parseFloat(_ string: String) -> Double {
    var bytes = String(Substring(trimStart(string)))
    let (value, length) = bytes.withUTF8 { decimalPrefix($0) }
    return length > 0 ? value : .nan
  }

  /// `parseFloat` of ASCII bytes, read in place (the query engine's per-item path).
  static func parseFloat(ascii bytes: UnsafeBufferPointer<UInt8>) -> Double {
    var start = 0
    // JavaScript's whitespace, as far as ASCII goes.
    while start < bytes.count,
      bytes[start] == 0x20 || (bytes[start] >= 0x09 && bytes[start] <= 0x0D)
    {
      start += 1
    }
    let (value, length) = decimalPrefix(UnsafeBufferPointer(rebasing: bytes[start...]))
    return length > 0 ? value : .nan
  }

  /// The longest prefix that is a JavaScript decimal literal (with sign and `Infinity`).
  private static func decimalPrefix(_ bytes: UnsafeBufferPointer<UInt8>) -> (Double, Int) {
    var i = 0
    var sign = 1.0
    if i < bytes.count, bytes[i] == UInt8(ascii: "+") || bytes[i] == UInt8(ascii: "-") {
      if bytes[i] == UInt8(ascii: "-") { sign = -1 }
      i += 1
    }
    if bytes[i...].starts(with: "Infinity".utf8) { return (sign * .infinity, i + 8) }
    let numberStart = i
    var digits = 0
    while i < bytes.count, bytes[i] >= 0x30, bytes[i] <= 0x39 {
      i += 1
      digits += 1
    }
    if i < bytes.count, bytes[i] == UInt8(ascii: ".") {
      var j = i + 1
      var fraction = 0
      while j < bytes.count, bytes[j] >= 0x30, bytes[j] <= 0x39 {
        j += 1
        fraction += 1
      }
      if digits > 0 || fraction > 0 {
        i = j
        digits += fraction
      }
    }
    guard digits > 0 else { return (.nan, 0) }
    if i < bytes.count, bytes[i] == UInt8(ascii: "e") || bytes[i] == UInt8(ascii: "E") {
      var j = i + 1
      if j < bytes.count, bytes[j] == UInt8(ascii: "+") || bytes[j] == UInt8(ascii: "-") { j += 1 }
      let exponentStart = j
      while j < bytes.count, bytes[j] >= 0x30, bytes[j] <= 0x39 { j += 1 }
      if j > exponentStart { i = j }
    }
    // Up to 15 digits and nothing else: the integer is exactly the double the parse gives,
    // and tags like `@priority(3)` need no string.
    if i - numberStart == digits, digits <= 15 {
      let integer = bytes[numberStart..<i].reduce(0) { $0 &* 10 &+ Int($1 &- 0x30) }
      return (sign * Double(integer), i)
    }
    let literal = String(
      decoding: UnsafeBufferPointer(rebasing: bytes[numberStart..<i]), as: UTF8.self)
    let value = Double(literal.hasPrefix(".") ? "0" + literal : literal) ?? .nan
    return (sign * value, i)
  }

  /// `String(value)` for the values queries produce.
  static func toString(_ value: JSValue) -> String {
    switch value {
    case .undefined: return "undefined"
    case .string(let s): return s
    case .number(let n):
      if n.isNaN { return "NaN" }
      if n.isInfinite { return n < 0 ? "-Infinity" : "Infinity" }
      if n == n.rounded(), abs(n) < 1e21 { return String(Int64(n)) }
      return String(n)
    }
  }

  /// `String.prototype.trim`: removes JavaScript whitespace from both ends.
  static func trim(_ string: String) -> String {
    let scalars = string.unicodeScalars
    guard let first = scalars.firstIndex(where: { !Scalars.isWhitespace($0.value) }) else {
      return ""
    }
    let last = scalars.lastIndex(where: { !Scalars.isWhitespace($0.value) })!
    return String(scalars[first...last])
  }

  private static func trimStart(_ string: String) -> Substring.UnicodeScalarView {
    let scalars = string.unicodeScalars
    let first = scalars.firstIndex(where: { !Scalars.isWhitespace($0.value) }) ?? scalars.endIndex
    return Substring(string).unicodeScalars[first...]
  }
}
