import TaskPaper

/// How many changes a user's outline has had: every acknowledged edit adds one. An edit names
/// the revision it was made on, so the store can tell an edit made on an old screen.
///
/// ```swift
/// let snapshot = try await taskStore.load(user.id)
/// try await taskStore.apply(.delete(id), snapshot.revision, user.id)
/// ```
public struct OutlineRevision: RawRepresentable, Hashable, Comparable, Sendable, Codable,
  CustomStringConvertible
{
  public var rawValue: Int64

  public init(rawValue: Int64) { self.rawValue = rawValue }

  /// The revision of an outline nobody has changed.
  public static let initial = OutlineRevision(rawValue: 0)

  /// The revision after this one.
  public var next: OutlineRevision { OutlineRevision(rawValue: rawValue + 1) }

  public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }

  public var description: String { "r\(rawValue)" }
}

/// A user's outline as stored at one revision: what a screen shows, and what its next edit is
/// based on.
///
/// ```swift
/// var snapshot = try await taskStore.load(user.id)
/// snapshot = try await taskStore.apply(.setTag(id, name: "done"), snapshot.revision, user.id)
/// snapshot.items.count       // the outline's properties read through
/// ```
@dynamicMemberLookup
public struct OutlineSnapshot: Hashable, Sendable, Codable {
  public var outline: Outline
  public var revision: OutlineRevision

  public init(_ outline: Outline = Outline(), revision: OutlineRevision = .initial) {
    self.outline = outline
    self.revision = revision
  }

  /// The outline's properties (`items`, `categories`, …), read through.
  public subscript<Value>(dynamicMember keyPath: KeyPath<Outline, Value>) -> Value {
    outline[keyPath: keyPath]
  }

  /// The outline as TaskPaper text. For a large outline, made once per revision and, after a
  /// change of a few lines, from the text before it: screens that keep the text in their
  /// state ask for it after every edit.
  public func serialized() -> String { DerivedLists.shared.text(of: outline) }
}
