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
public final class AppViewModel: EventLogging, WorkOwning {
  public enum Screen {
    case login(LoginViewModel)
    case home(HomeViewModel)
  }

  public private(set) var screen: Screen
  /// Shared by every view model; recorded only while the debugger is on.
  @ObservationIgnored public let eventLog: EventLog?
  @ObservationIgnored public let workBag: WorkBag
  @ObservationIgnored private let context: HostContext
  @ObservationIgnored private let environment: TaskManagerEnvironment

  public init(context: HostContext, environment: TaskManagerEnvironment) {
    let eventLog = EventLog(isEnabled: false)
    self.context = context
    self.environment = environment
    self.eventLog = eventLog
    self.workBag = WorkBag(context.work)
    let login = LoginViewModel(
      context: context, authClient: environment.authClient, eventLog: eventLog)
    self.screen = .login(login)
    // The form's callback needs `self`, which exists only now.
    login.onLoggedIn = { [weak self] user in self?.showHome(for: user) }
  }

  /// Login succeeded and the welcome message has shown: Home, for `user`.
  public func showHome(for user: User) {
    logged {
      screen = .home(
        HomeViewModel(
          user: user, context: context, environment: environment, eventLog: eventLog,
          onSignOut: { [weak self] in self?.signOut() }))
    }
  }

  /// Sign Out: logs out, then shows an empty login form.
  public func signOut() {
    logged {
      let authClient = environment.authClient
      run {
        await authClient.logout()
      } then: { model, _ in
        model.logged("signedOut()") { model.screen = .login(model.makeLogin()) }
      }
    }
  }

  private func makeLogin() -> LoginViewModel {
    let login = LoginViewModel(
      context: context, authClient: environment.authClient, eventLog: eventLog)
    login.onLoggedIn = { [weak self] user in self?.showHome(for: user) }
    return login
  }
}
