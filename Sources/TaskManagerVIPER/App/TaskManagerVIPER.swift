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
    let navigator = Navigator()
    let session = AppSession(context: context, environment: environment, navigator: navigator)
    navigator.replaceRoot(LoginModule.screen(session: session))
    return NavigatorView(navigator)
  }
}
