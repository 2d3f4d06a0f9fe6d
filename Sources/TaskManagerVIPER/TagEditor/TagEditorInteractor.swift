import Flows
import TaskManagerDomain
import TaskPaper
import Views
import Viper

/// The tag editor's use case: `TagText.parse` decides what a tag is; the item's body is
/// rewritten with the new tag in the old one's place, through the task store.
@Reported(as: .interactor)
final class TagEditorInteractor: ViperInteractor, TagEditorInteractorInput {
  @Weak var output: (any TagEditorInteractorOutput)? = nil
  private let item: Item
  private let tag: Tag
  /// The revision of the outline the editor was opened on; the edit is made on it.
  private let revision: OutlineRevision
  private let user: User
  private let taskStore: TaskStore
  private let context: HostContext

  init(
    item: Item, tag: Tag, basedOn revision: OutlineRevision, user: User, taskStore: TaskStore,
    context: HostContext
  ) {
    self.item = item
    self.tag = tag
    self.revision = revision
    self.user = user
    self.taskStore = taskStore
    self.context = context
  }

  func convert(_ text: String) {
    let newTag: Tag
    do throws(TagTextError) {
      newTag = try TagText.parse(text)
    } catch {
      output?.conversionFailed(error.message)
      return
    }
    let edit = OutlineEdit.setText(
      item.id, TagText.body(of: item, replacing: tag.name, with: newTag))
    let taskStore = self.taskStore
    let id = user.id
    let revision = self.revision
    perform(on: context.work) { () async throws(TaskStoreError) -> OutlineSnapshot in
      try await taskStore.apply(edit, revision, id)
    } deliver: { output, result in
      switch result {
      case .success(let snapshot): output.tagReplaced(snapshot)
      case .failure(let error): output.conversionFailed(error.message)
      }
    }
  }
}
