import TaskManagerDomain
import Views
import Viper

/// VIPER's Login and Settings modules as building blocks for apps that mix architectures (the
/// VIPER ↔ TCA hybrid): Login routes to whatever Home the app builds; Settings reports each
/// change to the app and signs out back to Login.
///
/// ```swift
/// let session = TaskManagerVIPERModules.Session(
///   context: context, environment: environment, navigator: navigator, log: log
/// ) { user, session in HybridHome.screen(user: user, session: session) }
/// navigator.replaceRoot(TaskManagerVIPERModules.loginScreen(session))
/// ```
public enum TaskManagerVIPERModules {
  /// What the modules share: the host's context, the clients, the navigator (held weakly), and
  /// the factory of the screen after login.
  public struct Session {
    let app: AppSession

    public init(
      context: HostContext,
      environment: TaskManagerEnvironment,
      navigator: Navigator,
      home: @escaping (User, Session) -> Screen
    ) {
      self.app = AppSession(
        context: context, environment: environment, navigator: navigator,
        home: { user, app in home(user, Session(app: app)) })
    }

    private init(app: AppSession) {
      self.app = app
    }

    public var context: HostContext { app.context }
    public var environment: TaskManagerEnvironment { app.environment }
    public var navigator: Navigator? { app.navigator }
  }

  /// A fresh Login module, ready to be a navigator's root.
  public static func loginScreen(_ session: Session) -> Screen {
    LoginModule.screen(session: session.app)
  }

  /// An app of these modules on a navigator of its own, Login routing to the screen `home`
  /// builds: the shape of every app built on them. `start` shows the first screen on the app's
  /// session: a fresh Login by default; in a preview, Login or Home, then driven into a state
  /// (once it is the root, so that what its routers present stays up).
  ///
  /// ```swift
  /// TaskManagerVIPERModules.makeApp(context, environment, home: HybridHomeModule.screen)
  /// ```
  package static func makeApp(
    _ context: HostContext, _ environment: TaskManagerEnvironment,
    home: @escaping (User, Session) -> Screen,
    start: (Session) -> Void = { $0.navigator?.replaceRoot(loginScreen($0)) }
  ) -> NavigatorView {
    let navigator = Navigator()
    start(Session(context: context, environment: environment, navigator: navigator, home: home))
    return NavigatorView(navigator)
  }

  /// A Settings module for `user`; each change goes to `onChange`.
  public static func settings(
    user: User,
    _ session: Session,
    shouldSignOut: @escaping () -> Bool = { true },
    onChange: @escaping (UserSettings) -> Void
  ) -> SettingsModuleHandle {
    let module = SettingsModule.assemble(user: user, session: session.app)
    let handle = SettingsModuleHandle(
      screen: Screen(module.view), presenter: module.presenter, shouldSignOut: shouldSignOut,
      onChange: onChange)
    module.presenter.moduleOutput = handle
    return handle
  }
}

/// The outside's handle on a Settings module: its screen (which owns the module) and its
/// input. Whoever shows the screen keeps the handle.
public final class SettingsModuleHandle: SettingsModuleOutput {
  /// The module's view, to put in a tab.
  public let screen: Screen
  @Weak private var presenter: (any SettingsModuleInput)? = nil
  private let onChange: (UserSettings) -> Void
  private let shouldSignOut: () -> Bool

  init(
    screen: Screen, presenter: any SettingsModuleInput, shouldSignOut: @escaping () -> Bool,
    onChange: @escaping (UserSettings) -> Void
  ) {
    self.screen = screen
    self.onChange = onChange
    self.shouldSignOut = shouldSignOut
    self.presenter = presenter
  }

  /// Shows settings loaded elsewhere.
  public func show(_ settings: UserSettings) {
    presenter?.showSettings(settings)
  }

  /// Signs out without asking, after the owner asked the user (see `shouldSignOut`).
  public func signOut() {
    presenter?.signOut()
  }

  func settingsDidChange(_ settings: UserSettings) {
    onChange(settings)
  }

  func settingsShouldSignOut() -> Bool {
    shouldSignOut()
  }
}
