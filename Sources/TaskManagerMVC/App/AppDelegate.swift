import MVC
import TaskManagerDomain
import Views

/// The app's one object above the screens (UIKit's app delegate): it owns the window and the
/// flows, shows Login first, Home once Login says the user is in, and a fresh Login when Home
/// says they signed out. Replacing the window's root releases the screen that was there.
///
/// ```swift
/// let app = AppDelegate(context: context, environment: .inMemory())
/// WindowView(app.window)  // Login
/// ```
public final class AppDelegate: LoginViewControllerDelegate, HomeViewControllerDelegate {
  public let window: Window
  /// What every controller was told and did, shown by Home's debugger.
  private let context: HostContext
  private let environment: TaskManagerEnvironment

  public init(context: HostContext, environment: TaskManagerEnvironment) {
    self.context = context
    self.environment = environment
    self.window = Window()
    showLogin()
  }

  /// A fresh, empty login form.
  public func showLogin() {
    let login = LoginViewController(
      context: context, authClient: environment.authClient)
    login.delegate = self
    window.rootViewController = login
  }

  public func loginViewController(_ controller: LoginViewController, didLogIn user: User) {
    let settings = SettingsViewController(
      user: user, context: context, environment: environment)
    let home = HomeViewController(
      user: user, context: context, environment: environment, settings: settings)
    home.delegate = self
    window.rootViewController = home
  }

  public func homeViewControllerDidSignOut(_ controller: HomeViewController) {
    showLogin()
  }
}
