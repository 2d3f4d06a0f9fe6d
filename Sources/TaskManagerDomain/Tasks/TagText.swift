import Foundation
import TaskPaper

/// A tag as the tag editor shows and reads it: `@name` or `@name(value)`.
///
/// ```swift
/// try TagText.parse("@tag()")            // Tag(name: "tag")        → shown as "@tag"
/// try TagText.parse("@due(2026-11-30)")  // Tag(name: "due", value: "2026-11-30")
/// try TagText.parse("urgent")            // throws: Unable to convert urgent into a tag.
/// try TagText.parse("@due(2026-02-30)")
/// // throws: @due(2026-02-30) is not a date: day 30 is not in 2026-02 (write yyyy-MM-dd, …)
/// ```
public enum TagText {
  /// The one tag `text` spells; `@due` values must be dates.
  public static func parse(_ text: String) throws(TagTextError) -> Tag {
    let trimmed = text.trimmingWhitespace
    guard trimmed.hasPrefix("@"), !trimmed.contains(where: \.isNewline) else {
      throw TagTextError(text: text)
    }
    // Parsed as the only tag of a task, so TaskPaper's own rules decide what a tag is.
    let body = "- x " + trimmed
    let items = Outline(parsing: body).items
    guard items.count == 1, items[0].content == "x", items[0].tags.count == 1 else {
      throw TagTextError(text: text)
    }
    // A tag TaskPaper reads but the app cannot (`@due(2026-02-30)`) is refused with the
    // words the Text tab uses for the same value.
    if let problem = OutlineText.validate(body).first {
      throw TagTextError(text: text, reason: problem.message)
    }
    return items[0].tags[0]
  }

  /// How the tag is written: `@name`, or `@name(value)` with parentheses escaped.
  public static func format(_ tag: Tag) -> String {
    guard !tag.value.isEmpty else { return "@" + tag.name }
    var escaped = ""
    for character in tag.value {
      if character == "(" || character == ")" { escaped.append("\\") }
      escaped.append(character)
    }
    return "@\(tag.name)(\(escaped))"
  }

  /// The body of `item` with its tag named `oldName` replaced by `newTag` where it stands:
  /// the rest of the line, other tags included, is kept as it is
  /// (`Item.bodyReplacingTag(_:with:value:)`).
  ///
  /// ```swift
  /// // "- A @one @two(x y) end" → "- A @one @two(z) end"
  /// TagText.body(of: item, replacing: "two", with: Tag(name: "two", value: "z"))
  /// ```
  public static func body(of item: Item, replacing oldName: String, with newTag: Tag) -> String {
    item.bodyReplacingTag(oldName, with: newTag.name, value: newTag.value)
  }
}

/// Text that is not one tag.
public struct TagTextError: Error, Equatable, Sendable, CustomStringConvertible {
  public var text: String
  /// What exactly is wrong, when the text is a tag whose value the app cannot read (the
  /// Text tab's words for it, such as "@due(2026-02-30) is not a date: day 30 is not in …").
  public var reason: String?

  public init(text: String, reason: String? = nil) {
    self.text = text
    self.reason = reason
  }

  /// The precise ``reason`` when there is one, else "Unable to convert <text> into a tag."
  public var message: String {
    if let reason { return reason }
    return "Unable to convert \(text) into a tag."
  }
  public var description: String { message }
}

/// The value `@done` gets when a task is marked done: the day, `yyyy-MM-dd`, in UTC.
///
/// ```swift
/// OutlineEdit.setTag(id, name: "done", value: DoneDate.value(for: now))
/// ```
public enum DoneDate {
  public static func value(for date: Date) -> String {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    let parts = calendar.dateComponents([.year, .month, .day], from: date)
    return String(format: "%04d-%02d-%02d", parts.year!, parts.month!, parts.day!)
  }

  /// The edit that marks the item done (today) or not done.
  public static func edit(_ id: ItemID, done: Bool, now: Date) -> OutlineEdit {
    done ? .setTag(id, name: "done", value: value(for: now)) : .removeTag(id, name: "done")
  }
}
