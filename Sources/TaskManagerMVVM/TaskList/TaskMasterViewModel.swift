import MVVM
import Observation
import TaskManagerDomain
import TaskPaper
import Views

/// The Tasks tab's one view model, shared by the sidebar, the item list and the detail pane
/// (the master–detail pattern): the outline, the selected category and item, and the sheets
/// and alert that change them. Every change goes through the task store, made on the revision
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
public final class TaskMasterViewModel: EventLogging, WorkOwning {
  public private(set) var outline = Outline()
  /// The stored revision ``outline`` is.
  public private(set) var revision = OutlineRevision.initial
  public private(set) var selectedCategory = TaskCategory.all
  public private(set) var selectedItemID: ItemID?
  /// From the settings: whether `@done` items are listed.
  public var showDone = true
  /// The task store's last failure, shown above the list.
  public private(set) var errorMessage: String?
  /// The Add or Edit sheet.
  public var editor: AddEditTaskViewModel?
  /// The item the delete alert asks about.
  public var pendingDeletion: ItemID?
  /// The revision shown when the delete alert opened; the deletion is made on it.
  @ObservationIgnored private var pendingDeletionRevision = OutlineRevision.initial
  /// The tag being edited in the detail pane.
  public private(set) var tagEditor: TagEditorViewModel?
  /// Why the last tag text was refused, shown under the tags.
  public private(set) var tagErrorMessage: String?

  @ObservationIgnored public let eventLog: EventLog?
  @ObservationIgnored public let workBag: WorkBag
  @ObservationIgnored private let user: User
  @ObservationIgnored private let environment: TaskManagerEnvironment

  public init(
    user: User, context: HostContext, environment: TaskManagerEnvironment,
    eventLog: EventLog? = nil
  ) {
    self.user = user
    self.environment = environment
    self.eventLog = eventLog
    self.workBag = WorkBag(context.work)
  }

  // MARK: What the panes show

  /// The sidebar's rows.
  public var categories: [TaskCategory] { outline.categories() }

  /// The list's rows.
  public var items: [Item] { outline.items(in: selectedCategory, showDone: showDone) }

  /// The detail pane's item.
  public var selectedItem: Item? { selectedItemID.flatMap { outline[id: $0] } }

  /// The item the delete alert names.
  public var pendingDeletionItem: Item? { pendingDeletion.flatMap { outline[id: $0] } }

  // MARK: Loading and selection

  /// Loads the user's outline and keeps it up to date with the user's other windows.
  public func load() {
    logged {
      let (taskStore, userID) = (environment.taskStore, user.id)
      observe(key: "updates", { taskStore.subscribe(userID, $0) }) { model, snapshot in
        model.logged("updated(\(snapshot.revision))") { model.show(snapshot) }
      }
      run(key: "load") { () async throws(TaskStoreError) -> OutlineSnapshot in
        try await taskStore.load(userID)
      } then: { model, result in
        model.logged("loaded()") { model.receive(result) }
      }
    }
  }

  public func select(category: TaskCategory?) {
    logged {
      selectedCategory = category ?? .all
    }
  }

  public func select(item id: ItemID?) {
    logged {
      selectedItemID = id
      tagEditor = nil
      tagErrorMessage = nil
    }
  }

  /// The outline after the Text tab replaced it.
  public func outlineReplaced(_ snapshot: OutlineSnapshot) {
    logged {
      show(snapshot)
      tagEditor = nil
      tagErrorMessage = nil
      errorMessage = nil
    }
  }

  // MARK: Add, edit, delete, done

  /// Add: opens the New Task sheet.
  public func addTapped() {
    logged {
      editor = makeEditor(mode: .add, text: "")
    }
  }

  /// Edit (detail pane): opens the Edit Task sheet on the selected item.
  public func editTapped() {
    logged {
      guard let item = selectedItem else { return }
      editor = makeEditor(mode: .edit(item.id), text: item.body)
    }
  }

  /// Delete (detail pane or edit sheet): asks first.
  public func deleteTapped(_ id: ItemID) {
    logged {
      pendingDeletion = id
      pendingDeletionRevision = revision
    }
  }

  /// The alert's Delete: removes the item and its children, closes any sheet, clears the
  /// selection.
  public func confirmDeletion() {
    logged {
      guard let id = pendingDeletion else { return }
      pendingDeletion = nil
      apply(.delete(id), basedOn: pendingDeletionRevision) { model in
        model.editor = nil
        model.tagEditor = nil
        if model.selectedItemID.map({ model.outline[id: $0] == nil }) ?? false {
          model.selectedItemID = nil
        }
      }
    }
  }

  /// The alert's Cancel.
  public func cancelDeletion() {
    logged { pendingDeletion = nil }
  }

  /// Mark done / Mark not done.
  public func toggleDone() {
    logged {
      guard let item = selectedItem else { return }
      apply(
        DoneDate.edit(item.id, done: item.tag("done") == nil, now: environment.now()),
        basedOn: revision)
    }
  }

  /// Taps a tag in the detail pane: edits it as text in place.
  public func editTag(named name: String) {
    logged {
      guard let item = selectedItem, let tag = item.tags.first(where: { $0.name == name }) else {
        return
      }
      let editor = TagEditorViewModel(itemID: item.id, tag: tag, eventLog: eventLog)
      editor.onConvert = { [weak self, revision] tag in
        self?.replaceTag(named: name, of: item, with: tag, basedOn: revision)
      }
      editor.onInvalid = { [weak self] message in self?.tagRefused(message) }
      editor.onCancel = { [weak self] in self?.closeTagEditor() }
      tagEditor = editor
      tagErrorMessage = nil
    }
  }

  /// The tag editor's text was not a tag: the editor closes, the old tag stays, and the
  /// message shows under the tags.
  func tagRefused(_ message: String) {
    logged {
      tagEditor = nil
      tagErrorMessage = message
    }
  }

  func closeTagEditor() {
    logged { tagEditor = nil }
  }

  // MARK: Internals

  private func makeEditor(mode: AddEditTaskViewModel.Mode, text: String) -> AddEditTaskViewModel {
    let editor = AddEditTaskViewModel(mode: mode, text: text, eventLog: eventLog)
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
    logged { editor = nil }
  }

  private func save(
    _ body: String, mode: AddEditTaskViewModel.Mode, basedOn revision: OutlineRevision
  ) {
    logged {
      let edit: OutlineEdit
      switch mode {
      case .add:
        // The last child of the selected project, otherwise the end of the outline.
        if case .project(let id, _) = selectedCategory {
          edit = .insert(body, at: .lastChild(of: id))
        } else {
          edit = .insert(body, at: .lastChild(of: nil))
        }
      case .edit(let id):
        edit = .setText(id, body)
      }
      apply(edit, basedOn: revision) { model in model.editor = nil }
    }
  }

  private func replaceTag(
    named name: String, of item: Item, with tag: Tag, basedOn revision: OutlineRevision
  ) {
    logged {
      let body = TagText.body(of: item, replacing: name, with: tag)
      apply(.setText(item.id, body), basedOn: revision) { model in
        model.tagEditor = nil
        model.tagErrorMessage = nil
      }
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
      model.logged("applied(\(edit.name))") {
        model.receive(result)
        if case .success = result { then(model) }
      }
    }
  }

  private func receive(_ result: Result<OutlineSnapshot, TaskStoreError>) {
    switch result {
    case .success(let snapshot):
      show(snapshot)
      errorMessage = nil
    case .failure(let error):
      errorMessage = error.message
      if let latest = error.latest { show(latest) }
    }
  }

  /// Shows a newer outline (an older one, arriving late, is ignored), keeping the category and
  /// selection where they still exist.
  private func show(_ snapshot: OutlineSnapshot) {
    guard snapshot.revision >= revision else { return }
    outline = snapshot.outline
    revision = snapshot.revision
    selectedCategory = outline.refreshed(selectedCategory)
    if let id = selectedItemID, outline[id: id] == nil { selectedItemID = nil }
    if let editor = tagEditor, outline[id: editor.itemID] == nil { tagEditor = nil }
  }
}

extension OutlineEdit {
  /// The kind of edit, for the event log (`insert`, `delete`, …).
  var name: String {
    switch self {
    case .insert: "insert"
    case .delete: "delete"
    case .move: "move"
    case .setText: "setText"
    case .setType: "setType"
    case .setTag: "setTag"
    case .removeTag: "removeTag"
    case .indent: "indent"
    case .outdent: "outdent"
    case .replaceAll: "replaceAll"
    }
  }
}
