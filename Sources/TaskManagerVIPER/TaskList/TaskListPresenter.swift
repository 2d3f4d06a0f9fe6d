import TaskManagerDomain
import TaskPaper
import Viper

/// The Tasks tab's presenter: keeps the outline, the chosen category and the selection, turns
/// them into the view's model, and decides what each tap does: edits through the interactor,
/// sheets, alerts and the tag editor through the router.
final class TaskListPresenter: ViperPresenter, TaskListInteractorOutput, TaskListModuleInput,
  AddEditTaskModuleOutput, TagEditorModuleOutput
{
  @Weak var view: (any TaskListViewContract)? = nil
  let interactor: any TaskListInteractorInput
  let router: any TaskListRouterInput
  private let log: EventLog

  private(set) var snapshot = OutlineSnapshot()
  var outline: Outline { snapshot.outline }
  private(set) var category = TaskCategory.all
  private(set) var showDone = true
  private(set) var selectedID: ItemID?
  private var errorMessage: String?
  private var tagErrorMessage: String?
  private var editingTagName: String?
  private var pendingDeletion: ItemID?

  init(interactor: any TaskListInteractorInput, router: any TaskListRouterInput, log: EventLog) {
    self.interactor = interactor
    self.router = router
    self.log = log
  }

  /// Called once the module is assembled.
  func start() {
    interactor.watchOutline()
    interactor.loadOutline()
  }

  private var selectedItem: Item? { selectedID.flatMap { outline[id: $0] } }

  // MARK: View events

  func categorySelected(_ category: TaskCategory) {
    log.record("Tasks", "categorySelected(\(category.title))")
    self.category = category
    if let selectedID, !visibleItems.contains(where: { $0.id == selectedID }) {
      select(nil)
    }
    update()
  }

  func itemSelected(_ id: ItemID?) {
    log.record("Tasks", "itemSelected(\(id.map { "\($0)" } ?? "none"))")
    select(id)
    update()
  }

  func addTapped() {
    log.record("Tasks", "addTapped")
    let point: InsertionPoint
    if case .project(let id, _) = category {
      point = .lastChild(of: id)
    } else {
      point = .lastChild(of: nil)
    }
    router.showAddTask(at: point, basedOn: snapshot.revision, output: self)
  }

  func editTapped() {
    log.record("Tasks", "editTapped")
    guard let item = selectedItem else { return }
    router.showEditTask(item, basedOn: snapshot.revision, output: self)
  }

  func doneTapped() {
    log.record("Tasks", "doneTapped")
    guard let item = selectedItem else { return }
    interactor.apply(interactor.doneEdit(for: item), basedOn: snapshot.revision)
  }

  func deleteTapped() {
    log.record("Tasks", "deleteTapped")
    guard let item = selectedItem else { return }
    askToDelete(item)
  }

  func tagTapped(name: String) {
    log.record("Tasks", "tagTapped(\(name))")
    guard let item = selectedItem, let tag = item.tags.first(where: { $0.name == name }) else {
      return
    }
    tagErrorMessage = nil
    editingTagName = name
    view?.showTagEditor(
      router.makeTagEditor(item: item, tag: tag, basedOn: snapshot.revision, output: self))
    update()
  }

  // MARK: Interactor output

  func outlineLoaded(_ snapshot: OutlineSnapshot) {
    log.record("Tasks", "outlineLoaded(\(snapshot.outline.items.count) items)")
    errorMessage = nil
    show(snapshot)
  }

  func outlineUpdated(_ snapshot: OutlineSnapshot) {
    log.record("Tasks", "outlineUpdated(\(snapshot.revision))")
    show(snapshot)
  }

  func outlineChanged(_ snapshot: OutlineSnapshot, by edit: OutlineEdit) {
    log.record("Tasks", "outlineChanged")
    errorMessage = nil
    if case .delete(let id) = edit, id == pendingDeletion {
      pendingDeletion = nil
      router.closeSheet()
      select(nil)
    }
    show(snapshot)
  }

  func editFailed(_ message: String, latest: OutlineSnapshot?) {
    log.record("Tasks", "editFailed(\(message))")
    pendingDeletion = nil
    errorMessage = message
    if let latest { show(latest) } else { update() }
  }

  // MARK: Home (module input)

  func showOutline(_ snapshot: OutlineSnapshot) {
    show(snapshot)
  }

  func setShowDone(_ showDone: Bool) {
    self.showDone = showDone
    update()
  }

  // MARK: Add / Edit sheet (module output)

  func taskSaved(_ snapshot: OutlineSnapshot) {
    log.record("Tasks", "taskSaved")
    errorMessage = nil
    show(snapshot)
  }

  func deleteRequested(_ item: Item) {
    log.record("Tasks", "deleteRequested")
    askToDelete(item)
  }

  // MARK: Tag editor (module output)

  func tagEditorDidReplaceTag(_ snapshot: OutlineSnapshot) {
    log.record("Tasks", "tagReplaced")
    closeTagEditor()
    show(snapshot)
  }

  func tagEditorDidFail(_ message: String) {
    log.record("Tasks", "tagRefused(\(message))")
    closeTagEditor()
    tagErrorMessage = message
    update()
  }

  func tagEditorDidCancel() {
    log.record("Tasks", "tagEditorCancelled")
    closeTagEditor()
    update()
  }

  // MARK: Helpers

  private var visibleItems: [Item] { outline.items(in: category, showDone: showDone) }

  private func askToDelete(_ item: Item) {
    // The deletion is made on the revision the user saw when asked.
    let revision = snapshot.revision
    router.confirmDeletion(of: item) { [weak self] in
      guard let self else { return }
      self.log.record("Tasks", "deleteConfirmed")
      self.pendingDeletion = item.id
      self.interactor.apply(.delete(item.id), basedOn: revision)
    }
  }

  private func select(_ id: ItemID?) {
    guard id != selectedID else { return }
    selectedID = id
    tagErrorMessage = nil
    closeTagEditor()
  }

  private func closeTagEditor() {
    guard editingTagName != nil else { return }
    editingTagName = nil
    view?.showTagEditor(nil)
  }

  /// Shows a newer outline (an older one, arriving late, is ignored).
  private func show(_ snapshot: OutlineSnapshot) {
    guard snapshot.revision >= self.snapshot.revision else { return }
    self.snapshot = snapshot
    let outline = snapshot.outline
    category = outline.refreshed(category)
    if let selectedID, outline[id: selectedID] == nil { select(nil) }
    update()
  }

  private func update() {
    view?.display(
      TaskListViewModel(
        categories: outline.categories(),
        category: category,
        items: visibleItems,
        selectedItem: selectedItem,
        errorMessage: errorMessage,
        tagErrorMessage: tagErrorMessage,
        editingTagName: editingTagName))
  }
}
