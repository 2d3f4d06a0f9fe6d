import TaskManagerDomain
import TaskPaper
import Views
import Viper

/// Builds Home with its three tab modules, the parent's presenter wired to the children's.
///
/// ```swift
/// navigator.replaceRoot(HomeModule.screen(user: user, session: session))
/// ```
enum HomeModule {
  static func assemble(user: User, session: AppSession)
    -> ViperModule<HomeView, HomePresenter, HomeInteractor, HomeRouter>
  {
    let taskList = TaskListModule.assemble(user: user, session: session)
    let text = TextModule.assemble(user: user, session: session)
    let settings = SettingsModule.assemble(user: user, session: session)
    let module = ViperModule.assemble(
      interactor: HomeInteractor(
        user: user, settingsClient: session.environment.settingsClient,
        context: session.context),
      router: HomeRouter(session: session),
      presenter: { interactor, router in
        HomePresenter(interactor: interactor, router: router)
      },
      view: { presenter in
        HomeView(
          output: presenter, flows: session.context.flows, taskList: taskList.view, text: text.view,
          settings: settings.view)
      },
      viewContract: { $0 }, interactorOutput: { $0 })
    module.presenter.taskList = taskList.presenter
    module.presenter.text = text.presenter
    module.presenter.settings = settings.presenter
    text.presenter.moduleOutput = module.presenter
    settings.presenter.moduleOutput = module.presenter
    module.presenter.start()
    taskList.presenter.start()
    text.presenter.start()
    return module
  }

  static func screen(user: User, session: AppSession) -> Screen {
    Screen(assemble(user: user, session: session).view)
  }
}
