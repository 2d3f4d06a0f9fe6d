import TaskManagerDomain
import Views
import Viper

/// What the presenter tells the Login view.
protocol LoginViewContract: AnyObject {
  func showLoading(_ isLoading: Bool)
  /// Shows an error, or hides it for `nil`.
  func showError(_ message: String?)
  func showWelcomeMessage(_ message: String)
}

/// The Login use cases.
protocol LoginInteractorInput: AnyObject {
  /// Applies the length rules, then asks the server.
  func logIn(username: String, password: String)
  /// Waits the pause between the welcome and Home.
  func waitBeforeHome()
}

/// What the Login interactor answers.
protocol LoginInteractorOutput: AnyObject {
  func loginSucceeded(_ user: User)
  func loginFailed(_ message: String)
  func homeDelayElapsed()
}

/// Where Login goes.
protocol LoginRouterInput: AnyObject {
  func showHome(for user: User)
}

/// Builds the Login module.
///
/// ```swift
/// navigator.replaceRoot(LoginModule.screen(session: session))
/// ```
enum LoginModule {
  static func assemble(session: AppSession)
    -> ViperModule<LoginView, LoginPresenter, LoginInteractor, LoginRouter>
  {
    ViperModule.assemble(
      interactor: LoginInteractor(
        authClient: session.environment.authClient, context: session.context),
      router: LoginRouter(session: session),
      presenter: { LoginPresenter(interactor: $0, router: $1, log: session.log) },
      view: { LoginView(presenter: $0) })
  }

  static func screen(session: AppSession) -> Screen {
    Screen(assemble(session: session).view)
  }
}
