import TaskManagerDomain
import TaskPaper
import Views
import Viper

/// Builds the Tasks tab.
enum TaskListModule {
  static func assemble(user: User, session: AppSession)
    -> ViperModule<TaskListView, TaskListPresenter, TaskListInteractor, TaskListRouter>
  {
    ViperModule.assemble(
      interactor: TaskListInteractor(
        user: user, environment: session.environment, context: session.context),
      router: TaskListRouter(user: user, session: session),
      presenter: { TaskListPresenter(interactor: $0, router: $1) },
      view: { TaskListView(output: $0) },
      viewContract: { $0 }, interactorOutput: { $0 })
  }
}
