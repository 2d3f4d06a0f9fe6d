import Flows
import TaskManagerDomain
import TaskPaper
import Views
import Viper

/// The sheet's use case: the domain's task-line rule, then one edit on the task store
/// (an insertion when adding, a new body when editing).
@Reported(as: .interactor)
final class AddEditTaskInteractor: ViperInteractor, AddEditTaskInteractorInput {
  @Weak var output: (any AddEditTaskInteractorOutput)? = nil
  private let mode: AddEditTaskMode
  /// The revision of the outline the sheet was opened on; the edit is made on it.
  private let revision: OutlineRevision
  private let user: User
  private let taskStore: TaskStore
  private let context: HostContext

  init(
    mode: AddEditTaskMode, basedOn revision: OutlineRevision, user: User, taskStore: TaskStore,
    context: HostContext
  ) {
    self.mode = mode
    self.revision = revision
    self.user = user
    self.taskStore = taskStore
    self.context = context
  }

  func save(_ text: String) {
    let body: String
    do throws(TaskLineError) {
      body = try TaskLine.body(from: text)
    } catch {
      output?.saveFailed(error.message)
      return
    }
    let edit: OutlineEdit
    switch mode {
    case .add(let point): edit = .insert(body, at: point)
    case .edit(let item): edit = .setText(item.id, body)
    }
    let taskStore = self.taskStore
    let id = user.id
    let revision = self.revision
    perform(on: context.work) { () async throws(TaskStoreError) -> OutlineSnapshot in
      try await taskStore.apply(edit, revision, id)
    } deliver: { output, result in
      switch result {
      case .success(let snapshot): output.saved(snapshot)
      case .failure(let error): output.saveFailed(error.message)
      }
    }
  }
}
