import TaskManagerDomain
import TaskManagerVIPER
import Views
import Viper

/// The TaskManager as a migration in progress: Login and Settings are VIPER modules, Home's
/// Tasks and Text tabs are TCA features. The VIPER router presents the TCA Home; the TCA side
/// asks to navigate back through ``HybridNavigation``, a dependency the VIPER side implements.
///
/// ```swift
/// let app = ViewDriver { context in TaskManagerViperTCA.makeApp(context, .inMemory()) }
/// ```
public enum TaskManagerViperTCA {
  /// Creates the app for a host: VIPER's Login as the navigator's root, the hybrid Home after.
  public static func makeApp(
    _ context: HostContext,
    _ environment: TaskManagerEnvironment
  ) -> some View {
    TaskManagerVIPERModules.makeApp(context, environment, home: HybridHomeModule.screen)
  }

  /// The app with its first screen left to `start`, which shows a module assembled on the
  /// app's session: in a preview, any module, then driven into a state (once it is the root,
  /// so that what its routers present stays up).
  static func makeApp(
    _ context: HostContext, _ environment: TaskManagerEnvironment,
    start: (TaskManagerVIPERModules.Session) -> Void
  ) -> NavigatorView {
    TaskManagerVIPERModules.makeApp(
      context, environment, home: HybridHomeModule.screen, start: start)
  }
}
