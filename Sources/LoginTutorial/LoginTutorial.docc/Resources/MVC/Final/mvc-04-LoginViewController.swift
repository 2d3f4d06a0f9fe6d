import MVC
import TaskManagerDomain
import Views

/// Told when the user is in and has been welcomed.
protocol LoginViewControllerDelegate: AnyObject {
  func loginViewController(_ controller: LoginViewController, didLogIn user: User)
}

/// The screen's controller: it owns the view, reads its fields when Log In is tapped, calls
/// the server itself, pushes what the user should see into the view, and one second after the
/// welcome tells its delegate.
final class LoginViewController: ViewController {
  let view = LoginView()
  weak var delegate: (any LoginViewControllerDelegate)?
  private let authClient: AuthClient
  /// Set on success, until the delegate takes over.
  private var loggedInUser: User?

  init(context: HostContext, authClient: AuthClient) {
    self.authClient = authClient
    super.init(context: context)
    // Weak: the controller owns the view, and so the view's actions.
    view.onLogIn = { [weak self] in self?.logInTapped() }
    view.onDismissError = { [weak self] in self?.dismissErrorTapped() }
  }

  override var contentView: AnyView { AnyView(view) }

  /// Log In, or Return in the password field.
  func logInTapped() {
    // The view is disabled while checking and once welcomed: nothing to do then.
    guard view.isEnabled else { return }
    let (username, password) = (view.username, view.password)
    // The domain's rules, the same in every architecture: an empty field, or credentials too
    // short to be anyone's, are answered here, without a request.
    if let problem = LoginInput.problem(username: username, password: password) {
      view.errorMessage = problem.message
      return
    }
    view.errorMessage = nil
    view.isLoading = true
    view.isEnabled = false
    // The controller's work is cancelled when the controller goes; so is the answer.
    let authClient = self.authClient
    work.run(key: "login") { () async throws(LoginError) -> User in
      try await authClient.login(username, password)
    } then: { [weak self] result in
      self?.loginFinished(result)
    }
  }

  func dismissErrorTapped() {
    view.errorMessage = nil
  }

  private func loginFinished(_ result: Result<User, LoginError>) {
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
