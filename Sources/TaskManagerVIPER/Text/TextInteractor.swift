import Flows
import TaskManagerDomain
import TaskPaper
import Views
import Viper

/// The Text tab's use cases on the task store: load the outline as text, watch it for other
/// windows' changes, replace it from text made on a revision (the store validates it and
/// reports problems with line numbers, and refuses a save over newer changes).
@Reported(as: .interactor)
final class TextInteractor: ViperInteractor, TextInteractorInput {
  @Weak var output: (any TextInteractorOutput)? = nil
  private let user: User
  private let taskStore: TaskStore
  private let context: HostContext
  private var watching: WorkID?

  init(user: User, taskStore: TaskStore, context: HostContext) {
    self.user = user
    self.taskStore = taskStore
    self.context = context
  }

  deinit {
    if let watching { context.work.cancel(watching) }
  }

  func loadText() {
    let taskStore = self.taskStore
    let id = user.id
    perform(on: context.work) { () async throws(TaskStoreError) -> OutlineSnapshot in
      try await taskStore.load(id)
    } deliver: { output, result in
      switch result {
      case .success(let snapshot): output.textLoaded(snapshot)
      case .failure(let error): output.failed(error.message, latest: error.latest)
      }
    }
  }

  func watchOutline() {
    let taskStore = self.taskStore
    let id = user.id
    watching = watch(
      on: context.work, { taskStore.subscribe(id, $0) },
      deliver: { output, snapshot in output.outlineUpdated(snapshot) })
  }

  func replace(with text: String, basedOn revision: OutlineRevision) {
    let taskStore = self.taskStore
    let id = user.id
    perform(on: context.work) { () async throws(TaskStoreError) -> OutlineSnapshot in
      try await taskStore.replace(text, revision, id)
    } deliver: { output, result in
      switch result {
      case .success(let snapshot): output.outlineReplaced(snapshot)
      case .failure(let error): output.failed(error.message, latest: error.latest)
      }
    }
  }
}
