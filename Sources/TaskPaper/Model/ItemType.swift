/// What kind of line an item is. TaskPaper derives it from the body text.
///
/// ```swift
/// Outline(parsing: "Inbox:\n\t- Buy milk").items.map(\.type)  // [.project, .task]
/// ```
public enum ItemType: String, Sendable, Hashable, CaseIterable, Codable {
  /// A line whose text (before its trailing tags) ends with `:`.
  case project
  /// A line starting with `-`, `+` or `*` followed by whitespace.
  case task
  /// Anything else, including blank lines.
  case note
}

/// A stable identity for an item inside one ``Outline``. It survives every edit of the item
/// (text, type, tags, moves, indentation) and is never reused for another item of that outline.
///
/// ```swift
/// var outline = Outline(parsing: "- a")
/// let id = outline.items[0].id
/// try outline.setBody("- b", of: id)
/// outline.items[0].id == id  // true
/// ```
public struct ItemID: Hashable, Sendable, Comparable, CustomStringConvertible {
  /// The number behind the identity, unique within its outline.
  public let rawValue: Int

  /// The identity with this number, such as one a store kept for an item.
  public init(rawValue: Int) { self.rawValue = rawValue }

  /// Orders identities by their numbers.
  public static func < (lhs: ItemID, rhs: ItemID) -> Bool { lhs.rawValue < rhs.rawValue }

  /// The identity as `item-N`, as messages and the `@id` attribute of queries show it.
  public var description: String { "item-\(rawValue)" }
}

/// One `@name(value)` tag of an item. A tag written without parentheses, or with `()`, has the
/// empty value.
///
/// ```swift
/// Outline(parsing: "- Call @due(2026-11-30) @done").items[0].tags
/// // [Tag(name: "due", value: "2026-11-30"), Tag(name: "done", value: "")]
/// ```
public struct Tag: Hashable, Sendable {
  /// The tag name, case-sensitive, without `@`. May be empty (a lone `@`).
  public var name: String
  /// The unescaped value: `\(` and `\)` in the text become `(` and `)` here.
  public var value: String

  /// A tag named `name` (without `@`) with `value`, empty by default.
  public init(name: String, value: String = "") {
    self.name = name
    self.value = value
  }
}
