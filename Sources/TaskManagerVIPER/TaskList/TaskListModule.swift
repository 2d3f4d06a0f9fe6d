import TaskManagerDomain
import TaskPaper
import Views
import Viper

/// What the Tasks tab shows, prepared by the presenter: the view only draws it.
struct TaskListViewModel: Equatable {
  var categories: [TaskCategory] = [.all]
  var category = TaskCategory.all
  var items: [Item] = []
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

/// Builds the Tasks tab.
enum TaskListModule {
  static func assemble(user: User, session: AppSession)
    -> ViperModule<TaskListView, TaskListPresenter, TaskListInteractor, TaskListRouter>
  {
    ViperModule.assemble(
      interactor: TaskListInteractor(
        user: user, environment: session.environment, context: session.context),
      router: TaskListRouter(user: user, session: session),
      presenter: { TaskListPresenter(interactor: $0, router: $1, log: session.log) },
      view: { TaskListView(presenter: $0) })
  }
}
