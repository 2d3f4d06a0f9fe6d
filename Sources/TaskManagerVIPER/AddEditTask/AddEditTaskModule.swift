import TaskManagerDomain
import TaskPaper
import Views
import Viper

/// Whether the sheet adds a task (where) or edits one.
enum AddEditTaskMode {
  case add(InsertionPoint)
  case edit(Item)
}

/// What the presenter tells the sheet.
protocol AddEditTaskViewContract: AnyObject {
  func showError(_ message: String?)
}

/// The sheet's use case: turn the typed text into a task line and store it.
protocol AddEditTaskInteractorInput: AnyObject {
  func save(_ text: String)
}

protocol AddEditTaskInteractorOutput: AnyObject {
  func saved(_ snapshot: OutlineSnapshot)
  func saveFailed(_ message: String)
}

/// Where the sheet goes: away.
protocol AddEditTaskRouterInput: AnyObject {
  func close()
}

/// What the sheet tells the module that opened it (the Tasks tab).
protocol AddEditTaskModuleOutput: AnyObject {
  func taskSaved(_ snapshot: OutlineSnapshot)
  /// The Delete button of the Edit sheet: the opener confirms and deletes.
  func deleteRequested(_ item: Item)
}

/// Builds the Add / Edit sheet.
enum AddEditTaskModule {
  static func assemble(
    mode: AddEditTaskMode, basedOn revision: OutlineRevision, user: User, session: AppSession,
    output: any AddEditTaskModuleOutput
  ) -> ViperModule<AddEditTaskView, AddEditTaskPresenter, AddEditTaskInteractor, AddEditTaskRouter>
  {
    let module = ViperModule.assemble(
      interactor: AddEditTaskInteractor(
        mode: mode, basedOn: revision, user: user, taskStore: session.environment.taskStore,
        context: session.context),
      router: AddEditTaskRouter(navigator: session.navigator),
      presenter: { AddEditTaskPresenter(mode: mode, interactor: $0, router: $1, log: session.log) },
      view: { presenter in
        let view = AddEditTaskView(presenter: presenter)
        if case .edit(let item) = mode { view.text = item.body }
        return view
      })
    module.presenter.moduleOutput = output
    return module
  }
}
