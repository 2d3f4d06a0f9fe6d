import MVVM
import TaskManagerDomain
import Views

/// Everything the form shows, as one value: each change is a new state, published in order.
struct LoginState: Equatable {
  var username = ""
  var password = ""
  /// A request is out: the button is disabled and a progress indicator shows.
  var isLoading = false
  var errorMessage: String?
  /// Set on success, until Home replaces the form.
  var loggedInUser: User?

  /// "Welcome, <username>!" once logged in.
  var welcomeMessage: String? {
    loggedInUser.map(LoginScreen.welcomeMessage(for:))
  }

  /// Nothing in flight, nobody logged in yet.
  var canLogIn: Bool { !isLoading && loggedInUser == nil }
}

/// The form's view model: the view binds the fields into its state; every write goes through
/// `update`, so each one is a published state, and the change hook can refuse one.
final class LoginViewModel: StateBindingViewModel<LoginState>, WorkOwning {
  /// The view model's work, cancelled when the view model goes.
  let workBag: WorkBag
  /// Called with the user once the welcome has shown; the app then shows Home.
  var onLoggedIn: (User) -> Void = { _ in }
  private let clock: any Clock<Duration>
  private let authClient: AuthClient

  init(context: HostContext, authClient: AuthClient) {
    self.workBag = WorkBag(context.work)
    self.clock = context.clock
    self.authClient = authClient
    super.init(initialState: LoginState())
  }

  override func willChange(from old: LoginState, to new: inout LoginState) -> Bool {
    // The credentials being checked, or already accepted, stay as they were sent: a binding
    // that writes them now is refused.
    let credentialsChanged = old.username != new.username || old.password != new.password
    return !(credentialsChanged && !old.canLogIn)
  }

  /// Log In, or Return in the password field.
  func logIn() {
    guard state.canLogIn else { return }
    // The domain's rules, the same in every architecture: an empty field, or credentials too
    // short to be anyone's, are answered here, without a request.
    if let problem = LoginInput.problem(username: state.username, password: state.password) {
      update(\.errorMessage, to: problem.message)
      return
    }
    // Two fields, one published state.
    update {
      $0.errorMessage = nil
      $0.isLoading = true
    }
    let (username, password, authClient) = (state.username, state.password, self.authClient)
    run(key: "login") { () async throws(LoginError) -> User in
      try await authClient.login(username, password)
    } then: { model, result in
      model.loginFinished(result)
    }
  }

  private func loginFinished(_ result: Result<User, LoginError>) {
    switch result {
    case .success(let user):
      update {
        $0.isLoading = false
        $0.loggedInUser = user
      }
      after(LoginScreen.welcomeDelay, on: clock) { model in model.welcomeShown() }
    case .failure(let error):
      update {
        $0.isLoading = false
        $0.errorMessage = error.message
      }
    }
  }

  private func welcomeShown() {
    guard let user = state.loggedInUser else { return }
    onLoggedIn(user)
  }

  /// Dismiss: clears the error.
  func dismissError() {
    update(\.errorMessage, to: nil)
  }
}
