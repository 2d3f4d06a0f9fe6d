/// A small scanner over the ASCII forms TaskPaper dates take.
struct DateScanner {
  private let text: String
  private let bytes: [UInt8]
  private(set) var pos = 0

  init(_ text: String) {
    self.text = text
    self.bytes = Array(text.utf8)
  }

  var atEnd: Bool { pos == bytes.count }

  /// Whether a `yyyy-` date starts at the current position.
  var startsWithDate: Bool {
    pos + 4 < bytes.count && bytes[pos..<pos + 4].allSatisfy(Self.isDigit)
      && bytes[pos + 4] == UInt8(ascii: "-")
  }

  func error(_ reason: String) -> DateParseError {
    DateParseError(text: text, offset: pos, reason: reason)
  }

  private static func isDigit(_ b: UInt8) -> Bool { b >= 0x30 && b <= 0x39 }

  private mutating func number(digits: Int, _ what: String) throws(DateParseError) -> Int {
    var value = 0
    for _ in 0..<digits {
      guard pos < bytes.count, Self.isDigit(bytes[pos]) else {
        throw error("expected \(digits) digits for the \(what)")
      }
      value = value * 10 + Int(bytes[pos] - 0x30)
      pos += 1
    }
    return value
  }

  private mutating func expect(_ byte: UInt8, _ what: String) throws(DateParseError) {
    guard pos < bytes.count, bytes[pos] == byte else { throw error("expected \(what)") }
    pos += 1
  }

  mutating func dateTime() throws(DateParseError) -> TaskPaperDateTime {
    let year = try number(digits: 4, "year")
    try expect(UInt8(ascii: "-"), "\"-\" after the year")
    let monthOffset = pos
    let month = try number(digits: 2, "month")
    guard (1...12).contains(month) else {
      throw DateParseError(
        text: text, offset: monthOffset, reason: "month \(month) is not between 01 and 12")
    }
    try expect(UInt8(ascii: "-"), "\"-\" after the month")
    let dayOffset = pos
    let day = try number(digits: 2, "day")
    guard day >= 1, day <= Self.daysInMonth(year: year, month: month) else {
      throw DateParseError(
        text: text, offset: dayOffset,
        reason: "day \(day) is not in \(year)-\(month < 10 ? "0" : "")\(month)")
    }
    var result = TaskPaperDateTime(year: year, month: month, day: day)
    if pos < bytes.count, bytes[pos] == UInt8(ascii: " "), pos + 1 < bytes.count,
      Self.isDigit(bytes[pos + 1])
    {
      pos += 1
      (result.hour, result.minute) = try time()
    }
    return result
  }

  mutating func time() throws(DateParseError) -> (Int, Int) {
    let start = pos
    let hour = try number(digits: 2, "hour")
    try expect(UInt8(ascii: ":"), "\":\" between hour and minute")
    let minute = try number(digits: 2, "minute")
    guard hour < 24, minute < 60 else {
      throw DateParseError(
        text: text, offset: start, reason: "\(hour):\(minute) is not a time of day")
    }
    return (hour, minute)
  }

  /// ` - `, ` thru ` or ` through `.
  mutating func rangeSeparator() throws(DateParseError) {
    for separator in [" - ", " thru ", " through "] where bytes[pos...].starts(with: separator.utf8)
    {
      pos += separator.utf8.count
      return
    }
    throw error("expected \" - \", \" thru \" or \" through \" or the end")
  }

  func expectEnd() throws(DateParseError) {
    guard atEnd else { throw error("unexpected text after the date") }
  }

  static func daysInMonth(year: Int, month: Int) -> Int {
    switch month {
    case 2: (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
    case 4, 6, 9, 11: 30
    default: 31
    }
  }

  /// Days since 1970-01-01 in the proleptic Gregorian calendar (Howard Hinnant's algorithm).
  static func daysFromCivil(year: Int, month: Int, day: Int) -> Int {
    let y = month <= 2 ? year - 1 : year
    let era = (y >= 0 ? y : y - 399) / 400
    let yoe = y - era * 400
    let mp = (month + 9) % 12
    let doy = (153 * mp + 2) / 5 + day - 1
    let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy
    return era * 146097 + doe - 719468
  }

  /// Milliseconds since the epoch for the `[d]` query modifier, or NaN when `text` is not an
  /// absolute date (`yyyy-MM-dd`, optionally with ` HH:mm`, ` HH:mm:ss` or `T` before the time).
  static func timestamp(_ text: String) -> Double {
    let bytes = Array(JavaScript.trim(text).utf8)
    func digits(_ range: Range<Int>) -> Int? {
      guard range.upperBound <= bytes.count, bytes[range].allSatisfy(isDigit) else { return nil }
      return bytes[range].reduce(0) { $0 * 10 + Int($1 - 0x30) }
    }
    guard let year = digits(0..<4), bytes.count >= 10, bytes[4] == UInt8(ascii: "-"),
      bytes[7] == UInt8(ascii: "-"), let month = digits(5..<7), let day = digits(8..<10),
      (1...12).contains(month), day >= 1, day <= daysInMonth(year: year, month: month)
    else { return .nan }
    var seconds = 0
    if bytes.count > 10 {
      guard bytes[10] == UInt8(ascii: " ") || bytes[10] == UInt8(ascii: "T"), bytes.count >= 16,
        let hour = digits(11..<13), bytes[13] == UInt8(ascii: ":"), let minute = digits(14..<16),
        hour < 24, minute < 60
      else { return .nan }
      seconds = hour * 3600 + minute * 60
      if bytes.count > 16 {
        guard bytes.count == 19, bytes[16] == UInt8(ascii: ":"), let second = digits(17..<19),
          second < 60
        else { return .nan }
        seconds += second
      }
    }
    return Double(daysFromCivil(year: year, month: month, day: day) * 86400 + seconds) * 1000
  }
}
