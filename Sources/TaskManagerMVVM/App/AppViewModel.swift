import Flows
import MVVM
import Observation
import TaskManagerDomain
import Views

/// The root of the MVVM TaskManager: which screen shows (Login or Home), and the one event log
/// every view model of the session writes to.
///
/// ```swift
/// let app = AppViewModel(context: context, environment: .inMemory())
/// app.screen  // .login(LoginViewModel)
/// ```
@Observable
@Reported(as: .viewModel)
public final class AppViewModel: WorkOwning {
  public enum Screen {
    case login(LoginViewModel)
    case home(HomeViewModel)
  }

  public private(set) var screen: Screen
  /// Shared by every view model; recorded only while the debugger is on.
  @ObservationIgnored public let workBag: WorkBag
  @ObservationIgnored private let context: HostContext
  @ObservationIgnored private let environment: TaskManagerEnvironment

  public init(context: HostContext, environment: TaskManagerEnvironment) {
    self.context = context
    self.environment = environment
    self.workBag = WorkBag(context.work)
    let login = LoginViewModel(
      context: context, authClient: environment.authClient)
    self.screen = .login(login)
    // The form's callback needs `self`, which exists only now.
    login.onLoggedIn = { [weak self] user in self?.showHome(for: user) }
  }

  /// Login succeeded and the welcome message has shown: Home, for `user`.
  public func showHome(for user: User) {
    screen = .home(
      HomeViewModel(
        user: user, context: context, environment: environment,
        onSignOut: { [weak self] in self?.signOut() }))
  }

  /// Sign Out: logs out, then shows an empty login form.
  public func signOut() {
    let authClient = environment.authClient
    run {
      await authClient.logout()
    } then: { model, _ in
      model.screen = .login(model.makeLogin())
    }
  }

  private func makeLogin() -> LoginViewModel {
    let login = LoginViewModel(
      context: context, authClient: environment.authClient)
    login.onLoggedIn = { [weak self] user in self?.showHome(for: user) }
    return login
  }
}
