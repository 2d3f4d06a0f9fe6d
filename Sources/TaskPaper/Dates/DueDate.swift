/// A calendar date with an optional time of day, as written in TaskPaper tag values.
/// Dates carry no time zone: TaskPaper values are wall-clock times.
///
/// ```swift
/// let d = try TaskPaperDateTime(parsing: "2026-11-30 09:15")
/// d.hour  // 9
/// ```
public struct TaskPaperDateTime: Hashable, Comparable, Sendable, CustomStringConvertible {
  /// The year, four digits in TaskPaper text.
  public var year: Int
  /// The month, 1 through 12.
  public var month: Int
  /// The day of the month, starting at 1.
  public var day: Int
  /// `nil` for a whole day.
  public var hour: Int?
  /// The minute of the hour, 0 through 59; `nil` for a whole day.
  public var minute: Int?

  /// A day, or a time on it when `hour` and `minute` are given; the values are taken unchecked.
  public init(year: Int, month: Int, day: Int, hour: Int? = nil, minute: Int? = nil) {
    self.year = year
    self.month = month
    self.day = day
    self.hour = hour
    self.minute = minute
  }

  /// Parses `yyyy-MM-dd` or `yyyy-MM-dd HH:mm`.
  public init(parsing text: String) throws(DateParseError) {
    var scanner = DateScanner(text)
    self = try scanner.dateTime()
    try scanner.expectEnd()
  }

  /// Minutes since 1970-01-01 00:00, treating the wall-clock time as UTC; orders values.
  var minutesSinceEpoch: Int {
    DateScanner.daysFromCivil(year: year, month: month, day: day) * 1440 + (hour ?? 0) * 60
      + (minute ?? 0)
  }

  /// Orders values by the moment they name; a whole day counts as its midnight.
  public static func < (lhs: Self, rhs: Self) -> Bool {
    lhs.minutesSinceEpoch < rhs.minutesSinceEpoch
  }

  /// The value as TaskPaper writes it: `yyyy-MM-dd`, followed by ` HH:mm` when it has a time.
  public var description: String {
    func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
    let y = String(repeating: "0", count: max(0, 4 - String(year).count)) + String(year)
    var text = "\(y)-\(two(month))-\(two(day))"
    if let hour, let minute { text += " \(two(hour)):\(two(minute))" }
    return text
  }
}

/// The value of a `@due` tag: a day, a time, or a time range (within one day or across days).
///
/// ```swift
/// try DueDate(parsing: "2026-11-30")                           // a whole day
/// try DueDate(parsing: "2026-11-30 09:00 - 10:30")             // a range on one day
/// try DueDate(parsing: "2026-11-30 22:00 thru 2026-12-01 02:00")
/// try DueDate(parsing: "2026-02-30")  // throws: day 30 is not in February 2026
/// ```
public struct DueDate: Hashable, Sendable, CustomStringConvertible {
  /// The day, or the day and time, the item is due; the start of a range.
  public var start: TaskPaperDateTime
  /// The end of a range, or `nil` for a single day or time.
  public var end: TaskPaperDateTime?

  /// A due date from its start and, for a range, its end; their order is not checked.
  public init(start: TaskPaperDateTime, end: TaskPaperDateTime? = nil) {
    self.start = start
    self.end = end
  }

  /// Accepts `yyyy-MM-dd`, `yyyy-MM-dd HH:mm`, `yyyy-MM-dd HH:mm - HH:mm` (also with `thru` or
  /// `through` instead of `-`) and `yyyy-MM-dd HH:mm thru yyyy-MM-dd HH:mm`.
  public init(parsing text: String) throws(DateParseError) {
    var scanner = DateScanner(text)
    start = try scanner.dateTime()
    end = nil
    guard !scanner.atEnd else { return }
    guard start.hour != nil else {
      throw scanner.error("expected a time (HH:mm) before a range")
    }
    try scanner.rangeSeparator()
    if scanner.startsWithDate {
      end = try scanner.dateTime()
      guard end?.hour != nil else {
        throw scanner.error("expected a time (HH:mm) after the end date")
      }
    } else {
      let (hour, minute) = try scanner.time()
      end = TaskPaperDateTime(
        year: start.year, month: start.month, day: start.day, hour: hour, minute: minute)
    }
    try scanner.expectEnd()
    if let end, end < start {
      throw DateParseError(
        text: text, offset: 0, reason: "the range ends (\(end)) before it starts (\(start))")
    }
  }

  /// The canonical text: what ``init(parsing:)`` accepts, with a one-day range as `HH:mm - HH:mm`.
  public var description: String {
    guard let end else { return start.description }
    if end.year == start.year, end.month == start.month, end.day == start.day,
      let hour = end.hour, let minute = end.minute
    {
      return "\(start) - \(hour < 10 ? "0" : "")\(hour):\(minute < 10 ? "0" : "")\(minute)"
    }
    return "\(start) thru \(end)"
  }
}

/// Why a date could not be read, and where (a UTF-8 byte offset into the text).
public struct DateParseError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The text that could not be read as a date.
  public var text: String
  /// The UTF-8 byte offset in ``text`` where reading failed (0 for a range that ends before it
  /// starts).
  public var offset: Int
  /// What was wrong there, in words, such as `expected a time (HH:mm) before a range`.
  public var reason: String

  /// A message naming the text, the offset and the reason.
  public var description: String {
    "Invalid date \(text.debugDescription) at offset \(offset): \(reason)."
  }
}
