import Flows
import TaskManagerDomain
import TaskPaper
import Viper

/// The Tasks tab's presenter: holds the domain's `TaskListScreen` (outline, category,
/// selection and their rules), turns it into the view's model, and decides where each tap goes:
/// edits through the interactor, sheets, alerts and the tag editor through the router.
@Reported(as: .presenter)
final class TaskListPresenter: ViperPresenter, TaskListViewOutput, TaskListInteractorOutput,
  TaskListModuleInput, AddEditTaskModuleOutput, TagEditorModuleOutput
{
  @Weak var view: (any TaskListViewContract)? = nil
  let interactor: any TaskListInteractorInput
  let router: any TaskListRouterInput

  private(set) var screen = TaskListScreen<EditingTag>()
  private var pendingDeletion: ItemID?

  init(interactor: any TaskListInteractorInput, router: any TaskListRouterInput) {
    self.interactor = interactor
    self.router = router
  }

  /// Called once the module is assembled.
  func start() {
    interactor.watchOutline()
    interactor.loadOutline()
  }

  // MARK: View events

  func categorySelected(_ category: TaskCategory) {
    change { $0.select(category: category) }
  }

  func itemSelected(_ id: ItemID?) {
    change { $0.select(item: id) }
  }

  func addTapped() {
    router.showAddTask(at: screen.insertionPoint, basedOn: screen.revision, output: self)
  }

  func editTapped() {
    guard let item = screen.selectedItem else { return }
    router.showEditTask(item, basedOn: screen.revision, output: self)
  }

  func doneTapped() {
    guard let item = screen.selectedItem else { return }
    interactor.apply(interactor.doneEdit(for: item), basedOn: screen.revision)
  }

  func deleteTapped() {
    guard let item = screen.selectedItem else { return }
    askToDelete(item)
  }

  func tagTapped(name: String) {
    guard let (item, tag) = screen.tagToEdit(named: name) else { return }
    let editor = router.makeTagEditor(item: item, tag: tag, basedOn: screen.revision, output: self)
    change { $0.open(EditingTag(itemID: item.id, tagName: name)) }
    view?.showTagEditor(editor)
  }

  // MARK: Interactor output

  func outlineLoaded(_ snapshot: OutlineSnapshot) {
    change { $0.stored(snapshot) }
  }

  func outlineUpdated(_ snapshot: OutlineSnapshot) {
    change { $0.show(snapshot) }
  }

  func outlineChanged(_ snapshot: OutlineSnapshot, by edit: OutlineEdit) {
    if case .delete(let id) = edit, id == pendingDeletion {
      pendingDeletion = nil
      router.closeSheet()
    }
    change { $0.stored(snapshot) }
  }

  func editFailed(_ message: String, latest: OutlineSnapshot?) {
    pendingDeletion = nil
    change { $0.failed(message, latest: latest) }
  }

  // MARK: Home (module input)

  func showOutline(_ snapshot: OutlineSnapshot) {
    change { $0.show(snapshot) }
  }

  func setShowDone(_ showDone: Bool) {
    change { $0.showDone = showDone }
  }

  // MARK: Add / Edit sheet (module output)

  func taskSaved(_ snapshot: OutlineSnapshot) {
    change { $0.stored(snapshot) }
  }

  func deleteRequested(_ item: Item) {
    askToDelete(item)
  }

  // MARK: Tag editor (module output)

  func tagEditorDidReplaceTag(_ snapshot: OutlineSnapshot) {
    change {
      $0.closeTagEditor()
      $0.show(snapshot)
    }
  }

  func tagEditorDidFail(_ message: String) {
    change { $0.tagRefused(message) }
  }

  func tagEditorDidCancel() {
    change { $0.closeTagEditor() }
  }

  // MARK: Helpers

  private func askToDelete(_ item: Item) {
    // The deletion is made on the revision the user saw when asked.
    let revision = screen.revision
    router.confirmDeletion(of: item) { [weak self] in
      guard let self else { return }
      self.pendingDeletion = item.id
      self.interactor.apply(.delete(item.id), basedOn: revision)
    }
  }

  /// Applies the screen's rules, removes the tag editor's module if they closed it, and shows
  /// the result.
  private func change(_ rules: (inout TaskListScreen<EditingTag>) -> Void) {
    let hadTagEditor = screen.tagEditor != nil
    rules(&screen)
    if hadTagEditor, screen.tagEditor == nil { view?.showTagEditor(nil) }
    view?.display(
      TaskListViewModel(
        categories: screen.categories,
        category: screen.category,
        items: screen.visibleItems,
        selectedItem: screen.selectedItem,
        errorMessage: screen.errorMessage,
        tagErrorMessage: screen.tagErrorMessage,
        editingTagName: screen.tagEditor?.tagName))
  }
}
