import TaskManagerDomain
import TaskPaper
import Views
import Viper

/// The sheet's use case: the domain's task-line rule, then one edit on the task store
/// (an insertion when adding, a new body when editing).
final class AddEditTaskInteractor: ViperInteractor, AddEditTaskInteractorInput {
  @Weak var output: (any AddEditTaskInteractorOutput)? = nil
  private let mode: AddEditTaskMode
  private let user: User
  private let taskStore: TaskStore
  private let context: HostContext

  init(mode: AddEditTaskMode, user: User, taskStore: TaskStore, context: HostContext) {
    self.mode = mode
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
    perform(on: context.work) { () async throws(TaskStoreError) -> Outline in
      try await taskStore.apply(edit, id)
    } deliver: { output, result in
      switch result {
      case .success(let outline): output.saved(outline)
      case .failure(let error): output.saveFailed(error.message)
      }
    }
  }
}
