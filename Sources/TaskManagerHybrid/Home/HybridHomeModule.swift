import Composable
import TaskManagerDomain
import TaskManagerTCA
import TaskManagerVIPER
import Views
import Viper

/// The hybrid Home's tabs.
enum HybridTab: Hashable, Sendable {
  case tasks, text, settings
}

/// What the presenter tells the hybrid Home view.
protocol HybridHomeViewContract: AnyObject {
  func showTab(_ tab: HybridTab)
  func showDebugger(_ isVisible: Bool)
}

/// The hybrid Home's use case: the user's settings, for the VIPER Settings tab.
protocol HybridHomeInteractorInput: AnyObject {
  func loadSettings()
}

protocol HybridHomeInteractorOutput: AnyObject {
  func settingsLoaded(_ settings: UserSettings)
  func settingsFailed(_ message: String)
}

/// Where the hybrid Home goes when the TCA side asks.
protocol HybridHomeRouterInput: AnyObject {
  func signOut()
  func openSettings()
}

/// Builds the hybrid Home: a VIPER module whose view shows TCA's Tasks and Text tabs (one TCA
/// store) beside VIPER's Settings module, with the TCA store's navigation dependency routed to
/// this module's router.
enum HybridHomeModule {
  static func assemble(user: User, session: TaskManagerVIPERModules.Session)
    -> ViperModule<HybridHomeView, HybridHomePresenter, HybridHomeInteractor, HybridHomeRouter>
  {
    guard let actor = session.context.isolation else {
      preconditionFailure("The hybrid needs a host running on an actor")
    }
    let router = HybridHomeRouter(session: session)
    let reachRouter = IsolatedReference(router, on: actor)
    let store = TaskManagerTCA.makeHomeStore(
      user: user, session.context, session.environment,
      withDependencies: {
        $0.hybridNavigation = HybridNavigation(
          signOut: { reachRouter { $0.signOut() } },
          openSettings: { reachRouter { $0.openSettings() } })
      },
      reducer: { HybridHomeFeature() })
    let module = ViperModule.assemble(
      interactor: HybridHomeInteractor(
        user: user, settingsClient: session.environment.settingsClient,
        context: session.context),
      router: router,
      presenter: { interactor, router in
        HybridHomePresenter(interactor: interactor, router: router, log: session.log)
      },
      view: { presenter in
        let settings = TaskManagerVIPERModules.settings(user: user, session) {
          [weak presenter] settings in presenter?.settingsChanged(settings)
        }
        return HybridHomeView(
          presenter: presenter, store: store, settings: settings, log: session.log)
      })
    module.presenter.store = store
    module.presenter.settings = module.view.settings
    router.home = module.presenter
    module.presenter.start()
    return module
  }

  static func screen(user: User, session: TaskManagerVIPERModules.Session) -> Screen {
    Screen(assemble(user: user, session: session).view)
  }
}
