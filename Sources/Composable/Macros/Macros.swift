/// Makes a struct a feature, or an enum a set of child features, the way TCA's `@Reducer`
/// does.
///
/// On a struct it adds the `Reducer` conformance and makes `Action` case-pathable:
///
/// ```swift
/// @Reducer
/// struct Counter {
///   @ObservableState
///   struct State: Equatable { var count = 0 }
///   enum Action { case incrementTapped }
///   var body: some ReducerOf<Self> {
///     Reduce { state, action in state.count += 1; return .none }
///   }
/// }
/// ```
///
/// On an enum of child features (destinations, paths) it synthesizes `State`, `Action` and a
/// static `body` that runs each case's feature:
///
/// ```swift
/// @Reducer
/// enum Destination {
///   case addTask(AddEditTaskFeature)
///   case alert(AlertState<Alert>)
///   enum Alert { case confirmDeletion }
/// }
/// // …
/// .ifLet(\.$destination, action: \.destination) { Destination.body }
/// ```
@attached(extension, conformances: Reducer)
@attached(memberAttribute)
@attached(member, names: named(State), named(Action), named(body), named(reduce))
public macro Reducer() = #externalMacro(module: "ComposableMacros", type: "ReducerMacro")

/// Marks a feature's state as observable through its store, as TCA's `@ObservableState` does.
///
/// ```swift
/// @ObservableState
/// struct State: Equatable { var username = "" }
/// ```
@attached(extension, conformances: ObservableState)
public macro ObservableState() =
  #externalMacro(module: "ComposableMacros", type: "ObservableStateMacro")

/// State that hosts observe through its store.
///
/// Composable tracks observation per store rather than per field: a host reading
/// `store.state` inside `withObservationTracking` is told once after the next `send` that
/// changed anything. That is enough here because hosts re-render a whole screen at a time —
/// the web host renders the session's page, and the headless driver reads the whole tree —
/// so a per-field signal would trigger the same render. It is also cheaper: a `send` with
/// nobody observing costs no observation work at all (see BENCHMARKS.md).
public protocol ObservableState {}
