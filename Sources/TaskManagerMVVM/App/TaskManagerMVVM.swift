import TaskManagerDomain
import Views

/// The TaskManager built with plain MVVM: `@Observable` view models only (Login; Home's master
/// view model shared by sidebar, list and detail; Add/Edit; tag editor; Text; Settings),
/// whose properties views read and bind; each is `@Reported` as the view-model role, so the
/// debugger draws every event's flow. The state-binding version is `TaskManagerMVVMState`.
///
/// ```swift
/// let app = ViewDriver { context in TaskManagerMVVM.makeApp(context, .inMemory()) }
/// try await app.type("tester", into: "Username")
/// ```
public enum TaskManagerMVVM {
  /// Creates the app for one host session (the contract's factory).
  public static func makeApp(_ context: HostContext, _ environment: TaskManagerEnvironment)
    -> some View
  {
    makeApp(AppViewModel(context: context, environment: environment))
  }

  /// The app on a root view model already put in a state: what a preview shows.
  static func makeApp(_ model: AppViewModel) -> AppView {
    AppView(model: model)
  }
}
