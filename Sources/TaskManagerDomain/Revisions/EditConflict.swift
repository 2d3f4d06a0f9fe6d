import TaskPaper

/// An edit made on an older revision of the outline that cannot be applied without losing or
/// misdirecting someone's change (see `Docs/Several-windows.md` for the rule). Nothing was
/// changed; ``latest`` is what the store holds now, for the screen to show.
///
/// ```swift
/// catch .conflict(let conflict) {
///   errorMessage = conflict.message   // "That task was deleted in another window."
///   show(conflict.latest)
/// }
/// ```
public struct EditConflict: Error, Hashable, Sendable, Codable, CustomStringConvertible {
  public enum Reason: Hashable, Sendable, Codable {
    /// The item the edit names (or inserts beside) was deleted since the edit's revision.
    case deleted(ItemID, ItemType?)
    /// The item (or, for a delete, something inside it) changed since the edit's revision.
    case changed(ItemID, ItemType)
    /// Siblings were added, removed or moved since the edit's revision, and the edit (indent,
    /// outdent) is relative to them.
    case rearranged
    /// A whole-text save made on an older revision: the text would overwrite newer changes.
    case textIsStale
  }

  public var reason: Reason
  /// The outline as stored now.
  public var latest: OutlineSnapshot
  /// The edit's own text (an edited line), kept so the user's typing is never lost.
  public var unsavedText: String?

  public init(reason: Reason, latest: OutlineSnapshot, unsavedText: String? = nil) {
    self.reason = reason
    self.latest = latest
    self.unsavedText = unsavedText
  }

  /// What to tell the user, the same words in every architecture.
  public var message: String {
    switch reason {
    case .deleted(_, let type):
      return "That \(Self.noun(type)) was deleted in another window."
    case .changed(_, let type):
      let base =
        "That \(Self.noun(type)) was changed in another window, so your change was not saved."
      guard let unsavedText, !unsavedText.isEmpty else { return base }
      return base + " Your text: “\(unsavedText)”"
    case .rearranged:
      return "The outline was rearranged in another window, so your change was not saved."
    case .textIsStale:
      return
        "The outline was changed in another window since this text was loaded. Your text is kept; "
        + "the newer outline is shown beside it. Save again to replace it with your text."
    }
  }

  public var description: String { message }

  private static func noun(_ type: ItemType?) -> String {
    switch type {
    case .task?: "task"
    case .project?: "project"
    case .note?: "note"
    case nil: "item"
    }
  }
}
