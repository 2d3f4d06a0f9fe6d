import TaskManagerDomain
import Views
import Viper

/// What every module of one running app shares: the host's context (work and clock), the
/// domain's clients, and the navigator the routers drive.
///
/// A value: modules copy it. It holds the navigator weakly (the navigator owns the modules).
///
/// ```swift
/// let session = AppSession(context: context, environment: environment, navigator: navigator)
/// navigator.replaceRoot(LoginModule.screen(session: session))
/// ```
struct AppSession {
  let context: HostContext
  let environment: TaskManagerEnvironment
  @Weak var navigator: Navigator? = nil
  /// Builds the screen shown after login: VIPER's Home, or another architecture's (the
  /// hybrid's TCA Home).
  let home: (User, AppSession) -> Screen

  init(
    context: HostContext,
    environment: TaskManagerEnvironment,
    navigator: Navigator?,
    home: @escaping (User, AppSession) -> Screen = { HomeModule.screen(user: $0, session: $1) }
  ) {
    self.context = context
    self.environment = environment
    self.navigator = navigator
    self.home = home
  }
}
