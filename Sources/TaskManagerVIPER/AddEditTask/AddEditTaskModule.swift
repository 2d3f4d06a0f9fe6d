import TaskManagerDomain
import TaskPaper
import Views
import Viper

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
      presenter: { AddEditTaskPresenter(mode: mode, interactor: $0, router: $1) },
      view: { presenter -> AddEditTaskView in
        let view = AddEditTaskView(output: presenter, isEditing: presenter.isEditing)
        if case .edit(let item) = mode { view.text = item.body }
        return view
      },
      viewContract: { $0 }, interactorOutput: { $0 })
    module.presenter.moduleOutput = output
    return module
  }
}
