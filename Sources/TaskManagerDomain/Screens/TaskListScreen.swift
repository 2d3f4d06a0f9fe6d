import TaskPaper

/// An open tag editor as the Tasks screen's rules see it: the item whose tag it edits. Each
/// architecture's editor (a TCA child state, a VIPER module's handle, an MVVM view model)
/// adopts it, so the screen can close it when its item goes.
public protocol TaskListTagEditor {
  var itemID: ItemID { get }
}

/// The Tasks tab's screen rules, the same in every architecture: what the sidebar, the list
/// and the detail pane show; which category and item stay selected when a newer outline
/// arrives; when the tag editor and its messages go; where a new task is inserted. The TCA
/// state embeds it, the VIPER presenter and the MVVM view model hold it, so what differs
/// between them is only how they are wired.
///
/// `TagEditor` is the architecture's own tag editor (see ``TaskListTagEditor``).
///
/// ```swift
/// var screen = TaskListScreen<EditingTag>(showDone: true)
/// screen.show(snapshot)                 // a newer outline: category and selection kept
/// screen.select(item: milk.id)          // the tag editor and its message go
/// screen.insertionPoint                 // the end of the selected project, or of the outline
/// ```
///
/// The properties are plain stored values (a test may set up any state); the mutating
/// methods apply the rules.
public struct TaskListScreen<TagEditor: TaskListTagEditor> {
  /// The outline shown.
  public var outline: Outline
  /// The stored revision ``outline`` is; edits are made on it.
  public var revision: OutlineRevision
  /// From the settings: whether `@done` items are listed.
  public var showDone: Bool
  /// The sidebar's selection.
  public var category: TaskCategory = .all
  /// The list's selection, shown in the detail pane.
  public var selectedID: ItemID?
  /// The tag being edited in the detail pane.
  public var tagEditor: TagEditor?
  /// Why the last tag text was refused, shown under the tags.
  public var tagErrorMessage: String?
  /// The task store's last failure, shown above the list.
  public var errorMessage: String?

  public init(
    outline: Outline = Outline(), revision: OutlineRevision = .initial, showDone: Bool = true
  ) {
    self.outline = outline
    self.revision = revision
    self.showDone = showDone
  }

  // MARK: What the panes show

  /// The sidebar's rows.
  public var categories: [TaskCategory] { outline.categories() }
  /// The list's rows.
  public var visibleItems: OutlineItems { outline.items(in: category, showDone: showDone) }
  /// The detail pane's item.
  public var selectedItem: Item? { selectedID.flatMap { outline[id: $0] } }

  /// Where Add puts a new task: at the end of the selected project, otherwise at the end of
  /// the outline.
  public var insertionPoint: InsertionPoint {
    if case .project(let id, _) = category { return .lastChild(of: id) }
    return .lastChild(of: nil)
  }

  // MARK: Selection

  /// Chooses a category; a selected item the category no longer lists is deselected.
  public mutating func select(category: TaskCategory) {
    self.category = category
    if let selectedID, !visibleItems.contains(where: { $0.id == selectedID }) {
      select(item: nil)
    }
  }

  /// Chooses an item (or none). Choosing another item closes the tag editor and clears the
  /// tag message, which were about the previous one.
  public mutating func select(item id: ItemID?) {
    guard id != selectedID else { return }
    selectedID = id
    tagEditor = nil
    tagErrorMessage = nil
  }

  // MARK: Tag editor

  /// The selected item's tag named `name`, for an editor to edit; `nil` if there is none.
  public func tagToEdit(named name: String) -> (item: Item, tag: Tag)? {
    guard let item = selectedItem, let tag = item.tags.first(where: { $0.name == name }) else {
      return nil
    }
    return (item, tag)
  }

  /// Opens `editor` in place of a tag; the previous refusal message goes.
  public mutating func open(_ editor: TagEditor) {
    tagErrorMessage = nil
    tagEditor = editor
  }

  /// Closes the tag editor: its tag was converted, or it was cancelled.
  public mutating func closeTagEditor() {
    tagEditor = nil
  }

  /// Closes the tag editor because its text was not a tag: the old tag stays, and `message`
  /// shows under the tags.
  public mutating func tagRefused(_ message: String) {
    tagEditor = nil
    tagErrorMessage = message
  }

  // MARK: Outlines arriving

  /// Shows a newer outline (an older one, arriving late, is ignored): a renamed project stays
  /// selected under its new name, a deleted one falls back to All; a deleted item is
  /// deselected, and a tag editor whose item is gone closes.
  public mutating func show(_ snapshot: OutlineSnapshot) {
    guard snapshot.revision >= revision else { return }
    // The outline shown already (an edit's answer, then the same revision from the change
    // feed): nothing to do, and a screen that renders on every write renders for nothing.
    if snapshot.revision == revision, snapshot.outline == outline { return }
    outline = snapshot.outline
    revision = snapshot.revision
    category = outline.refreshed(category)
    if let selectedID, outline[id: selectedID] == nil { select(item: nil) }
    if let tagEditor, outline[id: tagEditor.itemID] == nil { self.tagEditor = nil }
  }

  /// The task store's answer to a load or an edit (see ``stored(_:)`` and
  /// ``failed(_:latest:)``).
  public mutating func receive(_ result: Result<OutlineSnapshot, TaskStoreError>) {
    switch result {
    case .success(let snapshot): stored(snapshot)
    case .failure(let error): failed(error.message, latest: error.latest)
    }
  }

  /// The task store loaded or stored `snapshot`: it is shown, and the last failure goes —
  /// unless the answer is older than what is shown, as a load sent before a refused edit and
  /// answered after it is: the refusal is the newer news.
  public mutating func stored(_ snapshot: OutlineSnapshot) {
    guard snapshot.revision >= revision else { return }
    errorMessage = nil
    show(snapshot)
  }

  /// The task store refused or failed: `message` shows above the list, with the stored
  /// outline (`latest`) when the edit was refused for a change made elsewhere.
  public mutating func failed(_ message: String, latest: OutlineSnapshot?) {
    errorMessage = message
    if let latest { show(latest) }
  }
}

extension TaskListScreen: Equatable where TagEditor: Equatable {}
extension TaskListScreen: Sendable where TagEditor: Sendable {}

/// A tag being edited, by item and tag name: the tag editor for architectures whose editor
/// lives elsewhere (a VIPER module the view holds).
public struct EditingTag: TaskListTagEditor, Hashable, Sendable {
  public var itemID: ItemID
  public var tagName: String

  public init(itemID: ItemID, tagName: String) {
    self.itemID = itemID
    self.tagName = tagName
  }
}

/// The confirmation asked before an item (and its children) is deleted, worded once.
///
/// ```swift
/// DeletionPrompt.message(for: "Buy milk")  // "“Buy milk” will be deleted."
/// ```
public enum DeletionPrompt {
  public static let title = "Are you sure?"
  public static let deleteLabel = "Delete"
  public static let cancelLabel = "Cancel"

  public static func message(for content: String) -> String {
    "“\(content)” will be deleted."
  }
}
