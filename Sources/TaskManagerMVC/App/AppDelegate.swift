import MVC
import TaskManagerDomain
import Views

/// The app's one object above the screens (UIKit's app delegate): it owns the window and the
/// log, shows Login first, Home once Login says the user is in, and a fresh Login when Home
/// says they signed out. Replacing the window's root releases the screen that was there.
///
/// ```swift
/// let app = AppDelegate(context: context, environment: .inMemory())
/// WindowView(app.window)  // Login
/// ```
public final class AppDelegate: LoginViewControllerDelegate, HomeViewControllerDelegate {
  public let window: Window
  /// What every controller was told and did, shown by Home's debugger.
  public let log: ControllerLog
  private let context: HostContext
  private let environment: TaskManagerEnvironment

  public init(context: HostContext, environment: TaskManagerEnvironment) {
    self.context = context
    self.environment = environment
    let log = ControllerLog()
    self.log = log
    self.window = Window(log: log)
    showLogin()
  }

  /// A fresh, empty login form.
  public func showLogin() {
    let login = LoginViewController(
      context: context, authClient: environment.authClient, log: log)
    login.delegate = self
    window.rootViewController = login
  }

  public func loginViewController(_ controller: LoginViewController, didLogIn user: User) {
    let settings = SettingsViewController(
      user: user, context: context, environment: environment, log: log)
    let home = HomeViewController(
      user: user, context: context, environment: environment, log: log, settings: settings)
    home.delegate = self
    window.rootViewController = home
  }

  public func homeViewControllerDidSignOut(_ controller: HomeViewController) {
    showLogin()
  }
}
