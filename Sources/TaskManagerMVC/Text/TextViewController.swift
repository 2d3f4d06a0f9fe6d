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
/// ``TaskStore/replace``. Problems (with line numbers) are shown and the typed text is kept. A
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
  public var hasUnsavedChanges: Bool { view.draft.hasUnsavedChanges }

  /// The tab is shown again: reads the outline's text, unless the user has unsaved changes.
  public override func viewWillAppear() {
    // Back on the tab, an earlier "Saved" would describe a save the user has moved on from.
    view.showsSaved = false
    guard !hasUnsavedChanges else { return }
    let (taskStore, userID) = (taskStore, user.id)
    work.run(key: "load") { () async throws(TaskStoreError) -> OutlineSnapshot in
      try await taskStore.load(userID)
    } then: { [weak self] result in
      guard let self else { return }
      switch result {
      case .success(let snapshot): self.show(snapshot)
      case .failure(let error): self.view.errorMessage = error.message
      }
    }
  }

  /// The user typed: "Saved" described the text before.
  public func textChanged() {
    view.showsSaved = false
    view.showsUnsavedChanges = hasUnsavedChanges
  }

  /// Save: blank text is refused; otherwise the store replaces the outline and the editor
  /// shows the normalised text.
  public func saveTapped() {
    view.showsSaved = false
    if let problem = OutlineDraft.problem(view.text) {
      view.errorMessage = problem
      return
    }
    let (taskStore, userID, text, base) = (
      taskStore, user.id, view.text, view.draft.baseRevision
    )
    work.run(key: "save") { () async throws(TaskStoreError) -> OutlineSnapshot in
      try await taskStore.replace(text, base, userID)
    } then: { [weak self] result in
      self?.saveFinished(result)
    }
  }

  private func saveFinished(_ result: Result<OutlineSnapshot, TaskStoreError>) {
    switch result {
    case .success(let snapshot):
      view.draft = OutlineTextDraft(snapshot)
      view.newerText = nil
      view.errorMessage = nil
      view.showsSaved = true
      view.showsUnsavedChanges = false
      delegate?.textViewController(self, didReplaceOutline: snapshot)
    case .failure(let error):
      view.errorMessage = error.message
      guard let latest = error.latest else { return }
      // The user has now seen the newer outline: saving again replaces it on purpose.
      view.draft.rebase(on: latest)
      view.newerText = latest.serialized()
      view.showsUnsavedChanges = hasUnsavedChanges
    }
  }

  /// Shows a newer stored outline unless the editor has unsaved changes, which are never
  /// overwritten and stay based on the revision they were typed on.
  private func show(_ snapshot: OutlineSnapshot) {
    let before = view.draft
    guard view.draft.show(snapshot) else { return }
    // "Saved" reported the text as it was; a newer one ends it, as typing does. (Only then
    // are the texts compared: written for a hidden tab, they would cost each edit.)
    if view.showsSaved, !view.draft.showsSameText(as: before) { view.showsSaved = false }
  }
}
