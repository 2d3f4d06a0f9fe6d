import Flows
import MVVM
import TaskManagerDomain
import Views

/// What the login form shows.
public struct LoginState: Equatable, Sendable {
  public var username = ""
  public var password = ""
  /// A request is out: the button is disabled and a progress indicator shows.
  public var isLoading = false
  public var errorMessage: String?
  /// Set on success, until Home replaces the form.
  public var loggedInUser: User?

  public init() {}

  /// "Welcome, <username>!" once logged in.
  public var welcomeMessage: String? {
    loggedInUser.map(LoginScreen.welcomeMessage(for:))
  }

  /// The button is usable only while nothing is in flight and nobody is logged in yet.
  public var canLogIn: Bool { !isLoading && loggedInUser == nil }
}

/// The login form: validates with `LoginInput`, calls `AuthClient.login`, shows
/// `LoginError` messages, and hands the user over one second (on the host's clock) after a
/// welcome message.
///
/// The view binds `username` and `password`; the change hook refuses edits to the credentials
/// while a request with them is in flight or after success. Its states show a login as
/// `isLoading`, then a welcome or an error.
///
/// ```swift
/// let login = LoginViewModel(context: context, authClient: .inMemory())
/// login.onLoggedIn = { user in showHome(user) }
/// login.update(\.username, to: "tester"); login.update(\.password, to: "secret-password")
/// login.logIn()
/// ```
@Reported(as: .viewModel)
public final class LoginViewModel: StateBindingViewModel<LoginState>, WorkOwning {
  public let workBag: WorkBag
  private let clock: any Clock<Duration>
  private let authClient: AuthClient
  /// Called with the user once the welcome message has shown (the app then shows Home).
  public var onLoggedIn: (User) -> Void = { _ in }

  public init(context: HostContext, authClient: AuthClient) {
    self.workBag = WorkBag(context.work)
    self.clock = context.clock
    self.authClient = authClient
    super.init(initialState: LoginState())
  }

  public override func willChange(from old: LoginState, to new: inout LoginState) -> Bool {
    // The request in flight (or the one that succeeded) used these credentials: editing them
    // now would show fields that no longer match what was checked.
    let credentialsChanged = old.username != new.username || old.password != new.password
    return !(credentialsChanged && !old.canLogIn)
  }

  /// Log In (or Return in the password field).
  public func logIn() {
    guard state.canLogIn else { return }
    if let problem = LoginInput.problem(username: state.username, password: state.password) {
      update(\.errorMessage, to: problem.message)
      return
    }
    update {
      $0.isLoading = true
      $0.errorMessage = nil
    }
    let (username, password, authClient) = (state.username, state.password, self.authClient)
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

  /// The welcome message has shown for `LoginScreen.welcomeDelay`: on to Home.
  func welcomeShown() {
    guard let user = state.loggedInUser else { return }
    onLoggedIn(user)
  }

  /// Dismiss: clears the error.
  public func dismissError() {
    update(\.errorMessage, to: nil)
  }
}
