import Flows
import MVC
import TaskManagerDomain
import TaskPaper
import Views

/// What the Add / Edit sheet tells the controller that presented it (the Tasks tab).
public protocol AddEditTaskViewControllerDelegate: AnyObject {
  func addEditTask(_ controller: AddEditTaskViewController, didSave snapshot: OutlineSnapshot)
  /// Delete in the Edit sheet: the presenter asks first, then deletes.
  func addEditTask(_ controller: AddEditTaskViewController, didRequestDeletionOf item: Item)
}

/// The New Task / Edit Task sheet's controller: Save reads the field, checks it with
/// `TaskLine.body(from:)` and stores it with `TaskStore.apply` on the revision the sheet
/// was opened on; a refusal stays in the sheet with the typed text; success tells the delegate
/// and dismisses the sheet.
///
/// ```swift
/// let sheet = AddEditTaskViewController(
///   mode: .add(screen.insertionPoint), basedOn: screen.revision, user: user,
///   context: context, environment: environment)
/// sheet.delegate = self
/// present(sheet)
/// ```
@Reported(as: .controller)
public final class AddEditTaskViewController: ViewController {
  /// Whether the sheet adds a task (where) or edits one.
  public enum Mode {
    case add(InsertionPoint)
    case edit(Item)
  }

  public let view = AddEditTaskView()
  public weak var delegate: (any AddEditTaskViewControllerDelegate)?
  public let mode: Mode
  /// The revision of the outline the sheet was opened on; the edit is made on it.
  private let revision: OutlineRevision
  private let user: User
  private let taskStore: TaskStore

  public init(
    mode: Mode, basedOn revision: OutlineRevision, user: User, context: HostContext,
    environment: TaskManagerEnvironment
  ) {
    self.mode = mode
    self.revision = revision
    self.user = user
    self.taskStore = environment.taskStore
    super.init(context: context)
    switch mode {
    case .add:
      view.title = "New Task"
    case .edit(let item):
      view.title = "Edit Task"
      view.text = item.body
      view.showsDelete = true
    }
    view.onSave = { [weak self] in self?.saveTapped() }
    view.onCancel = { [weak self] in self?.cancelTapped() }
    view.onDelete = { [weak self] in self?.deleteTapped() }
  }

  public override var contentView: AnyView { AnyView(view) }

  public func saveTapped() {
    let body: String
    do throws(TaskLineError) {
      body = try TaskLine.body(from: view.text)
    } catch {
      view.errorMessage = error.message
      return
    }
    let edit: OutlineEdit
    switch mode {
    case .add(let point): edit = .insert(body, at: point)
    case .edit(let item): edit = .setText(item.id, body)
    }
    let (taskStore, userID, revision) = (taskStore, user.id, revision)
    work.run(key: "save") { () async throws(TaskStoreError) -> OutlineSnapshot in
      try await taskStore.apply(edit, revision, userID)
    } then: { [weak self] result in
      self?.saveFinished(result)
    }
  }

  public func cancelTapped() {
    dismiss()
  }

  public func deleteTapped() {
    guard case .edit(let item) = mode else { return }
    delegate?.addEditTask(self, didRequestDeletionOf: item)
  }

  private func saveFinished(_ result: Result<OutlineSnapshot, TaskStoreError>) {
    switch result {
    case .success(let snapshot):
      view.errorMessage = nil
      delegate?.addEditTask(self, didSave: snapshot)
      dismiss()
    case .failure(let error):
      view.errorMessage = error.message
    }
  }
}
