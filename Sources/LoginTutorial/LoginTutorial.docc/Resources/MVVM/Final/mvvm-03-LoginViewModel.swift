import MVVM
import Observation
import TaskManagerDomain
import Views

/// The form's state and what the user can do with it: the domain's rules, the server's
/// answer, a welcome, and a hand-over one second later on the host's clock.
@Observable
final class LoginViewModel: WorkOwning {
  private(set) var username = ""
  private(set) var password = ""
  /// A request is out: the button is disabled and a progress indicator shows.
  private(set) var isLoading = false
  private(set) var errorMessage: String?
  /// Set on success, until Home replaces the form.
  private(set) var loggedInUser: User?

  /// Called with the user once the welcome has shown; the app then shows Home.
  @ObservationIgnored var onLoggedIn: (User) -> Void = { _ in }
  /// The view model's work, cancelled when the view model goes.
  @ObservationIgnored let workBag: WorkBag
  @ObservationIgnored private let clock: any Clock<Duration>
  @ObservationIgnored private let authClient: AuthClient

  init(context: HostContext, authClient: AuthClient) {
    self.workBag = WorkBag(context.work)
    self.clock = context.clock
    self.authClient = authClient
  }

  /// "Welcome, <username>!" once logged in.
  var welcomeMessage: String? {
    loggedInUser.map(LoginScreen.welcomeMessage(for:))
  }

  /// Nothing in flight, nobody logged in yet.
  var canLogIn: Bool { !isLoading && loggedInUser == nil }

  /// Typing in the Username field.
  func enter(username: String) {
    // The credentials being checked, or already accepted, stay as they were sent.
    guard canLogIn else { return }
    self.username = username
  }

  /// Typing in the Password field.
  func enter(password: String) {
    guard canLogIn else { return }
    self.password = password
  }

  /// Log In, or Return in the password field.
  func logIn() {
    guard canLogIn else { return }
    // The domain's rules, the same in every architecture: an empty field, or credentials too
    // short to be anyone's, are answered here, without a request.
    if let problem = LoginInput.problem(username: username, password: password) {
      errorMessage = problem.message
      return
    }
    errorMessage = nil
    isLoading = true
    let (username, password, authClient) = (self.username, self.password, self.authClient)
    // The answer comes back to this view model, on the host's isolation, only while it exists.
    run(key: "login") { () async throws(LoginError) -> User in
      try await authClient.login(username, password)
    } then: { model, result in
      model.loginFinished(result)
    }
  }

  private func loginFinished(_ result: Result<User, LoginError>) {
    isLoading = false
    switch result {
    case .success(let user):
      loggedInUser = user
      after(LoginScreen.welcomeDelay, on: clock) { model in model.welcomeShown() }
    case .failure(let error):
      errorMessage = error.message
    }
  }

  private func welcomeShown() {
    guard let user = loggedInUser else { return }
    onLoggedIn(user)
  }

  /// Dismiss: clears the error.
  func dismissError() {
    errorMessage = nil
  }
}
