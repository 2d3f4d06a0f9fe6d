import Flows
import MVVM
import Observation
import TaskManagerDomain
import TaskPaper
import Views

/// The Text tab: the whole outline as TaskPaper text, edited freely and saved at once. Save
/// replaces the outline through the task store; problems (with line numbers) are shown and the
/// user's text is kept. A save over changes made in another window since the text was loaded
/// is refused: the text stays, the newer outline is shown beside it, and saving again replaces
/// it deliberately. Other windows' changes replace the text only while it has no unsaved edits.
///
/// ```swift
/// let text = TextViewModel(user: user, context: context, environment: environment)
/// text.load()
/// text.draft = "Inbox:\n\t- Buy milk"
/// text.save()
/// ```
@Observable
@Reported(as: .viewModel)
public final class TextViewModel: WorkOwning {
  /// Shown when Save is pressed on blank text.
  public static let emptyTextMessage = OutlineDraft.emptyTextMessage

  /// The editor's text against the stored outline it was loaded from; the outline's text is
  /// written when the tab reads it, not after every edit made on the Tasks tab.
  public private(set) var editor = OutlineTextDraft()
  /// The editor's text. Typing in it ends "Saved": that reported the text as it was.
  public var draft: String {
    get { editor.text }
    set {
      guard newValue != editor.text else { return }
      editor.text = newValue
      didSave = false
    }
  }
  /// The text as last loaded or saved.
  public var savedText: String { editor.savedText }
  public private(set) var errorMessage: String?
  /// Set by a successful save, shown until the text changes again (typed, or a newer
  /// outline shown) or the tab is opened again.
  public private(set) var didSave = false
  /// The newer outline's text, shown beside the editor after a refused save.
  public private(set) var newerText: String?

  /// Called with the outline a save stored, so the Tasks tab shows it.
  @ObservationIgnored public var onReplaced: (OutlineSnapshot) -> Void = { _ in }
  @ObservationIgnored public let workBag: WorkBag
  @ObservationIgnored private let user: User
  @ObservationIgnored private let taskStore: TaskStore

  public init(
    user: User, context: HostContext, environment: TaskManagerEnvironment
  ) {
    self.user = user
    self.taskStore = environment.taskStore
    self.workBag = WorkBag(context.work)
    let (taskStore, userID) = (taskStore, user.id)
    observe(
      { taskStore.subscribe(userID, $0) },
      onEach: { model, snapshot in
        model.show(snapshot)
      })
  }

  /// Edited but not saved.
  public var hasUnsavedChanges: Bool { editor.hasUnsavedChanges }

  /// Whether to show "Saved".
  public var showsSaved: Bool { didSave && !hasUnsavedChanges }

  /// Reads the outline's text, unless the user has unsaved changes (they are kept).
  public func load() {
    // Back on the tab, an earlier "Saved" would describe a save the user has moved on from.
    didSave = false
    guard !hasUnsavedChanges else { return }
    let (taskStore, userID) = (taskStore, user.id)
    run(key: "load") { () async throws(TaskStoreError) -> OutlineSnapshot in
      try await taskStore.load(userID)
    } then: { model, result in
      switch result {
      case .success(let snapshot): model.show(snapshot)
      case .failure(let error): model.errorMessage = error.message
      }
    }
  }

  /// Save: blank text is refused; otherwise the store replaces the outline and the editor
  /// shows the normalised text.
  public func save() {
    didSave = false
    if let problem = OutlineDraft.problem(draft) {
      errorMessage = problem
      return
    }
    let (taskStore, userID, text, base) = (taskStore, user.id, draft, editor.baseRevision)
    run(key: "save") { () async throws(TaskStoreError) -> OutlineSnapshot in
      try await taskStore.replace(text, base, userID)
    } then: { model, result in
      model.saveFinished(result)
    }
  }

  private func saveFinished(_ result: Result<OutlineSnapshot, TaskStoreError>) {
    switch result {
    case .success(let snapshot):
      editor = OutlineTextDraft(snapshot)
      newerText = nil
      errorMessage = nil
      didSave = true
      onReplaced(snapshot)
    case .failure(let error):
      errorMessage = error.message
      guard let latest = error.latest else { return }
      // The user has now seen the newer outline: saving again replaces it on purpose.
      editor.rebase(on: latest)
      newerText = latest.serialized()
    }
  }

  /// Shows a newer stored outline unless the editor has unsaved changes, which are never
  /// overwritten and stay based on the revision they were typed on.
  private func show(_ snapshot: OutlineSnapshot) {
    let before = editor
    guard editor.show(snapshot) else { return }
    // "Saved" reported the text as it was; a newer one ends it, as typing does. (Only then
    // are the texts compared: written for a hidden tab, they would cost each edit.)
    if didSave, !editor.showsSameText(as: before) { didSave = false }
  }
}
