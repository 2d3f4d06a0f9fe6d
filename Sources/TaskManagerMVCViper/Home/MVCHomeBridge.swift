import MVC
import TaskManagerDomain
import TaskManagerMVC
import TaskManagerVIPER
import Views
import Viper

/// The MVC Home as a screen of the VIPER navigator (VIPER → MVC), and the way back (MVC →
/// VIPER): the bridge owns Home's controller, and as its delegate turns "signed out" into a
/// fresh VIPER Login on the navigator. Home's Settings tab is VIPER's Settings module.
///
/// ```swift
/// navigator.replaceRoot(MVCHomeBridge.screen(user: user, session: session))
/// ```
final class MVCHomeBridge: HomeViewControllerDelegate {
  let home: HomeViewController
  private let session: TaskManagerVIPERModules.Session

  init(user: User, session: TaskManagerVIPERModules.Session) {
    self.session = session
    home = HomeViewController(
      user: user, context: session.context, environment: session.environment,
      settings: ViperSettingsTab(user: user, session: session))
    home.delegate = self
  }

  /// A navigator screen that owns the bridge, and through it Home's controllers.
  static func screen(user: User, session: TaskManagerVIPERModules.Session)
    -> Screen
  {
    let bridge = MVCHomeBridge(user: user, session: session)
    return Screen(owner: bridge) { AnyView(ControllerView(bridge.home)) }
  }

  func homeViewControllerDidSignOut(_ controller: HomeViewController) {
    session.navigator?.replaceRoot(TaskManagerVIPERModules.loginScreen(session))
  }
}
