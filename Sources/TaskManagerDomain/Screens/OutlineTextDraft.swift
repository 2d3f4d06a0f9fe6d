import TaskPaper

/// The Text tab's editor: the text of the stored outline it was loaded from, or what the user
/// typed over it. The outline's text (5 MB for a large outline) is written when something
/// reads it — the tab on screen, a save, a comparison — not after every edit made on the Tasks
/// tab while the Text tab is hidden. Typed text is kept as typed: a newer outline never
/// replaces unsaved changes.
///
/// Every architecture's Text tab keeps one, so they agree on when the text changes and what
/// counts as unsaved.
///
/// ```swift
/// var draft = OutlineTextDraft(snapshot)
/// draft.text                       // the snapshot's text, written now
/// draft.text = "Inbox:\n\t- Buy milk"
/// draft.hasUnsavedChanges          // true
/// draft.show(newerSnapshot)        // false: unsaved changes are never overwritten
/// ```
public struct OutlineTextDraft: Equatable, Sendable {
  /// The stored outline the text is based on: loaded, saved, or seen after a refused save. A
  /// save is made on its revision.
  public private(set) var base: OutlineSnapshot
  /// What the user typed, unless it is the base's text byte for byte.
  private var typed: String?

  /// The text of `base`, nothing typed.
  public init(_ base: OutlineSnapshot = OutlineSnapshot()) {
    self.base = base
  }

  /// What the editor shows. Typing the base's own text back leaves nothing typed.
  public var text: String {
    get { typed ?? base.serialized() }
    set { typed = newValue.utf8.elementsEqual(savedText.utf8) ? nil : newValue }
  }

  /// The base's text, written when read (and cached per outline: see
  /// ``OutlineSnapshot/serialized()``).
  public var savedText: String { base.serialized() }

  /// The revision a save is made on.
  public var baseRevision: OutlineRevision { base.revision }

  /// Edited but not saved. Compares texts only when something was typed.
  public var hasUnsavedChanges: Bool {
    guard let typed else { return false }
    return typed != savedText
  }

  /// Shows `snapshot` unless it is older than the base or the user has unsaved changes,
  /// which are never overwritten and stay based on the revision they were typed on. Returns
  /// whether it is now the base.
  @discardableResult
  public mutating func show(_ snapshot: OutlineSnapshot) -> Bool {
    guard snapshot.revision >= base.revision, !hasUnsavedChanges else { return false }
    base = snapshot
    typed = nil
    return true
  }

  /// A save was refused because `latest` was stored meanwhile (another window): the user has
  /// now seen it, so the text stays as it is and is based on `latest`, and saving again
  /// replaces it on purpose.
  public mutating func rebase(on latest: OutlineSnapshot) {
    let text = self.text
    base = latest
    self.text = text
  }

  /// Whether the editor shows the same text as in `other`. Two drafts of one unchanged
  /// outline compare without writing their text; only when they differ is it compared.
  ///
  /// ```swift
  /// let before = draft
  /// draft.show(snapshot)
  /// if !draft.showsSameText(as: before) { status = nil }  // "Saved" described the old text
  /// ```
  public func showsSameText(as other: Self) -> Bool {
    if typed == nil, other.typed == nil, base.outline == other.base.outline { return true }
    return text == other.text
  }
}
