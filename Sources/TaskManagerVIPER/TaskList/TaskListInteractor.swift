import Flows
import TaskManagerDomain
import TaskPaper
import Views
import Viper

/// The Tasks tab's use cases, on the task store: load the outline, watch it for other
/// windows' changes, apply one edit made on the revision shown.
@Reported(as: .interactor)
final class TaskListInteractor: ViperInteractor, TaskListInteractorInput {
  @Weak var output: (any TaskListInteractorOutput)? = nil
  private let user: User
  private let environment: TaskManagerEnvironment
  private let context: HostContext
  private var watching: WorkID?

  init(user: User, environment: TaskManagerEnvironment, context: HostContext) {
    self.user = user
    self.environment = environment
    self.context = context
  }

  deinit {
    if let watching { context.work.cancel(watching) }
  }

  func loadOutline() {
    let taskStore = environment.taskStore
    let id = user.id
    perform(on: context.work) { () async throws(TaskStoreError) -> OutlineSnapshot in
      try await taskStore.load(id)
    } deliver: { output, result in
      switch result {
      case .success(let snapshot): output.outlineLoaded(snapshot)
      case .failure(let error): output.editFailed(error.message, latest: error.latest)
      }
    }
  }

  func watchOutline() {
    let taskStore = environment.taskStore
    let id = user.id
    watching = watch(
      on: context.work, { taskStore.subscribe(id, $0) },
      deliver: { output, snapshot in output.outlineUpdated(snapshot) })
  }

  func apply(_ edit: OutlineEdit, basedOn revision: OutlineRevision) {
    let taskStore = environment.taskStore
    let id = user.id
    perform(on: context.work) { () async throws(TaskStoreError) -> OutlineSnapshot in
      try await taskStore.apply(edit, revision, id)
    } deliver: { output, result in
      switch result {
      case .success(let snapshot): output.outlineChanged(snapshot, by: edit)
      case .failure(let error): output.editFailed(error.message, latest: error.latest)
      }
    }
  }

  func doneEdit(for item: Item) -> OutlineEdit {
    DoneDate.edit(item.id, done: item.tag("done") == nil, now: environment.now())
  }
}
