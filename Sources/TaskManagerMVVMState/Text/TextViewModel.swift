import Flows
import MVVM
import TaskManagerDomain
import TaskPaper
import Views

/// What the Text tab shows: the domain's `OutlineTextScreen`, whose rules decide it, with the
/// fields the view binds and reads.
public struct TextState: Equatable, Sendable {
  public var screen = OutlineTextScreen()

  public init() {}

  /// The editor's text. Typing ends "Saved" (the screen's rule).
  public var draft: String {
    get { screen.text }
    set { screen.text = newValue }
  }
  /// The editor against the stored outline it was loaded from.
  public var editor: OutlineTextDraft { screen.draft }
  public var errorMessage: String? { screen.errorMessage }
  /// Whether "Saved" shows: after a save, until the text changes or the tab opens again.
  public var didSave: Bool { screen.statusMessage != nil }
  /// The newer outline's text, shown beside the editor after a refused save.
  public var newerText: String? { screen.newerText }
  /// The text as last loaded or saved.
  public var savedText: String { screen.savedText }
  /// The revision the editor's text was loaded from; a save is made on it.
  public var baseRevision: OutlineRevision { screen.baseRevision }
  /// Edited but not saved.
  public var hasUnsavedChanges: Bool { screen.hasUnsavedChanges }
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

  public func load() {
    // Back on the tab: "Saved" and old errors go, and the text loads unless typed over.
    var screen = state.screen
    let loads = screen.reopened()
    update { $0.screen = screen }
    guard loads else { return }
    let (taskStore, userID) = (taskStore, user.id)
    run(key: "load") { () async throws(TaskStoreError) -> OutlineSnapshot in
      try await taskStore.load(userID)
    } then: { model, result in
      switch result {
      case .success(let snapshot): model.show(snapshot)
      case .failure(let error): model.update { $0.screen.loadFailed(error.message) }
      }
    }
  }

  public func save() {
    // The screen decides on a copy, so a refused Save is one state change.
    var screen = state.screen
    let save = screen.beginSave()
    update { $0.screen = screen }
    guard let save else { return }
    let (taskStore, userID) = (taskStore, user.id)
    run(key: "save") { () async throws(TaskStoreError) -> OutlineSnapshot in
      try await taskStore.replace(save.text, save.base, userID)
    } then: { model, result in
      model.saveFinished(result)
    }
  }

  private func saveFinished(_ result: Result<OutlineSnapshot, TaskStoreError>) {
    var screen = state.screen
    let shown = screen.saveFinished(result)
    update { $0.screen = screen }
    if let shown { onReplaced(shown) }
  }

  private func show(_ snapshot: OutlineSnapshot) {
    // The screen decides on a copy: an outline it refuses then costs no state comparison.
    var screen = state.screen
    guard screen.show(snapshot) else { return }
    update { $0.screen = screen }
  }
}
