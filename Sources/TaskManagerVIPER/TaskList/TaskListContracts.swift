import TaskManagerDomain
import TaskPaper
import Viper

/// What the Tasks tab shows, prepared by the presenter: the view only draws it.
struct TaskListViewModel: Equatable {
  var categories: [TaskCategory] = [.all]
  var category = TaskCategory.all
  var items = OutlineItems()
  var selectedItem: Item?
  /// A task store failure, shown above the list.
  var errorMessage: String?
  /// A refused tag, shown under the tags.
  var tagErrorMessage: String?
  /// The tag whose button the tag editor replaces.
  var editingTagName: String?
}

/// What the presenter tells the Tasks view.
protocol TaskListViewContract: AnyObject {
  func display(_ model: TaskListViewModel)
  /// Puts a tag editor in place of a tag button, or removes it for `nil`.
  func showTagEditor(_ editor: Screen?)
}

/// What the Tasks view tells its presenter.
protocol TaskListViewOutput: AnyObject {
  func categorySelected(_ category: TaskCategory)
  func itemSelected(_ id: ItemID?)
  func addTapped()
  func editTapped()
  func doneTapped()
  func deleteTapped()
  func tagTapped(name: String)
}

/// The Tasks tab's use cases.
protocol TaskListInteractorInput: AnyObject {
  func loadOutline()
  /// Delivers every outline another window (or this one) stores, until the module goes.
  func watchOutline()
  func apply(_ edit: OutlineEdit, basedOn revision: OutlineRevision)
  /// The edit marking an item done (today) or not done.
  func doneEdit(for item: Item) -> OutlineEdit
}

protocol TaskListInteractorOutput: AnyObject {
  func outlineLoaded(_ snapshot: OutlineSnapshot)
  func outlineChanged(_ snapshot: OutlineSnapshot, by edit: OutlineEdit)
  func outlineUpdated(_ snapshot: OutlineSnapshot)
  /// `latest` is the stored outline when the edit was refused for a change made elsewhere.
  func editFailed(_ message: String, latest: OutlineSnapshot?)
}

/// Where the Tasks tab goes: the Add / Edit sheet, the delete confirmation, the tag editor.
protocol TaskListRouterInput: AnyObject {
  func showAddTask(
    at point: InsertionPoint, basedOn revision: OutlineRevision, output: any AddEditTaskModuleOutput
  )
  func showEditTask(
    _ item: Item, basedOn revision: OutlineRevision, output: any AddEditTaskModuleOutput)
  func confirmDeletion(of item: Item, onConfirm: @escaping () -> Void)
  func closeSheet()
  func makeTagEditor(
    item: Item, tag: Tag, basedOn revision: OutlineRevision, output: any TagEditorModuleOutput
  ) -> Screen
}
