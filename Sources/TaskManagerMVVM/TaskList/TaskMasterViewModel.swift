import Flows
import MVVM
import Observation
import TaskManagerDomain
import TaskPaper
import Views

/// The Tasks tab's one view model, shared by the sidebar, the item list and the detail pane
/// (the master–detail pattern): the domain's `TaskListScreen` (the outline, the selected
/// category and item, the tag editor, with their rules), and the sheets and alert that change
/// them. Every change goes through the task store, made on the revision
/// the user saw when they started it (a sheet or alert remembers it); its failures show as
/// ``errorMessage`` and leave the outline as it was. Changes from the user's other windows
/// arrive through the task store's subscription.
///
/// ```swift
/// let tasks = TaskMasterViewModel(user: user, context: context, environment: environment)
/// tasks.load()
/// tasks.select(category: .tag("due"))
/// tasks.items  // what the list shows
/// ```
@Observable
@Reported(as: .viewModel)
public final class TaskMasterViewModel: WorkOwning, FlowFieldsProviding {
  /// What the panes show and the rules that change it.
  public private(set) var screen = TaskListScreen<TagEditorViewModel>()
  /// The Add or Edit sheet.
  public var editor: AddEditTaskViewModel?
  /// The item the delete alert asks about.
  public var pendingDeletion: ItemID?
  /// The revision shown when the delete alert opened; the deletion is made on it.
  @ObservationIgnored private var pendingDeletionRevision = OutlineRevision.initial

  @ObservationIgnored public let workBag: WorkBag
  @ObservationIgnored private let user: User
  @ObservationIgnored private let environment: TaskManagerEnvironment

  public init(
    user: User, context: HostContext, environment: TaskManagerEnvironment
  ) {
    self.user = user
    self.environment = environment
    self.workBag = WorkBag(context.work)
  }

  // MARK: What the panes show

  public var outline: Outline { screen.outline }
  /// The stored revision ``outline`` is.
  public var revision: OutlineRevision { screen.revision }
  public var selectedCategory: TaskCategory { screen.category }
  public var selectedItemID: ItemID? { screen.selectedID }
  /// From the settings: whether `@done` items are listed.
  public var showDone: Bool {
    get { screen.showDone }
    set { screen.showDone = newValue }
  }
  /// The task store's last failure, shown above the list.
  public var errorMessage: String? { screen.errorMessage }
  /// The tag being edited in the detail pane.
  public var tagEditor: TagEditorViewModel? { screen.tagEditor }
  /// Why the last tag text was refused, shown under the tags.
  public var tagErrorMessage: String? { screen.tagErrorMessage }

  /// The sidebar's rows.
  public var categories: [TaskCategory] { screen.categories }

  /// The list's rows.
  public var items: OutlineItems { screen.visibleItems }

  /// The detail pane's item.
  public var selectedItem: Item? { screen.selectedItem }

  /// The item the delete alert names.
  public var pendingDeletionItem: Item? { pendingDeletion.flatMap { outline[id: $0] } }

  /// A flow compares the screen's fields one by one (`outline`, `selectedID`, …) beside
  /// the sheets', so an entry names what changed rather than the whole screen.
  public func flowFields() -> [(name: String, value: Any)] {
    let screenFields = Mirror(reflecting: screen).children.compactMap { child in
      child.label.map { (name: $0, value: child.value) }
    }
    return screenFields + [
      ("editor", editor as Any), ("pendingDeletion", pendingDeletion as Any),
    ]
  }

  // MARK: Loading and selection

  /// Loads the user's outline and keeps it up to date with the user's other windows.
  public func load() {
    let (taskStore, userID) = (environment.taskStore, user.id)
    observe(
      key: "updates", { taskStore.subscribe(userID, $0) },
      onEach: { model, snapshot in
        model.screen.show(snapshot)
      })
    run(key: "load") { () async throws(TaskStoreError) -> OutlineSnapshot in
      try await taskStore.load(userID)
    } then: { model, result in
      model.screen.receive(result)
    }
  }

  public func select(category: TaskCategory?) {
    screen.select(category: category ?? .all)
  }

  public func select(item id: ItemID?) {
    screen.select(item: id)
  }

  /// The outline after the Text tab replaced it.
  public func outlineReplaced(_ snapshot: OutlineSnapshot) {
    screen.closeTagEditor()
    screen.stored(snapshot)
  }

  // MARK: Add, edit, delete, done

  /// Add: opens the New Task sheet.
  public func addTapped() {
    editor = makeEditor(mode: .add, text: "")
  }

  /// Edit (detail pane): opens the Edit Task sheet on the selected item.
  public func editTapped() {
    guard let item = selectedItem else { return }
    editor = makeEditor(mode: .edit(item.id), text: item.body)
  }

  /// Delete (detail pane or edit sheet): asks first.
  public func deleteTapped(_ id: ItemID) {
    pendingDeletion = id
    pendingDeletionRevision = revision
  }

  /// The alert's Delete: removes the item and its children, closes any sheet, clears the
  /// selection.
  public func confirmDeletion() {
    guard let id = pendingDeletion else { return }
    pendingDeletion = nil
    apply(.delete(id), basedOn: pendingDeletionRevision) { model in
      model.editor = nil
    }
  }

  /// The alert's Cancel.
  public func cancelDeletion() {
    pendingDeletion = nil
  }

  /// Mark done / Mark not done.
  public func toggleDone() {
    guard let item = selectedItem else { return }
    apply(
      DoneDate.edit(item.id, done: item.tag("done") == nil, now: environment.now()),
      basedOn: revision)
  }

  /// Taps a tag in the detail pane: edits it as text in place.
  public func editTag(named name: String) {
    guard let (item, tag) = screen.tagToEdit(named: name) else { return }
    let editor = TagEditorViewModel(itemID: item.id, tag: tag)
    editor.onConvert = { [weak self, revision] tag in
      self?.replaceTag(named: name, of: item, with: tag, basedOn: revision)
    }
    editor.onInvalid = { [weak self] message in self?.tagRefused(message) }
    editor.onCancel = { [weak self] in self?.closeTagEditor() }
    screen.open(editor)
  }

  /// The tag editor's text was not a tag: the editor closes, the old tag stays, and the
  /// message shows under the tags.
  func tagRefused(_ message: String) {
    screen.tagRefused(message)
  }

  func closeTagEditor() {
    screen.closeTagEditor()
  }

  // MARK: Internals

  private func makeEditor(mode: AddEditTaskViewModel.Mode, text: String) -> AddEditTaskViewModel {
    let editor = AddEditTaskViewModel(mode: mode, text: text)
    // The sheet's edit is made on the outline the user saw when it opened.
    editor.onSave = { [weak self, revision] body in
      self?.save(body, mode: mode, basedOn: revision)
    }
    editor.onCancel = { [weak self] in self?.closeEditor() }
    editor.onDelete = { [weak self] in
      if case .edit(let id) = mode { self?.deleteTapped(id) }
    }
    return editor
  }

  private func closeEditor() {
    editor = nil
  }

  private func save(
    _ body: String, mode: AddEditTaskViewModel.Mode, basedOn revision: OutlineRevision
  ) {
    let edit: OutlineEdit
    switch mode {
    case .add: edit = .insert(body, at: screen.insertionPoint)
    case .edit(let id): edit = .setText(id, body)
    }
    apply(edit, basedOn: revision) { model in model.editor = nil }
  }

  private func replaceTag(
    named name: String, of item: Item, with tag: Tag, basedOn revision: OutlineRevision
  ) {
    let body = TagText.body(of: item, replacing: name, with: tag)
    apply(.setText(item.id, body), basedOn: revision) { model in
      model.screen.closeTagEditor()
    }
  }

  /// Sends one edit, made on `revision`, to the task store; on success shows the new outline
  /// and runs `then`.
  private func apply(
    _ edit: OutlineEdit, basedOn revision: OutlineRevision,
    then: @escaping (TaskMasterViewModel) -> Void = { _ in }
  ) {
    let (taskStore, userID) = (environment.taskStore, user.id)
    run { () async throws(TaskStoreError) -> OutlineSnapshot in
      try await taskStore.apply(edit, revision, userID)
    } then: { model, result in
      model.screen.receive(result)
      if case .success = result { then(model) }
    }
  }

}

extension TagEditorViewModel: TaskListTagEditor {}
