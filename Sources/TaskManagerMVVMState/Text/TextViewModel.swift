import Flows
import MVVM
import TaskManagerDomain
import TaskPaper
import Views

/// What the Text tab shows.
public struct TextState: Equatable, Sendable {
  /// The editor against the stored outline it was loaded from; the outline's text is written
  /// when the tab reads it, not after every edit made on the Tasks tab.
  public var editor = OutlineTextDraft()
  public var errorMessage: String?
  /// Set by a successful save, shown until the text changes again (typed, or a newer
  /// outline shown) or the tab is opened again.
  public var didSave = false
  /// The newer outline's text, shown beside the editor after a refused save.
  public var newerText: String?

  public init() {}

  /// The editor's text. Any change to it ends "Saved" (the change hook sees to it): that
  /// reported the text as it was.
  public var draft: String {
    get { editor.text }
    set { editor.text = newValue }
  }
  /// The text as last loaded or saved.
  public var savedText: String { editor.savedText }
  /// The revision the editor's text was loaded from; a save is made on it.
  public var baseRevision: OutlineRevision { editor.baseRevision }

  /// Edited but not saved.
  public var hasUnsavedChanges: Bool { editor.hasUnsavedChanges }

  /// Whether to show "Saved".
  public var showsSaved: Bool { didSave && !hasUnsavedChanges }
}

/// The Text tab: the whole outline as TaskPaper text, edited freely and saved at once. Save
/// replaces the outline through the task store; problems (with line numbers) are shown and the
/// user's text is kept. A save over changes made in another window since the text was loaded
/// is refused: the text stays, the newer outline is shown beside it, and saving again replaces
/// it deliberately. Other windows' changes replace the text only while it has no unsaved edits.
///
/// ```swift
/// let text = TextViewModel(user: user, context: context, environment: environment)
/// text.load()
/// text.update(\.draft, to: "Inbox:\n\t- Buy milk")
/// text.save()
/// ```
@Reported(as: .viewModel)
public final class TextViewModel: StateBindingViewModel<TextState>, WorkOwning {
  /// Shown when Save is pressed on blank text.
  public static let emptyTextMessage = OutlineDraft.emptyTextMessage

  /// Called with the outline a save stored, so the Tasks tab shows it.
  public var onReplaced: (OutlineSnapshot) -> Void = { _ in }
  public let workBag: WorkBag
  private let user: User
  private let taskStore: TaskStore

  public init(
    user: User, context: HostContext, environment: TaskManagerEnvironment
  ) {
    self.user = user
    self.taskStore = environment.taskStore
    self.workBag = WorkBag(context.work)
    super.init(initialState: TextState())
    let (taskStore, userID) = (taskStore, user.id)
    observe(
      { taskStore.subscribe(userID, $0) },
      onEach: { model, snapshot in
        model.show(snapshot)
      })
  }

  public override func willChange(from old: TextState, to new: inout TextState) -> Bool {
    // "Saved" described the text as it was; a new text (unless the change is the save
    // itself) ends it. Compared only while "Saved" shows: written for a hidden tab, the
    // texts would cost each edit.
    if new.didSave, new.didSave == old.didSave, !new.editor.showsSameText(as: old.editor) {
      new.didSave = false
    }
    return true
  }

  /// Reads the outline's text, unless the user has unsaved changes (they are kept).
  public func load() {
    // Back on the tab, an earlier "Saved" would describe a save the user has moved on from.
    update(\.didSave, to: false)
    guard !state.hasUnsavedChanges else { return }
    let (taskStore, userID) = (taskStore, user.id)
    run(key: "load") { () async throws(TaskStoreError) -> OutlineSnapshot in
      try await taskStore.load(userID)
    } then: { model, result in
      switch result {
      case .success(let snapshot): model.show(snapshot)
      case .failure(let error): model.update(\.errorMessage, to: error.message)
      }
    }
  }

  /// Save: blank text is refused; otherwise the store replaces the outline and the editor
  /// shows the normalised text.
  public func save() {
    update(\.didSave, to: false)
    if let problem = OutlineDraft.problem(state.draft) {
      update(\.errorMessage, to: problem)
      return
    }
    let (taskStore, userID, text, base) = (taskStore, user.id, state.draft, state.baseRevision)
    run(key: "save") { () async throws(TaskStoreError) -> OutlineSnapshot in
      try await taskStore.replace(text, base, userID)
    } then: { model, result in
      model.saveFinished(result)
    }
  }

  private func saveFinished(_ result: Result<OutlineSnapshot, TaskStoreError>) {
    switch result {
    case .success(let snapshot):
      update {
        $0.editor = OutlineTextDraft(snapshot)
        $0.newerText = nil
        $0.errorMessage = nil
        $0.didSave = true
      }
      onReplaced(snapshot)
    case .failure(let error):
      guard let latest = error.latest else {
        update(\.errorMessage, to: error.message)
        return
      }
      // The user has now seen the newer outline: saving again replaces it on purpose.
      let text = latest.serialized()
      update {
        $0.errorMessage = error.message
        $0.newerText = text
        $0.editor.rebase(on: latest)
      }
    }
  }

  /// Shows a newer stored outline unless the editor has unsaved changes, which are never
  /// overwritten and stay based on the revision they were typed on.
  private func show(_ snapshot: OutlineSnapshot) {
    // The editor decides on a copy: an outline it refuses then costs no state comparison.
    var editor = state.editor
    guard editor.show(snapshot) else { return }
    update { $0.editor = editor }
  }
}
