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

  /// What the tab shows, by the domain's rules (`OutlineTextScreen`): the editor's text
  /// against the stored outline it came from (written when the tab reads it, not after
  /// every edit made on the Tasks tab), "Saved", errors, the newer text after a refused save.
  public private(set) var screen = OutlineTextScreen()
  /// The editor's text. Typing in it ends "Saved" (the screen's rule).
  public var draft: String {
    get { screen.text }
    set { screen.text = newValue }
  }
  /// The editor against the stored outline.
  public var editor: OutlineTextDraft { screen.draft }
  /// The text as last loaded or saved.
  public var savedText: String { screen.savedText }
  public var errorMessage: String? { screen.errorMessage }
  /// Whether "Saved" shows: after a save, until the text changes or the tab opens again.
  public var didSave: Bool { screen.statusMessage != nil }
  /// The newer outline's text, shown beside the editor after a refused save.
  public var newerText: String? { screen.newerText }

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
  public var hasUnsavedChanges: Bool { screen.hasUnsavedChanges }

  /// Whether to show "Saved".
  public var showsSaved: Bool { didSave && !hasUnsavedChanges }

  /// Reads the outline's text, unless the user has unsaved changes (they are kept); "Saved"
  /// and old errors go (the screen's rule for opening the tab again).
  public func load() {
    guard screen.reopened() else { return }
    let (taskStore, userID) = (taskStore, user.id)
    run(key: "load") { () async throws(TaskStoreError) -> OutlineSnapshot in
      try await taskStore.load(userID)
    } then: { model, result in
      switch result {
      case .success(let snapshot): model.screen.show(snapshot)
      case .failure(let error): model.screen.loadFailed(error.message)
      }
    }
  }

  /// Save: the screen says what to send (blank text is refused there); the store replaces the
  /// outline and the editor shows the normalised text.
  public func save() {
    guard let save = screen.beginSave() else { return }
    let (taskStore, userID) = (taskStore, user.id)
    run(key: "save") { () async throws(TaskStoreError) -> OutlineSnapshot in
      try await taskStore.replace(save.text, save.base, userID)
    } then: { model, result in
      if let shown = model.screen.saveFinished(result) { model.onReplaced(shown) }
    }
  }

  /// Shows a newer stored outline unless the editor has unsaved changes (the screen's rule).
  private func show(_ snapshot: OutlineSnapshot) {
    screen.show(snapshot)
  }
}
