import Flows
import MVVM
import Observation
import TaskManagerDomain
import Views

/// The login form: validates with `LoginInput`, calls `AuthClient.login`, shows
/// `LoginError` messages, and hands the user over one second (on the host's clock) after a
/// welcome message. The credentials of a request in flight (or of the one that succeeded)
/// cannot be edited: the fields would no longer match what was checked.
///
/// ```swift
/// let login = LoginViewModel(context: context, authClient: .inMemory())
/// login.onLoggedIn = { user in showHome(user) }
/// login.enter(username: "tester"); login.enter(password: "secret-password")
/// login.logIn()
/// ```
@Observable
@Reported(as: .viewModel)
public final class LoginViewModel: WorkOwning {
  public private(set) var username = ""
  public private(set) var password = ""
  /// A request is out: the button is disabled and a progress indicator shows.
  public private(set) var isLoading = false
  public private(set) var errorMessage: String?
  /// Set on success, until Home replaces the form.
  public private(set) var loggedInUser: User?

  /// Called with the user once the welcome message has shown (the app then shows Home).
  @ObservationIgnored public var onLoggedIn: (User) -> Void = { _ in }
  @ObservationIgnored public let workBag: WorkBag
  @ObservationIgnored private let clock: any Clock<Duration>
  @ObservationIgnored private let authClient: AuthClient

  public init(context: HostContext, authClient: AuthClient) {
    self.workBag = WorkBag(context.work)
    self.clock = context.clock
    self.authClient = authClient
  }

  /// "Welcome, <username>!" once logged in.
  public var welcomeMessage: String? {
    loggedInUser.map(LoginScreen.welcomeMessage(for:))
  }

  /// The button is usable only while nothing is in flight and nobody is logged in yet.
  public var canLogIn: Bool { !isLoading && loggedInUser == nil }

  /// Typing in the Username field.
  public func enter(username: String) {
    guard canLogIn else { return }
    self.username = username
  }

  /// Typing in the Password field.
  public func enter(password: String) {
    guard canLogIn else { return }
    self.password = password
  }

  /// Log In (or Return in the password field).
  public func logIn() {
    guard canLogIn else { return }
    if let problem = LoginInput.problem(username: username, password: password) {
      errorMessage = problem.message
      return
    }
    isLoading = true
    errorMessage = nil
    let (username, password, authClient) = (self.username, self.password, self.authClient)
    run(key: "login") { () async throws(LoginError) -> User in
      try await authClient.login(username, password)
    } then: { model, result in
      model.loginFinished(result)
    }
  }

  /// The answer of `AuthClient.login`.
  func loginFinished(_ result: Result<User, LoginError>) {
    switch result {
    case .success(let user):
      isLoading = false
      loggedInUser = user
      after(LoginScreen.welcomeDelay, on: clock) { model in model.welcomeShown() }
    case .failure(let error):
      isLoading = false
      errorMessage = error.message
    }
  }

  /// The welcome message has shown for `LoginScreen.welcomeDelay`: on to Home.
  func welcomeShown() {
    guard let user = loggedInUser else { return }
    onLoggedIn(user)
  }

  /// Dismiss: clears the error.
  public func dismissError() {
    errorMessage = nil
  }
}
