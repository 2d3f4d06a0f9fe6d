import TaskManagerDomain
import Views
import Viper

/// The TaskManager built with VIPER: Login, then Home (Tasks, Text, Settings), each screen a
/// module of view, presenter, interactor and router, navigated by a `Viper.Navigator`.
///
/// ```swift
/// let app = ViewDriver { context in
///   TaskManagerVIPER.makeApp(context, .inMemory())
/// }
/// ```
public enum TaskManagerVIPER {
  /// Creates the app for a host: the Login module as the navigator's root.
  public static func makeApp(
    _ context: HostContext,
    _ environment: TaskManagerEnvironment
  ) -> some View {
    makeApp(context, environment) { session in
      session.navigator?.replaceRoot(LoginModule.screen(session: session))
    }
  }

  /// The app with its first screen left to `start`, which shows a module assembled on the
  /// app's session: a fresh Login here; in a preview, any module, then driven into a state
  /// (once it is the root, so that what its routers present stays up).
  static func makeApp(
    _ context: HostContext, _ environment: TaskManagerEnvironment,
    start: (AppSession) -> Void
  ) -> NavigatorView {
    let navigator = Navigator()
    start(AppSession(context: context, environment: environment, navigator: navigator))
    return NavigatorView(navigator)
  }
}
