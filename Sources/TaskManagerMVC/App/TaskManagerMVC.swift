import MVC
import TaskManagerDomain
import Views

/// The TaskManager built with MVC, the starting point of the migration story: each screen a
/// controller (`MVC.ViewController`) that owns its state, calls the domain's clients itself
/// and pushes what to show into its views; navigation by controllers presenting controllers
/// (sheets, alerts), a tab bar controller for Home and a window whose root switches from Login
/// to Home.
///
/// ```swift
/// let app = ViewDriver { context in TaskManagerMVC.makeApp(context, .inMemory()) }
/// try await app.type("tester", into: "Username")
/// ```
public enum TaskManagerMVC {
  /// Creates the app for one host session (the contract's factory).
  public static func makeApp(_ context: HostContext, _ environment: TaskManagerEnvironment)
    -> some View
  {
    makeApp(context, environment) { _ in }
  }

  /// The app after `show` drove its app delegate and controllers into a state, as a user
  /// would have (signed in, tapped, typed): what a preview shows.
  static func makeApp(
    _ context: HostContext, _ environment: TaskManagerEnvironment,
    _ show: (AppDelegate) -> Void
  ) -> AppView {
    let app = AppDelegate(context: context, environment: environment)
    show(app)
    return AppView(app: app)
  }
}

/// The host's root: the window, with the app delegate kept alive for as long as the host
/// shows it (as the application keeps its delegate).
struct AppView: View {
  let app: AppDelegate

  var body: some View {
    WindowView(app.window)
  }
}
