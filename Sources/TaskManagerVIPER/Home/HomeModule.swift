import TaskManagerDomain
import TaskPaper
import Views
import Viper

/// Home's tabs.
enum HomeTab: Hashable, Sendable {
  case tasks, text, settings
}

/// What the presenter tells the Home view.
protocol HomeViewContract: AnyObject {
  func showTab(_ tab: HomeTab)
  func showDebugger(_ isVisible: Bool)
  func showError(_ message: String?)
}

/// Home's own use case: the user's settings, which the tabs depend on, loaded and then
/// delivered again after every save in any window.
public protocol HomeInteractorInput: AnyObject {
  func loadSettings()
}

public protocol HomeInteractorOutput: AnyObject {
  func settingsLoaded(_ settings: UserSettings)
  func settingsFailed(_ message: String)
}

/// Home navigates nowhere itself: its tabs' routers do (sign-out is Settings').
protocol HomeRouterInput: AnyObject {}

/// What Home tells its child modules (module inputs), and what they tell Home back (module
/// outputs). Parent and child talk only through these; each holds the other weakly.
protocol TaskListModuleInput: AnyObject {
  func showOutline(_ snapshot: OutlineSnapshot)
  func setShowDone(_ showDone: Bool)
}

protocol TextModuleInput: AnyObject {
  /// Reloads the text, unless the user has unsaved changes.
  func refresh()
}

protocol TextModuleOutput: AnyObject {
  func textDidReplaceOutline(_ snapshot: OutlineSnapshot)
}

protocol SettingsModuleInput: AnyObject {
  func showSettings(_ settings: UserSettings)
}

protocol SettingsModuleOutput: AnyObject {
  func settingsDidChange(_ settings: UserSettings)
}

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
      router: HomeRouter(),
      presenter: { interactor, router in
        HomePresenter(interactor: interactor, router: router, log: session.log)
      },
      view: { presenter in
        HomeView(
          presenter: presenter, log: session.log, taskList: taskList.view, text: text.view,
          settings: settings.view)
      })
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
