import TaskManagerDomain
import TaskPaper
import Views
import Viper

/// The Tasks tab's use cases, on the task store: load the outline, apply one edit.
final class TaskListInteractor: ViperInteractor, TaskListInteractorInput {
  @Weak var output: (any TaskListInteractorOutput)? = nil
  private let user: User
  private let environment: TaskManagerEnvironment
  private let context: HostContext

  init(user: User, environment: TaskManagerEnvironment, context: HostContext) {
    self.user = user
    self.environment = environment
    self.context = context
  }

  func loadOutline() {
    let taskStore = environment.taskStore
    let id = user.id
    perform(on: context.work) { () async throws(TaskStoreError) -> Outline in
      try await taskStore.load(id)
    } deliver: { output, result in
      switch result {
      case .success(let outline): output.outlineLoaded(outline)
      case .failure(let error): output.editFailed(error.message)
      }
    }
  }

  func apply(_ edit: OutlineEdit) {
    let taskStore = environment.taskStore
    let id = user.id
    perform(on: context.work) { () async throws(TaskStoreError) -> Outline in
      try await taskStore.apply(edit, id)
    } deliver: { output, result in
      switch result {
      case .success(let outline): output.outlineChanged(outline, by: edit)
      case .failure(let error): output.editFailed(error.message)
      }
    }
  }

  func doneEdit(for item: Item) -> OutlineEdit {
    DoneDate.edit(item.id, done: item.tag("done") == nil, now: environment.now())
  }
}
