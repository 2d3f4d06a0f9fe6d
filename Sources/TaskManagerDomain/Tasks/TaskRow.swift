import TaskPaper

/// One item of the Tasks list as a person reads it: a title, its tags as chips, its due date
/// and whether it is done, instead of the raw TaskPaper line (which stays in the editor).
///
/// The rules, once for every variant:
/// - **Title.** A task without its marker (`- `, `+ `, `* `), a project without its colon, a
///   note as written; trailing tags are left out. A tag in the middle of the text stays in the
///   title as written ("Call @mom about the trip"): it is a word of the sentence, and taking
///   it out would garble it. A line made only of tags has an empty title. The kind is
///   TaskPaper's: `- @home` is a note `-` (a task needs text after its marker).
/// - **Chips.** Every tag of the item, in order, except `@due` and `@done` (shown as the due
///   date and the done mark): so each tag the sidebar lists for the item shows on its row,
///   the ones inside the title too. A chip reads `name` or `name: value` (the value
///   unescaped: `@note(a \(b\))` reads `note: a (b)`).
/// - **Due.** From `@due(…)`, as a date a person reads (`Mon 30 Nov 2026`, with the time or
///   the range when there is one); a value that is not a date is shown as written, marked
///   not valid.
/// - **Done.** Whether the item has `@done`, and its day when it has one.
///
/// ```swift
/// let item = Outline(parsing: "- Buy milk @due(2026-11-30) @home").items[0]
/// let row = TaskRow(item, level: 0)
/// row.title           // "Buy milk"
/// row.chips           // [TaskRow.Chip(name: "home")]
/// row.due?.text       // "Mon 30 Nov 2026"
/// row.isDone          // false
/// ```
public struct TaskRow: Hashable, Sendable, Identifiable {
  /// What kind of line the row shows.
  public enum Kind: String, Hashable, Sendable {
    case project, task, note
  }

  /// One tag shown as a chip.
  public struct Chip: Hashable, Sendable {
    public var name: String
    /// `nil` when the tag has no value (`@home`, `@home()`).
    public var value: String?

    public init(name: String, value: String? = nil) {
      self.name = name
      self.value = value
    }

    /// What the chip reads: `home`, `priority: 1`.
    public var text: String {
      guard let value else { return name }
      return "\(name): \(value)"
    }
  }

  /// A day (or time, or range) from a tag value, as shown.
  public struct Day: Hashable, Sendable {
    /// `Mon 30 Nov 2026`, or the value as written when it is not a date.
    public var text: String
    /// Whether the value is a date the app reads (`@due(2026-02-30)` is not).
    public var isValid: Bool

    public init(text: String, isValid: Bool) {
      self.text = text
      self.isValid = isValid
    }
  }

  public var id: ItemID
  public var kind: Kind
  /// How far the row is indented (see ``OutlineIndentation``).
  public var level: Int
  /// The text without marker, colon and trailing tags; may be empty.
  public var title: String
  public var chips: [Chip]
  /// The due date from `@due`, or `nil` when the item has none (or an empty one).
  public var due: Day?
  /// Whether the item carries `@done`.
  public var isDone: Bool
  /// The day from `@done(…)`, or `nil` when it has no value.
  public var doneDay: Day?

  /// The row for `item`, indented by `level`.
  public init(_ item: Item, level: Int) {
    id = item.id
    self.level = level
    switch item.type {
    case .project: kind = .project
    case .task: kind = .task
    case .note: kind = .note
    }
    title = Self.title(of: item)
    let tags = item.tags
    chips = tags.filter { $0.name != "due" && $0.name != "done" }.map { tag in
      Chip(name: tag.name, value: tag.value.isEmpty ? nil : tag.value)
    }
    let due = item.tag("due")
    self.due = due.flatMap { $0.isEmpty ? nil : Self.day(dueValue: $0) }
    let done = item.tag("done")
    isDone = done != nil
    doneDay = done.flatMap { $0.isEmpty ? nil : Self.day(dueValue: $0) }
  }

  /// The row for `item` in a list indented by `indentation`.
  ///
  /// ```swift
  /// let indentation = OutlineIndentation(category: category, items: items)
  /// let rows = items.map { TaskRow($0, indentation: indentation) }
  /// ```
  public init(_ item: Item, indentation: OutlineIndentation) {
    self.init(item, level: indentation.level(of: item))
  }

  /// TaskPaper gives the whole body as the content when nothing is left once the marker and
  /// trailing tags are gone (`- @home`); a person sees no title there, not the syntax.
  private static func title(of item: Item) -> String {
    let content = item.content
    guard content == item.body, !item.tags.isEmpty else { return content }
    switch item.type {
    case .task, .project:
      // Without the fallback, the content never holds the marker or the colon.
      return ""
    case .note:
      // A note keeps its whole body unless it is made only of tags: read as the tags of a
      // task, those leave a bare "x".
      let asTask = Outline(parsing: "- x " + item.body).items
      return asTask.count == 1 && asTask[0].content == "x" ? "" : content
    }
  }

  /// How a `@due` or `@done` value reads: a date when it is one, else as written.
  static func day(dueValue value: String) -> Day {
    guard let date = try? DueDate(parsing: value) else {
      return Day(text: value, isValid: false)
    }
    return Day(text: DayText.text(of: date), isValid: true)
  }
}

/// Dates as a person reads them, the same in every locale and time zone (TaskPaper dates
/// are wall-clock days): `Mon 30 Nov 2026`, `Mon 30 Nov 2026 09:00–10:30`.
enum DayText {
  private static let weekdays = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]
  private static let months = [
    "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
  ]

  static func text(of date: DueDate) -> String {
    let start = text(of: date.start)
    guard let end = date.end else { return start }
    if end.year == date.start.year, end.month == date.start.month, end.day == date.start.day {
      return start + "–" + time(of: end)
    }
    return start + " – " + text(of: end)
  }

  static func text(of value: TaskPaperDateTime) -> String {
    let day =
      "\(weekdays[weekday(value)]) \(value.day) \(months[value.month - 1]) \(value.year)"
    guard value.hour != nil else { return day }
    return day + " " + time(of: value)
  }

  private static func time(of value: TaskPaperDateTime) -> String {
    func two(_ number: Int) -> String { number < 10 ? "0\(number)" : "\(number)" }
    return "\(two(value.hour ?? 0)):\(two(value.minute ?? 0))"
  }

  /// 0 for Sunday; the proleptic Gregorian calendar, as TaskPaper's dates.
  static func weekday(_ value: TaskPaperDateTime) -> Int {
    // Days since 1970-01-01 (a Thursday), by Howard Hinnant's days-from-civil.
    let year = value.month <= 2 ? value.year - 1 : value.year
    let era = (year >= 0 ? year : year - 399) / 400
    let yearOfEra = year - era * 400
    let dayOfYear = (153 * (value.month + (value.month > 2 ? -3 : 9)) + 2) / 5 + value.day - 1
    let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
    let days = era * 146_097 + dayOfEra - 719_468
    return ((days % 7) + 7 + 4) % 7
  }
}
