import TaskManagerDomain
import Views

/// The TaskManager built with MVVM: `@Observable` view models (Home's master view model shared
/// by sidebar, list and detail; tag editor; Text; Settings) and ``MVVM/StateBindingViewModel``
/// forms (Login, Add/Edit), all logging to one ``MVVM/EventLog`` shown by the debugger.
///
/// ```swift
/// let app = ViewDriver { context in TaskManagerMVVM.makeApp(context, .inMemory()) }
/// try await app.type("tester", into: "Username")
/// ```
public enum TaskManagerMVVM {
  /// Creates the app for one host session (the contract's factory).
  public static func makeApp(_ context: HostContext, _ environment: TaskManagerEnvironment)
    -> AnyView
  {
    AnyView(AppView(model: AppViewModel(context: context, environment: environment)))
  }
}
