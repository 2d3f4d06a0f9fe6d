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
  @usableFromInline let core: StoreCore<State, Action>
  /// Child stores already made by `scope(state:action:)`, by their key paths: scoping the
  /// same way twice gives the same store, as in TCA.
  @usableFromInline var scopeCache: [ScopeCacheKey: AnyObject] = [:]

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
      core: .root(
        Self.makeCore(
          initialState: initialState(), reducer: reducer, dependencies: prepareDependencies,
          actor: isolation)))
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
      core: .root(
        Self.makeCore(
          initialState: initialState(), reducer: reducer, dependencies: prepareDependencies,
          actor: actor)))
  }

  private static func makeCore<R: Reducer<State, Action>>(
    initialState: @autoclosure () -> State,
    reducer: () -> R,
    dependencies prepareDependencies: ((inout DependencyValues) -> Void)?,
    actor: any Actor
  ) -> RootCore<State, Action> {
    var dependencies = DependencyValues._current
    if let prepareDependencies { dependencies = dependencies.updated(by: prepareDependencies) }
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

  @usableFromInline
  init(core: StoreCore<State, Action>) {
    self.core = core
  }

  /// The current state. Reading it inside `withObservationTracking` registers for changes.
  public var state: State { core.state }

  /// Reads one field of the state: `store.username`.
  public subscript<Value>(dynamicMember keyPath: KeyPath<State, Value>) -> Value {
    core.state[keyPath: keyPath]
  }

  /// Reads one field of the state, `store.username`, observing that field alone: a view that
  /// read it resolves again only when it changes, not on every change of the state.
  public subscript<Value: Equatable>(dynamicMember keyPath: KeyPath<State, Value>) -> Value {
    core.observe(keyPath)
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
    guard case .root(let root) = core else {
      reportIssue("debugReplaceState(_:) works on a root store only, not on a scope.")
      return
    }
    root.replaceState(state)
  }

  /// The dependency overrides this store installs around each send and effect; `nil` when it
  /// has none. For test stores, which let a test change dependencies mid-test.
  package var _dependencies: DependencyValues? {
    get { core.root.dependencies }
    set { core.root.dependencies = newValue }
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
