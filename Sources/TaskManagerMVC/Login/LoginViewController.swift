import Flows
import MVC
import TaskManagerDomain
import Views

/// Told when the user is logged in and has been welcomed.
public protocol LoginViewControllerDelegate: AnyObject {
  func loginViewController(_ controller: LoginViewController, didLogIn user: User)
}

/// The login screen's controller: reads the fields when Log In is tapped, checks them with
/// `LoginInput`, asks `AuthClient.login` and shows its `LoginError` message, or welcomes
/// the user and, one second later on the host's clock, tells its delegate.
///
/// ```swift
/// let login = LoginViewController(context: context, authClient: environment.authClient)
/// login.delegate = self
/// login.view.username = "ada"; login.view.password = "secret-password"
/// login.logInTapped()
/// ```
@Reported(as: .controller)
public final class LoginViewController: ViewController {
  public let view = LoginView()
  public weak var delegate: (any LoginViewControllerDelegate)?
  private let authClient: AuthClient
  /// A request is out with the fields' credentials.
  private var isChecking = false
  /// Set on success, until the delegate takes over.
  private var loggedInUser: User?

  public init(context: HostContext, authClient: AuthClient) {
    self.authClient = authClient
    super.init(context: context)
    view.onLogIn = { [weak self] in self?.logInTapped() }
    view.onDismissError = { [weak self] in self?.dismissErrorTapped() }
  }

  public override var contentView: AnyView { AnyView(view) }

  /// Log In, or Return in the password field.
  public func logInTapped() {
    guard !isChecking, loggedInUser == nil else { return }
    let (username, password) = (view.username, view.password)
    if let problem = LoginInput.problem(username: username, password: password) {
      view.errorMessage = problem.message
      return
    }
    isChecking = true
    view.errorMessage = nil
    view.isLoading = true
    view.isEnabled = false
    let authClient = self.authClient
    work.run(key: "login") { () async throws(LoginError) -> User in
      try await authClient.login(username, password)
    } then: { [weak self] result in
      self?.loginFinished(result)
    }
  }

  public func dismissErrorTapped() {
    view.errorMessage = nil
  }

  private func loginFinished(_ result: Result<User, LoginError>) {
    isChecking = false
    view.isLoading = false
    switch result {
    case .success(let user):
      loggedInUser = user
      view.welcomeMessage = LoginScreen.welcomeMessage(for: user)
      work.after(LoginScreen.welcomeDelay, on: context.clock) { [weak self] in
        self?.welcomeShown()
      }
    case .failure(let error):
      view.errorMessage = error.message
      view.isEnabled = true
    }
  }

  private func welcomeShown() {
    guard let user = loggedInUser else { return }
    delegate?.loginViewController(self, didLogIn: user)
  }
}
