import Flows
import MVC
import TaskManagerDomain
import TaskPaper
import Views

/// The Tasks tab's controller, behind the sidebar, the item list and the detail pane: owns the
/// domain's `TaskListScreen` (outline, category, selection, tag editor, with their rules),
/// calls the task store itself, and pushes the result into the three views after every change
/// (``reloadViews()``, as UIKit code calls `tableView.reloadData()`). It presents the Add /
/// Edit sheet and the delete alert, and holds the tag editor as a child controller.
///
/// Every edit is made on the revision the user saw when they started it (a sheet, an alert or
/// a tag editor remembers it); failures show above the list and leave the outline as it was.
/// Other windows' changes arrive through the task store's subscription.
///
/// ```swift
/// let tasks = TaskListViewController(user: user, context: context, environment: environment)
/// tasks.categorySelected(.tag("due"))
/// tasks.itemsView.items  // what the list shows
/// ```
@Reported(as: .controller)
public final class TaskListViewController: ViewController, AddEditTaskViewControllerDelegate,
  TagEditorViewControllerDelegate
{
  public let sidebarView = CategorySidebarView()
  public let itemsView = TaskItemsView()
  public let detailView = TaskDetailView()
  /// What the panes show and the rules that change it.
  public private(set) var screen = TaskListScreen<TagEditorViewController>()
  private let user: User
  private let environment: TaskManagerEnvironment

  public init(
    user: User, context: HostContext, environment: TaskManagerEnvironment
  ) {
    self.user = user
    self.environment = environment
    super.init(context: context)
    tabBarItem = TabBarItem(title: "Tasks", systemImage: "checklist")
    sidebarView.onSelect = { [weak self] category in self?.categorySelected(category) }
    itemsView.onSelect = { [weak self] id in self?.itemSelected(id) }
    itemsView.onAdd = { [weak self] in self?.addTapped() }
    detailView.onEdit = { [weak self] in self?.editTapped() }
    detailView.onToggleDone = { [weak self] in self?.doneTapped() }
    detailView.onDelete = { [weak self] in self?.deleteTapped() }
    detailView.onTagTapped = { [weak self] name in self?.tagTapped(name: name) }
    loadOutline()
  }

  public override var contentView: AnyView {
    AnyView(TaskListView(sidebar: sidebarView, list: itemsView, detail: detailView))
  }

  /// Loads the user's outline and keeps it up to date with the user's other windows.
  private func loadOutline() {
    let (taskStore, userID) = (environment.taskStore, user.id)
    work.observe(
      key: "updates", { taskStore.subscribe(userID, $0) },
      onEach: { [weak self] snapshot in
        self?.change { $0.show(snapshot) }
      })
    work.run(key: "load") { () async throws(TaskStoreError) -> OutlineSnapshot in
      try await taskStore.load(userID)
    } then: { [weak self] result in
      self?.change { $0.receive(result) }
    }
  }

  // MARK: From Home

  /// "Show done items", from the settings.
  public func setShowDone(_ showDone: Bool) {
    guard showDone != screen.showDone else { return }
    change { $0.showDone = showDone }
  }

  /// The outline the Text tab stored.
  public func outlineReplaced(_ snapshot: OutlineSnapshot) {
    change {
      $0.closeTagEditor()
      $0.stored(snapshot)
    }
  }

  // MARK: Actions (from the views)

  public func categorySelected(_ category: TaskCategory) {
    change { $0.select(category: category) }
  }

  public func itemSelected(_ id: ItemID?) {
    change { $0.select(item: id) }
  }

  /// Add: presents the New Task sheet, adding where the selected category says.
  public func addTapped() {
    presentSheet(.add(screen.insertionPoint))
  }

  /// Edit: presents the Edit Task sheet on the selected item.
  public func editTapped() {
    guard let item = screen.selectedItem else { return }
    presentSheet(.edit(item))
  }

  /// Mark done / Mark not done.
  public func doneTapped() {
    guard let item = screen.selectedItem else { return }
    apply(
      DoneDate.edit(item.id, done: item.tag("done") == nil, now: environment.now()),
      basedOn: screen.revision)
  }

  /// Delete (detail pane): asks first.
  public func deleteTapped() {
    guard let item = screen.selectedItem else { return }
    confirmDeletion(of: item)
  }

  /// A tag's button: the tag editor takes its place.
  public func tagTapped(name: String) {
    guard let (item, tag) = screen.tagToEdit(named: name) else { return }
    let editor = TagEditorViewController(
      item: item, tag: tag, basedOn: screen.revision, context: context)
    editor.delegate = self
    change { $0.open(editor) }
  }

  // MARK: AddEditTaskViewControllerDelegate

  public func addEditTask(
    _ controller: AddEditTaskViewController, didSave snapshot: OutlineSnapshot
  ) {
    change { $0.stored(snapshot) }
  }

  public func addEditTask(
    _ controller: AddEditTaskViewController, didRequestDeletionOf item: Item
  ) {
    confirmDeletion(of: item)
  }

  // MARK: TagEditorViewControllerDelegate

  public func tagEditor(_ editor: TagEditorViewController, didConvert tag: Tag) {
    guard editor === screen.tagEditor else { return }
    let body = TagText.body(of: editor.item, replacing: editor.tagName, with: tag)
    apply(.setText(editor.itemID, body), basedOn: editor.revision) { controller in
      controller.change { $0.closeTagEditor() }
    }
  }

  public func tagEditor(_ editor: TagEditorViewController, didRefuse message: String) {
    guard editor === screen.tagEditor else { return }
    change { $0.tagRefused(message) }
  }

  public func tagEditorDidCancel(_ editor: TagEditorViewController) {
    guard editor === screen.tagEditor else { return }
    change { $0.closeTagEditor() }
  }

  // MARK: Helpers

  private func presentSheet(_ mode: AddEditTaskViewController.Mode) {
    // The sheet's edit is made on the outline the user saw when it opened.
    let sheet = AddEditTaskViewController(
      mode: mode, basedOn: screen.revision, user: user, context: context,
      environment: environment)
    sheet.delegate = self
    present(sheet)
  }

  private func confirmDeletion(of item: Item) {
    // The deletion is made on the revision the user saw when asked.
    let revision = screen.revision
    present(
      AlertController(
        title: DeletionPrompt.title,
        message: DeletionPrompt.message(for: item.content),
        actions: [
          AlertAction(DeletionPrompt.deleteLabel, role: .destructive) { [weak self] in
            self?.deletionConfirmed(item.id, basedOn: revision)
          },
          AlertAction(DeletionPrompt.cancelLabel, role: .cancel),
        ]))
  }

  private func deletionConfirmed(_ id: ItemID, basedOn revision: OutlineRevision) {
    apply(.delete(id), basedOn: revision) { controller in
      // The Edit sheet of a deleted task has nothing left to edit.
      controller.dismiss()
    }
  }

  /// Sends one edit, made on `revision`, to the task store; on success shows the new outline
  /// and runs `then`.
  private func apply(
    _ edit: OutlineEdit, basedOn revision: OutlineRevision,
    then: @escaping (TaskListViewController) -> Void = { _ in }
  ) {
    let (taskStore, userID) = (environment.taskStore, user.id)
    work.run { () async throws(TaskStoreError) -> OutlineSnapshot in
      try await taskStore.apply(edit, revision, userID)
    } then: { [weak self] result in
      guard let self else { return }
      self.change { $0.receive(result) }
      if case .success = result { then(self) }
    }
  }

  /// Applies the screen's rules, keeps the tag editor child in step with them, and pushes
  /// the result into the views.
  private func change(_ rules: (inout TaskListScreen<TagEditorViewController>) -> Void) {
    rules(&screen)
    for child in children where child !== screen.tagEditor { child.removeFromParent() }
    if let editor = screen.tagEditor, editor.parent == nil { addChild(editor) }
    reloadViews()
  }

  /// Pushes the screen into the three panes. A value that did not change is not set again, so
  /// the panes that show it are not redrawn.
  public func reloadViews() {
    set(\.categories, of: sidebarView, to: screen.categories)
    set(\.selectedCategory, of: sidebarView, to: screen.category)
    set(\.category, of: itemsView, to: screen.category)
    set(\.items, of: itemsView, to: screen.visibleItems)
    set(\.selectedItemID, of: itemsView, to: screen.selectedID)
    set(\.errorMessage, of: itemsView, to: screen.errorMessage)
    set(\.item, of: detailView, to: screen.selectedItem)
    set(\.tagErrorMessage, of: detailView, to: screen.tagErrorMessage)
    let editor = screen.tagEditor
    if detailView.tagEditor?.view !== editor?.view {
      detailView.tagEditor = editor.map { ($0.tagName, $0.view) }
    }
  }

  private func set<Pane: AnyObject, Value: Equatable>(
    _ property: ReferenceWritableKeyPath<Pane, Value>, of view: Pane, to value: Value
  ) {
    if view[keyPath: property] != value { view[keyPath: property] = value }
  }
}

extension Result {
  fileprivate var isSuccess: Bool {
    if case .success = self { return true }
    return false
  }
}
