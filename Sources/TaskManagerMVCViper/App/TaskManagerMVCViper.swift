import MVC
import TaskManagerDomain
import TaskManagerVIPER
import Views
import Viper

/// The TaskManager at the migration's first stage: Login and Settings are already VIPER
/// modules (`TaskManagerVIPER`'s own), Home with its tabs is still `TaskManagerMVC`'s
/// controllers. The VIPER Login's router presents the MVC Home (a navigator screen owning
/// Home's controller); the MVC side goes back through its delegate, which the bridge
/// implements with the VIPER navigator; Settings, a VIPER module inside Home's tab bar
/// controller, reports each change to Home as the MVC Settings would.
///
/// ```swift
/// let app = ViewDriver { context in TaskManagerMVCViper.makeApp(context, .inMemory()) }
/// ```
public enum TaskManagerMVCViper {
  /// Creates the app for a host: VIPER's Login as the navigator's root, the MVC Home after.
  public static func makeApp(
    _ context: HostContext,
    _ environment: TaskManagerEnvironment
  ) -> some View {
    TaskManagerVIPERModules.makeApp(context, environment, home: MVCHomeBridge.screen)
  }

  /// The app with its first screen left to `start`, which shows it on the app's navigator: in
  /// a preview, Login or Home, then driven into a state.
  static func makeApp(
    _ context: HostContext, _ environment: TaskManagerEnvironment,
    start: (TaskManagerVIPERModules.Session) -> Void
  ) -> NavigatorView {
    TaskManagerVIPERModules.makeApp(context, environment, home: MVCHomeBridge.screen, start: start)
  }
}
