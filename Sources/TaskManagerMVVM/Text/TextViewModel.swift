import MVVM
import Observation
import TaskManagerDomain
import TaskPaper
import Views

/// The Text tab: the whole outline as TaskPaper text, edited freely and saved at once. Save
/// replaces the outline through the task store; problems (with line numbers) are shown and the
/// user's text is kept.
///
/// ```swift
/// let text = TextViewModel(user: user, context: context, environment: environment)
/// text.load()
/// text.draft = "Inbox:\n\t- Buy milk"
/// text.save()
/// ```
@Observable
public final class TextViewModel: EventLogging, WorkOwning {
  /// Shown when Save is pressed on blank text.
  public static let emptyTextMessage = OutlineDraft.emptyTextMessage

  /// The editor's text.
  public var draft = ""
  /// The text as last loaded or saved.
  public private(set) var savedText = ""
  public private(set) var errorMessage: String?
  /// Set by a successful save, shown until the text changes again.
  public private(set) var didSave = false

  /// Called with the outline a save stored, so the Tasks tab shows it.
  @ObservationIgnored public var onReplaced: (Outline) -> Void = { _ in }
  @ObservationIgnored public let eventLog: EventLog?
  @ObservationIgnored public let workBag: WorkBag
  @ObservationIgnored private let user: User
  @ObservationIgnored private let taskStore: TaskStore

  public init(
    user: User, context: HostContext, environment: TaskManagerEnvironment,
    eventLog: EventLog? = nil
  ) {
    self.user = user
    self.taskStore = environment.taskStore
    self.eventLog = eventLog
    self.workBag = WorkBag(context.work)
  }

  /// Edited but not saved.
  public var hasUnsavedChanges: Bool { draft != savedText }

  /// Whether to show "Saved".
  public var showsSaved: Bool { didSave && !hasUnsavedChanges }

  /// Reads the outline's text, unless the user has unsaved changes (they are kept).
  public func load() {
    logged {
      guard !hasUnsavedChanges else { return }
      let (taskStore, userID) = (taskStore, user.id)
      run(key: "load") { () async throws(TaskStoreError) -> String in
        try await taskStore.export(userID)
      } then: { model, result in
        model.logged("loaded()") {
          switch result {
          case .success(let text):
            guard !model.hasUnsavedChanges else { return }
            model.draft = text
            model.savedText = text
          case .failure(let error):
            model.errorMessage = error.message
          }
        }
      }
    }
  }

  /// Save: blank text is refused; otherwise the store replaces the outline and the editor
  /// shows the normalised text.
  public func save() {
    logged {
      didSave = false
      if let problem = OutlineDraft.problem(draft) {
        errorMessage = problem
        return
      }
      let (taskStore, userID, text) = (taskStore, user.id, draft)
      run(key: "save") { () async throws(TaskStoreError) -> (Outline, String) in
        let outline = try await taskStore.replace(text, userID)
        return (outline, try await taskStore.export(userID))
      } then: { model, result in
        model.logged("saved()") { model.saveFinished(result) }
      }
    }
  }

  private func saveFinished(_ result: Result<(Outline, String), TaskStoreError>) {
    switch result {
    case .success(let (outline, text)):
      draft = text
      savedText = text
      errorMessage = nil
      didSave = true
      onReplaced(outline)
    case .failure(let error):
      errorMessage = error.message
    }
  }
}
