import TaskPaper

/// The Text tab's rules, one home for every architecture: the editor's text against the stored
/// outline it came from, "Saved" and how long it lasts, what a refused save leaves on screen,
/// and what reopening the tab does. Each variant keeps one and only says when things happen
/// (a reducer's actions, a presenter's events, a view model's methods, a controller's
/// callbacks); what they mean is decided here, so the variants agree by construction.
///
/// ```swift
/// var screen = OutlineTextScreen(snapshot)
/// screen.text = "Inbox:\n\t- Buy milk"          // typing ends "Saved"
/// if let save = screen.beginSave() {             // nil: nothing to send (shown why)
///   let result = await store.replace(save.text, save.base, userID)
///   if let replaced = screen.saveFinished(result) { tasksTab.show(replaced) }
/// }
/// ```
///
/// Its fields are settable, as ``TaskListScreen``'s are, so a test can state the screen it
/// expects; the methods are the rules.
public struct OutlineTextScreen: Equatable, Sendable {
  /// What "Saved" says.
  public static let savedMessage = "Saved"

  /// The editor against the stored outline it was loaded from (see ``OutlineTextDraft``).
  public var draft: OutlineTextDraft
  /// A save is on its way: another Save waits for it.
  public var isSaving = false
  /// Why the last save or load did not happen, until the next one starts.
  public var errorMessage: String?
  /// "Saved" after a save, until the text changes (typed, or a newer outline shown), another
  /// save starts, or the tab is opened again: it reports the text as it was then.
  public var statusMessage: String?
  /// The newer outline's text, shown beside the editor after a save was refused because
  /// another window had changed the outline.
  public var newerText: String?

  public init(_ snapshot: OutlineSnapshot = OutlineSnapshot()) {
    draft = OutlineTextDraft(snapshot)
  }

  /// What the editor shows. Typing ends "Saved".
  public var text: String {
    get { draft.text }
    set {
      guard newValue != draft.text else { return }
      draft.text = newValue
      statusMessage = nil
    }
  }

  /// The stored outline's text.
  public var savedText: String { draft.savedText }
  /// The revision a save is made on.
  public var baseRevision: OutlineRevision { draft.baseRevision }
  /// Edited and not saved.
  public var hasUnsavedChanges: Bool { draft.hasUnsavedChanges }

  /// What a save sends: the text, and the revision it was typed on.
  public struct SaveRequest: Equatable, Sendable {
    public var text: String
    public var base: OutlineRevision
  }

  /// Save was pressed. Returns what to send to the store, or nil: a save is already on its
  /// way, or the text cannot be saved (``errorMessage`` says why; the text stays).
  public mutating func beginSave() -> SaveRequest? {
    guard !isSaving else { return nil }
    statusMessage = nil
    if let problem = OutlineDraft.problem(text) {
      errorMessage = problem
      return nil
    }
    errorMessage = nil
    isSaving = true
    return SaveRequest(text: text, base: baseRevision)
  }

  /// The store answered a save. Returns the outline the other tabs should now show: the one
  /// stored, or, when the save was refused over another window's change, that newer one;
  /// nil when nothing changed.
  public mutating func saveFinished(_ result: Result<OutlineSnapshot, TaskStoreError>)
    -> OutlineSnapshot?
  {
    switch result {
    case .success(let snapshot):
      saved(snapshot)
      return snapshot
    case .failure(let error):
      return saveRefused(error.message, latest: error.latest)
    }
  }

  /// The store saved the text as `snapshot`: the editor shows it (normalised) and "Saved".
  public mutating func saved(_ snapshot: OutlineSnapshot) {
    isSaving = false
    draft = OutlineTextDraft(snapshot)
    newerText = nil
    errorMessage = nil
    statusMessage = Self.savedMessage
  }

  /// The store refused the save, saying `message`; with `latest`, because another window had
  /// changed the outline: the user has now seen it (shown beside the typing, which stays), so
  /// saving again replaces it on purpose. Returns `latest`, for the other tabs.
  public mutating func saveRefused(_ message: String, latest: OutlineSnapshot?)
    -> OutlineSnapshot?
  {
    isSaving = false
    errorMessage = message
    statusMessage = nil
    guard let latest else { return nil }
    draft.rebase(on: latest)
    newerText = latest.serialized()
    return latest
  }

  /// The stored outline changed (loaded, saved elsewhere, edited on the Tasks tab): shown
  /// unless the editor has unsaved changes, which are never overwritten and stay based on
  /// the revision they were typed on. Returns whether it is shown.
  @discardableResult
  public mutating func show(_ snapshot: OutlineSnapshot) -> Bool {
    let before = draft
    guard draft.show(snapshot) else { return false }
    // "Saved" reported the text as it was; a newer one ends it, as typing does. (Only then
    // are the texts compared: written for a hidden tab, they would cost each edit.)
    if statusMessage != nil, !draft.showsSameText(as: before) { statusMessage = nil }
    return true
  }

  /// Loading the outline failed, saying `message`.
  public mutating func loadFailed(_ message: String) {
    errorMessage = message
  }

  /// The tab was opened again. An earlier "Saved" describes a save the user has moved on
  /// from; without unsaved text, an earlier error describes text no longer there. Returns
  /// whether to load the stored outline (never over unsaved text).
  public mutating func reopened() -> Bool {
    statusMessage = nil
    guard !hasUnsavedChanges else { return false }
    errorMessage = nil
    return true
  }
}
