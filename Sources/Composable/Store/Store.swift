import Dependencies
import IssueReporting

/// Runs a feature: holds its state, reduces the actions sent to it, and runs their effects.
///
/// A store is not pinned to the main actor. It runs on the isolation of whoever creates it —
/// a web session's actor, the main actor in an app or a test — and its effects deliver their
/// actions back there, so many stores run in parallel, each on its own actor.
///
/// ```swift
/// actor Session {
///   let store: StoreOf<Counter>
///   init() { store = Store(initialState: Counter.State()) { Counter() } }
///   func tapped() { store.send(.incrementTapped) }
/// }
/// ```
///
/// Hosts read ``state`` inside `withObservationTracking` to re-render when it changes.
@dynamicMemberLookup
public final class Store<State, Action> {
  let core: StoreCore<State, Action>

  /// Creates a store running `reducer` from `initialState`, on the caller's isolation.
  ///
  /// ```swift
  /// let store = Store(initialState: Login.State()) {
  ///   Login()
  /// } withDependencies: {
  ///   $0.continuousClock = ImmediateClock()
  /// }
  /// ```
  public convenience init<R: Reducer<State, Action>>(
    initialState: @autoclosure () -> State,
    @ReducerBuilder<State, Action> reducer: () -> R,
    withDependencies prepareDependencies: ((inout DependencyValues) -> Void)? = nil,
    isolation: isolated (any Actor)? = #isolation
  ) {
    guard let isolation else {
      preconditionFailure(
        """
        A Store must be created on an actor (a session actor, or @MainActor): its effects \
        deliver their actions back to that actor.
        """
      )
    }
    self.init(
      core: Self.makeCore(
        initialState: initialState(), reducer: reducer, dependencies: prepareDependencies,
        actor: isolation))
  }

  /// Creates a store on `actor` from synchronous code that runs there without being statically
  /// isolated to it — for example an app factory that a host calls on its session's actor.
  /// Traps unless the caller really runs on `actor`.
  ///
  /// ```swift
  /// WebHost(configuration: configuration) { context in
  ///   let store = Store(initialState: App.State(), runningOn: context.isolation!) { App() }
  ///   return AppView(store: store)
  /// }
  /// ```
  public convenience init<R: Reducer<State, Action>>(
    initialState: @autoclosure () -> State,
    runningOn actor: any Actor,
    @ReducerBuilder<State, Action> reducer: () -> R,
    withDependencies prepareDependencies: ((inout DependencyValues) -> Void)? = nil
  ) {
    actor.preconditionIsolated(
      "Store(runningOn:) was called off the actor it was given; effects would race.")
    self.init(
      core: Self.makeCore(
        initialState: initialState(), reducer: reducer, dependencies: prepareDependencies,
        actor: actor))
  }

  private static func makeCore<R: Reducer<State, Action>>(
    initialState: @autoclosure () -> State,
    reducer: () -> R,
    dependencies prepareDependencies: ((inout DependencyValues) -> Void)?,
    actor: any Actor
  ) -> RootCore<State, Action> {
    var dependencies = DependencyValues._current
    prepareDependencies?(&dependencies)
    let (state, reducer) = DependencyValues.$_current.withValue(dependencies) {
      (initialState(), reducer())
    }
    return RootCore(
      initialState: state,
      reducer: reducer._resolvedReduce(),
      dependencies: prepareDependencies == nil ? nil : dependencies,
      isolation: actor
    )
  }

  init(core: StoreCore<State, Action>) {
    self.core = core
  }

  /// The current state. Reading it inside `withObservationTracking` registers for changes.
  public var state: State { core.state }

  /// Reads one field of the state: `store.username`.
  public subscript<Value>(dynamicMember keyPath: KeyPath<State, Value>) -> Value {
    core.state[keyPath: keyPath]
  }

  /// Gives `body` the current state, for reading several fields at once.
  public func withState<R>(_ body: (State) -> R) -> R {
    body(core.state)
  }

  /// Sends an action: the reducer runs now, on the caller's isolation, and its effects start.
  ///
  /// ```swift
  /// store.send(.loginTapped)
  /// await store.send(.refresh).finish()
  /// ```
  ///
  /// - Returns: The effects the action started, to await or cancel.
  @discardableResult
  public func send(_ action: Action, isolation: isolated (any Actor)? = #isolation) -> StoreTask {
    core.send(action, isolation: isolation)
  }

  /// A store of a part of this one: it reads `state` from this store's state, and sends its
  /// actions embedded in the `action` case.
  ///
  /// ```swift
  /// let settingsStore = store.scope(state: \.settings, action: \.settings)
  /// ```
  public func scope<ChildState, ChildAction>(
    state: KeyPath<State, ChildState>,
    action: CaseKeyPath<Action, ChildAction>
  ) -> Store<ChildState, ChildAction> {
    let embed = CaseAccess(action).embed
    return Store<ChildState, ChildAction>(
      core: core.scoped(
        toState: { $0[keyPath: state] },
        fromAction: embed
      )
    )
  }

  /// A store of optional child state, or `nil` while the child is absent.
  ///
  /// ```swift
  /// if let homeStore = store.scope(state: \.home, action: \.home) {
  ///   HomeView(store: homeStore)
  /// }
  /// ```
  ///
  /// If the child goes away while a view still holds its store, the store keeps showing the
  /// child's last state rather than crashing.
  public func scope<ChildState, ChildAction>(
    state: KeyPath<State, ChildState?>,
    action: CaseKeyPath<Action, ChildAction>
  ) -> Store<ChildState, ChildAction>? {
    guard var last = core.state[keyPath: state] else { return nil }
    let embed = CaseAccess(action).embed
    return Store<ChildState, ChildAction>(
      core: core.scoped(
        toState: { parent in
          if let current = parent[keyPath: state] { last = current }
          return last
        },
        fromAction: embed,
        remembersLastState: true
      )
    )
  }

  /// A store of one case of an enum state (a destination), or `nil` while the state is in
  /// another case.
  ///
  /// ```swift
  /// if let addStore = destinationStore.scope(state: \.addTask, action: \.addTask) { … }
  /// ```
  public func scope<ChildState, ChildAction>(
    state: CaseKeyPath<State, ChildState>,
    action: CaseKeyPath<Action, ChildAction>
  ) -> Store<ChildState, ChildAction>? where State: CasePathable {
    let extract = CaseAccess(state).extract
    guard var last = extract(core.state) else { return nil }
    let embed = CaseAccess(action).embed
    return Store<ChildState, ChildAction>(
      core: core.scoped(
        toState: { parent in
          if let current = extract(parent) { last = current }
          return last
        },
        fromAction: embed,
        remembersLastState: true
      )
    )
  }

  /// A store of a presented child, or `nil` while nothing is presented; its actions are sent
  /// as `.presented(…)`.
  ///
  /// ```swift
  /// if let addStore = store.scope(state: \.$addTask, action: \.addTask) { … }
  /// ```
  public func scope<ChildState, ChildAction>(
    state: KeyPath<State, PresentationState<ChildState>>,
    action: CaseKeyPath<Action, PresentationAction<ChildAction>>
  ) -> Store<ChildState, ChildAction>? {
    guard var last = core.state[keyPath: state].wrappedValue else { return nil }
    let embed = CaseAccess(action).embed
    return Store<ChildState, ChildAction>(
      core: core.scoped(
        toState: { parent in
          if let current = parent[keyPath: state].wrappedValue { last = current }
          return last
        },
        fromAction: { embed(.presented($0)) },
        remembersLastState: true
      )
    )
  }

  /// One store per row of an identified collection, in order, each sending row actions.
  ///
  /// ```swift
  /// for todoStore in store.scope(forEach: \.todos, action: \.todos) { TodoRow(store: todoStore) }
  /// ```
  public func scope<ID: Hashable & Sendable, ElementState, ElementAction>(
    forEach state: KeyPath<State, IdentifiedArray<ID, ElementState>>,
    action: CaseKeyPath<Action, IdentifiedAction<ID, ElementAction>>
  ) -> [Store<ElementState, ElementAction>] {
    let embed = CaseAccess(action).embed
    let elements = core.state[keyPath: state]
    return elements.ids.map { id in
      var last = elements[id: id]!
      return Store<ElementState, ElementAction>(
        core: core.scoped(
          toState: { parent in
            if let current = parent[keyPath: state][id: id] { last = current }
            return last
          },
          fromAction: { embed(.element(id: id, action: $0)) },
          remembersLastState: true
        )
      )
    }
  }
}

/// The store of a feature: `StoreOf<Login>`.
public typealias StoreOf<R: Reducer> = Store<R.State, R.Action>

extension Store {
  /// Replaces the whole state without an action: for debugging tools such as time travel.
  ///
  /// Ordinary features never need this; every other change goes through the reducer.
  ///
  /// ```swift
  /// store.debugReplaceState(history.state(at: 3))
  /// ```
  public func debugReplaceState(_ state: State) where State: Sendable {
    guard let root = core as? RootCore<State, Action> else {
      reportIssue("debugReplaceState(_:) works on a root store only, not on a scope.")
      return
    }
    root.replaceState(state)
  }

  /// The number of effects of this store still running; zero when it has settled.
  public var inFlightEffectCount: Int {
    core.root.inFlightCount
  }

  /// The host's hooks around every effect of this store and its scopes; see
  /// ``EffectLifecycle``. Effects already running are not affected.
  ///
  /// ```swift
  /// store.effectLifecycle = EffectLifecycle(willStart: { begin() }, didFinish: { end() })
  /// ```
  public var effectLifecycle: EffectLifecycle? {
    get { core.root.effectLifecycle }
    set { core.root.effectLifecycle = newValue }
  }
}

extension Store {
  /// Cancels every effect this store is running, for example when its session ends.
  ///
  /// ```swift
  /// session.store.cancelAllEffects()
  /// ```
  public func cancelAllEffects() {
    core.root.cancelAllEffects()
  }
}
