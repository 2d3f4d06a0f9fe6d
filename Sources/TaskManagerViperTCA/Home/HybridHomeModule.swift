import Composable
import TaskManagerDomain
import TaskManagerTCA
import TaskManagerVIPER
import Views
import Viper

/// Builds the hybrid Home: a VIPER module whose view shows TCA's Tasks and Text tabs (one TCA
/// store) beside VIPER's Settings module, with the TCA store's navigation dependency routed to
/// this module's router.
enum HybridHomeModule {
  static func assemble(user: User, session: TaskManagerVIPERModules.Session)
    -> ViperModule<HybridHomeView, HybridHomePresenter, HomeInteractor, HybridHomeRouter>
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
      reducer: { HybridHomeFeature().reportingFlows() })
    let module = ViperModule.assemble(
      interactor: HomeInteractor(
        user: user, settingsClient: session.environment.settingsClient,
        context: session.context),
      router: router,
      presenter: { interactor, router in
        HybridHomePresenter(interactor: interactor, router: router)
      },
      view: { presenter -> HybridHomeView in
        let settings = TaskManagerVIPERModules.settings(
          user: user, session,
          shouldSignOut: { [weak presenter] in presenter?.settingsShouldSignOut() ?? true },
          onChange: { [weak presenter] settings in presenter?.settingsChanged(settings) })
        return HybridHomeView(
          output: presenter, store: store, settings: settings, flows: session.context.flows)
      },
      viewContract: { $0 }, interactorOutput: { $0 })
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
