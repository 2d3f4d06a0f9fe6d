import Flows
import MVVM
import TaskManagerDomain
import Views

/// The root's state: which screen shows, by its view model.
public struct AppState: Equatable {
  public enum Screen: Equatable {
    case login(LoginViewModel)
    case home(HomeViewModel)
  }

  public var screen: Screen

  public init(screen: Screen) {
    self.screen = screen
  }
}

/// The root of the state-binding TaskManager: which screen shows (Login or Home), the one
/// event log every view model of the session writes to, and the states they went through
/// (for the debugger).
///
/// ```swift
/// let app = AppViewModel(context: context, environment: .inMemory())
/// app.screen  // .login(LoginViewModel)
/// ```
@Reported(as: .viewModel)
public final class AppViewModel: StateBindingViewModel<AppState>, WorkOwning {
  public let workBag: WorkBag
  /// The states of every view model of the session, recorded while the debugger is on.
  public let stateLog: StateLog
  private let context: HostContext
  private let environment: TaskManagerEnvironment

  public init(context: HostContext, environment: TaskManagerEnvironment) {
    let stateLog = StateLog(isEnabled: false)
    self.context = context
    self.environment = environment
    self.stateLog = stateLog
    self.workBag = WorkBag(context.work)
    let login = LoginViewModel(
      context: context, authClient: environment.authClient)
    super.init(initialState: AppState(screen: .login(login)))
    stateLog.record(self)
    // The form's callback needs `self`, which exists only now.
    connect(login)
  }

  /// Login succeeded and the welcome message has shown: Home, for `user`.
  public func showHome(for user: User) {
    let home = HomeViewModel(
      user: user, context: context, environment: environment,
      stateLog: stateLog, onSignOut: { [weak self] in self?.signOut() })
    update(\.screen, to: .home(home))
  }

  /// Sign Out: logs out, then shows an empty login form.
  public func signOut() {
    let authClient = environment.authClient
    run {
      await authClient.logout()
    } then: { model, _ in
      model.update(\.screen, to: .login(model.makeLogin()))
    }
  }

  private func makeLogin() -> LoginViewModel {
    let login = LoginViewModel(
      context: context, authClient: environment.authClient)
    connect(login)
    return login
  }

  private func connect(_ login: LoginViewModel) {
    login.onLoggedIn = { [weak self] user in self?.showHome(for: user) }
    stateLog.record(login)
  }
}
