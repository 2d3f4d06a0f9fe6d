import Composable
import ComposableViews
import TaskManagerDomain
import Views

/// The TaskManager built with `Composable`, ready for a host.
///
/// ```swift
/// let app = ViewDriver { context in TaskManagerTCA.makeApp(context, .inMemory()) }
/// WebHost(configuration: configuration) { context in
///   TaskManagerTCA.makeApp(context, .live(database: database))
/// }
/// ```
public enum TaskManagerTCA {
  /// Creates the app's store on the host's actor, with the environment's clients and the
  /// host's clock, its effects tracked by the host, the debugger recording, and its part in each event's flow
  /// reported.
  public static func makeApp(
    _ context: HostContext,
    _ environment: TaskManagerEnvironment
  ) -> some View {
    makeApp(context, environment, initialState: AppFeature.State())
  }

  /// The app starting from `initialState` instead of the login form: what a preview shows.
  static func makeApp(
    _ context: HostContext, _ environment: TaskManagerEnvironment,
    initialState: AppFeature.State
  ) -> AppView {
    guard let actor = context.isolation else {
      preconditionFailure("TaskManagerTCA needs a host running on an actor")
    }
    let debugger = Debugger()
    let store = Store(initialState: initialState, runningOn: actor) {
      debugger.recording(AppFeature(), from: initialState).reportingFlows()
    } withDependencies: {
      $0.apply(environment, clock: context.clock)
    }
    store.effectLifecycle = .tracked(by: context.work.tracker)
    return AppView(store: store, debugger: debugger, flows: context.flows)
  }
}

extension DependencyValues {
  /// Installs a host's environment: the domain clients, its clock and its "now".
  mutating func apply(_ environment: TaskManagerEnvironment, clock: any Clock<Duration>) {
    authClient = environment.authClient
    taskStore = environment.taskStore
    settingsClient = environment.settingsClient
    continuousClock = clock
    let now = environment.now
    date = DateGenerator { now() }
  }
}
