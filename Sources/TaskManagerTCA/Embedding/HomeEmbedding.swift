import Composable
import ComposableViews
import TaskManagerDomain
import Views

/// TCA's Home for apps that embed it in another architecture (the VIPER ↔ TCA hybrid): a Home
/// store set up like the app's own, and the Tasks and Text tabs' views over it.
///
/// ```swift
/// let store = TaskManagerTCA.makeHomeStore(user: user, context, environment) { HomeFeature() }
/// Tab("Tasks", value: .tasks) { TaskManagerTCA.tasksTab(store) }
/// ```
extension TaskManagerTCA {
  /// A Home store on the host's actor, with the environment's clients and clock, its effects
  /// tracked by the host, already loading the user's outline and settings. `reducer` is
  /// `HomeFeature()` or a reducer that wraps it; `prepareDependencies` adds the embedder's own.
  public static func makeHomeStore<R: Reducer<HomeFeature.State, HomeFeature.Action>>(
    user: User,
    _ context: HostContext,
    _ environment: TaskManagerEnvironment,
    withDependencies prepareDependencies: @escaping (inout DependencyValues) -> Void = { _ in },
    reducer: () -> R
  ) -> StoreOf<HomeFeature> {
    guard let actor = context.isolation else {
      preconditionFailure("TaskManagerTCA needs a host running on an actor")
    }
    let store = Store(initialState: HomeFeature.State(user: user), runningOn: actor) {
      reducer()
    } withDependencies: {
      $0.apply(environment, clock: context.clock)
      prepareDependencies(&$0)
    }
    store.effectLifecycle = .tracked(by: context.work.tracker)
    store.send(.load)
    return store
  }

  /// The Tasks tab (categories, items, detail, sheets, alerts) of a Home store.
  public static func tasksTab(_ store: StoreOf<HomeFeature>) -> some View {
    TaskListView(store: store.scope(state: \.taskList, action: \.taskList))
  }

  /// The Text tab of a Home store.
  public static func textTab(_ store: StoreOf<HomeFeature>) -> some View {
    TextView(store: store.scope(state: \.text, action: \.text))
  }
}
