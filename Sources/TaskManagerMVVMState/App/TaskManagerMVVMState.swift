import TaskManagerDomain
import Views

/// The TaskManager built with state-binding view models, the "MVVM with Combine" version:
/// every screen's view model is a `MVVM.StateBindingViewModel` over one `Equatable` state
/// (Login, Home, the task list, Add/Edit, the tag editor, Text, Settings, and the app's
/// root). Views read and bind the state; view models change it only through `update`, so
/// change hooks see every write; and each state written is published on the view model's
/// `states` stream, which parents subscribe to (Home follows Settings that way) and the
/// debugger records. Each is `@Reported` as the view-model role, so the debugger also draws
/// every event's flow.
///
/// ```swift
/// let app = ViewDriver { context in TaskManagerMVVMState.makeApp(context, .inMemory()) }
/// try await app.type("tester", into: "Username")
/// ```
public enum TaskManagerMVVMState {
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
