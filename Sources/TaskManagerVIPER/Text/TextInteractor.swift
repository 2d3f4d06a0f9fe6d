import TaskManagerDomain
import TaskPaper
import Views
import Viper

/// The Text tab's use cases on the task store: export the outline as text, replace it from
/// text (the store validates it and reports problems with line numbers).
final class TextInteractor: ViperInteractor, TextInteractorInput {
  @Weak var output: (any TextInteractorOutput)? = nil
  private let user: User
  private let taskStore: TaskStore
  private let context: HostContext

  init(user: User, taskStore: TaskStore, context: HostContext) {
    self.user = user
    self.taskStore = taskStore
    self.context = context
  }

  func loadText() {
    let taskStore = self.taskStore
    let id = user.id
    perform(on: context.work) { () async throws(TaskStoreError) -> String in
      try await taskStore.export(id)
    } deliver: { output, result in
      switch result {
      case .success(let text): output.textLoaded(text)
      case .failure(let error): output.failed(error.message)
      }
    }
  }

  func replace(with text: String) {
    let taskStore = self.taskStore
    let id = user.id
    perform(on: context.work) { () async throws(TaskStoreError) -> Outline in
      try await taskStore.replace(text, id)
    } deliver: { output, result in
      switch result {
      case .success(let outline): output.outlineReplaced(outline)
      case .failure(let error): output.failed(error.message)
      }
    }
  }
}
