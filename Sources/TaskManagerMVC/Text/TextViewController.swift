import Flows
import MVC
import TaskManagerDomain
import TaskPaper
import Views

/// Told when a save replaced the outline, so the Tasks tab shows it.
public protocol TextViewControllerDelegate: AnyObject {
  func textViewController(
    _ controller: TextViewController, didReplaceOutline snapshot: OutlineSnapshot)
}

/// The Text tab's controller: the whole outline as TaskPaper text, saved at once with
/// `TaskStore.replace`. Problems (with line numbers) are shown and the typed text is kept. A
/// save over changes made in another window since the text was loaded is refused: the text
/// stays, the newer outline shows beside it, and saving again replaces it on purpose. Other
/// windows' changes replace the text only while it has no unsaved edits.
///
/// ```swift
/// let text = TextViewController(user: user, context: context, environment: environment)
/// text.viewWillAppear()  // loads the text
/// text.view.text = "Inbox:\n\t- Buy milk"
/// text.saveTapped()
/// ```
@Reported(as: .controller)
public final class TextViewController: ViewController {
  public let view = TextView()
  public weak var delegate: (any TextViewControllerDelegate)?
  private let user: User
  private let taskStore: TaskStore

  public init(
    user: User, context: HostContext, environment: TaskManagerEnvironment
  ) {
    self.user = user
    self.taskStore = environment.taskStore
    super.init(context: context)
    tabBarItem = TabBarItem(title: "Text", systemImage: "doc.plaintext")
    view.onTextChanged = { [weak self] in self?.textChanged() }
    view.onSave = { [weak self] in self?.saveTapped() }
    let (taskStore, userID) = (taskStore, user.id)
    work.observe(
      key: "updates", { taskStore.subscribe(userID, $0) },
      onEach: { [weak self] snapshot in
        self?.show(snapshot)
      })
  }

  public override var contentView: AnyView { AnyView(view) }

  /// Edited but not saved.
  public var hasUnsavedChanges: Bool { view.screen.hasUnsavedChanges }

  public override func viewWillAppear() {
    // Back on the tab: "Saved" and old errors go, and the text loads unless typed over.
    guard view.screen.reopened() else { return }
    let (taskStore, userID) = (taskStore, user.id)
    work.run(key: "load") { () async throws(TaskStoreError) -> OutlineSnapshot in
      try await taskStore.load(userID)
    } then: { [weak self] result in
      guard let self else { return }
      switch result {
      case .success(let snapshot): self.show(snapshot)
      case .failure(let error): self.view.screen.loadFailed(error.message)
      }
    }
  }

  /// The user typed (which ended "Saved", the screen's rule).
  public func textChanged() {
    view.showsUnsavedChanges = hasUnsavedChanges
  }

  /// Save: the screen says what to send (blank text is refused there); the store replaces the
  /// outline and the editor shows the normalised text.
  public func saveTapped() {
    guard let save = view.screen.beginSave() else { return }
    let (taskStore, userID) = (taskStore, user.id)
    work.run(key: "save") { () async throws(TaskStoreError) -> OutlineSnapshot in
      try await taskStore.replace(save.text, save.base, userID)
    } then: { [weak self] result in
      self?.saveFinished(result)
    }
  }

  private func saveFinished(_ result: Result<OutlineSnapshot, TaskStoreError>) {
    let shown = view.screen.saveFinished(result)
    view.showsUnsavedChanges = hasUnsavedChanges
    if let shown { delegate?.textViewController(self, didReplaceOutline: shown) }
  }

  /// Shows a newer stored outline unless the editor has unsaved changes (the screen's rule).
  private func show(_ snapshot: OutlineSnapshot) {
    view.screen.show(snapshot)
  }
}
