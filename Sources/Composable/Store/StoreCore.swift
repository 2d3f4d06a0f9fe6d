import Dependencies
import Observation

/// What a store runs on: the root core, which owns the state, reduces actions and runs
/// effects, or a scope's core, which reads and writes through its parent. A closed set: every
/// store is exactly one of the two, so it switches over them instead of calling through an
/// abstract base class.
@usableFromInline
enum StoreCore<State, Action> {
  case root(RootCore<State, Action>)
  case scope(ScopedCore<State, Action>)

  @usableFromInline
  var state: State {
    switch self {
    case .root(let core): core.state
    case .scope(let core): core.readState()
    }
  }

  /// The value at `path` of the state, observed by itself where the store can: a view that
  /// read it is told only when it changes. Through a scope formed from a closure (an optional
  /// child, a row), the whole state is observed, as by ``state``.
  @usableFromInline
  func observe<Value: Equatable>(_ path: KeyPath<State, Value>) -> Value {
    switch self {
    case .root(let core):
      return core.observe(path)
    case .scope(let core):
      guard let fromRoot = core.pathFromRoot(appending: path), let scope = core.pathFromRoot
      else {
        return core.readState()[keyPath: path]
      }
      return core.rootCore.observe(fromRoot, through: scope, leaf: path)
    }
  }

  @usableFromInline
  func send(_ action: Action, isolation: isolated (any Actor)?) -> StoreTask {
    switch self {
    case .root(let core): core.send(action, isolation: isolation)
    case .scope(let core): core.send(action, isolation: isolation)
    }
  }

  /// The root core, which owns the state and runs the effects of every scope.
  @usableFromInline
  var root: RootCoreBase {
    switch self {
    case .root(let core): core
    case .scope(let core): core.rootCore
    }
  }
}

/// The core that owns the state: it reduces actions, runs their effects, and notifies
/// observers once per `send`, however many actions that send led to.
///
/// Every member is used on `isolation` only: the store that owns this core is not `Sendable`,
/// and effects reach back through ``deliver(_:to:isolation:)``, which hops there first.
@usableFromInline
final class RootCore<State, Action>: Observable, RootCoreBase {
  private var currentState: State
  private let reducer: (inout State, Action) -> Effect<Action>
  let isolation: any Actor
  /// Dependencies to install around each send; `nil` when the store has no overrides of its
  /// own, because the reducer's `@Dependency` properties already remember the values of the
  /// scope the store was created in, and installing them costs a task-local push per send.
  /// Mutable for test stores (`store.dependencies.x = …` mid-test); read on every send, so
  /// the dynamic exclusivity check is left out: like every member, it is only used on
  /// `isolation`.
  @usableFromInline @exclusivity(unchecked) var dependencies: DependencyValues?
  /// Whether anyone has read the state since observers were last told of a change.
  ///
  /// An observer registered with `withObservationTracking` is told once and then removed, and
  /// any observer must read the state to register. So when nobody has read the state since
  /// the last notification, no observer is registered and the notification can be skipped.
  private var isObserved = false
  let effects = EffectRunner<Action>()
  /// The host's hooks around each effect task; see ``EffectLifecycle``.
  @usableFromInline var effectLifecycle: EffectLifecycle?
  private var bufferedActions: [Action] = []
  /// Whether `bufferedActions` holds anything: a plain flag, because asking the generic array
  /// itself costs a metadata lookup on every send.
  private var hasBufferedActions = false
  private var isSending = false
  private let registrar = ObservationRegistrar()
  /// The values read by key path, each observed on its own.
  private let valueObservations = ValueObservations<State>()
  // Formed once: a key path literal of a generic class is instantiated anew at each use.
  private let observedKeyPath: KeyPath<RootCore, State>
  private lazy var reference = CoreReference(self)

  init(
    initialState: State,
    reducer: @escaping (inout State, Action) -> Effect<Action>,
    dependencies: DependencyValues?,
    isolation: any Actor
  ) {
    self.currentState = initialState
    self.reducer = reducer
    self.dependencies = dependencies
    self.isolation = isolation
    self.observedKeyPath = \RootCore.currentState
    self.isUnchanged = Self.equality()
  }

  /// `==` when the state is `Equatable` (as features' states are), else `nil`.
  private let isUnchanged: ((State, State) -> Bool)?

  private static func equality() -> ((State, State) -> Bool)? {
    guard let type = State.self as? any Equatable.Type else { return nil }
    func equality<Value: Equatable>(_: Value.Type) -> (State, State) -> Bool {
      // `Value` is `State` itself, found at run time: reinterpreting copies nothing.
      { unsafeBitCast($0, to: Value.self) == unsafeBitCast($1, to: Value.self) }
    }
    return equality(type)
  }

  var state: State {
    isObserved = true
    registrar.access(self, keyPath: observedKeyPath)
    return currentState
  }

  /// The value at `path`, its reader registered for changes of that value only.
  func observe<Value: Equatable>(_ path: KeyPath<State, Value>) -> Value {
    // In place: passing the state would copy it, every feature of a 200-tab root, per read.
    withUnsafeMutablePointer(to: &currentState) {
      valueObservations.observe(path, in: UnsafePointer($0), leaf: nil as KeyPath<State, Value>?)
    }
  }

  /// Replaces the state without reducing an action: for debugging tools (time travel) only.
  func replaceState(_ state: State) {
    isObserved = false
    registrar.withMutation(of: self, keyPath: observedKeyPath) {
      currentState = state
    }
    valueObservations.notifyAll()
  }

  func send(_ action: Action, isolation: isolated (any Actor)?) -> StoreTask {
    if isolation !== self.isolation {
      // A synchronous closure called on the store's actor has no static isolation of its
      // own; check at run time that the caller really is on the store's actor.
      self.isolation.preconditionIsolated(
        "A Store was sent an action off the actor it was created on; send from that actor."
      )
    }
    if isSending {
      // Re-entrant send (from an observer, or a `.send` effect): queue it behind the current one.
      buffer(action)
      return StoreTask([])
    }
    isSending = true
    defer { isSending = false }
    var tasks: [Task<Void, Never>] = []
    if isObserved, let isUnchanged {
      // Observers are told only if the state changed: an action that changes nothing (a
      // delegate action, an answer already shown) would otherwise have every view that read
      // the state resolve its body again.
      let before = currentState
      reduceWithDependencies(action, into: &tasks, isolation: isolation)
      if !isUnchanged(before, currentState) {
        isObserved = false
        registrar.withMutation(of: self, keyPath: observedKeyPath) {}
      }
    } else if isObserved {
      isObserved = false
      registrar.withMutation(of: self, keyPath: observedKeyPath) {
        reduceWithDependencies(action, into: &tasks, isolation: isolation)
      }
    } else {
      reduceWithDependencies(action, into: &tasks, isolation: isolation)
    }
    if valueObservations.isEmpty {
      valueObservations.stateMayHaveChanged()
    } else {
      let changed = withUnsafeMutablePointer(to: &currentState) {
        valueObservations.takeChanged(in: UnsafePointer($0))
      }
      for observation in changed { observation.notify() }
    }
    return StoreTask(tasks)
  }

  @inline(never)
  private func buffer(_ action: Action) {
    bufferedActions.append(action)
    hasBufferedActions = true
  }

  private func reduceWithDependencies(
    _ action: Action, into tasks: inout [Task<Void, Never>], isolation: isolated (any Actor)?
  ) {
    if let dependencies {
      DependencyValues.$_current.withValue(dependencies) {
        reduce(action, into: &tasks, isolation: isolation)
      }
    } else {
      reduce(action, into: &tasks, isolation: isolation)
    }
  }

  /// Reduces `action`, then every action its effects send synchronously, in order.
  private func reduce(
    _ action: Action, into tasks: inout [Task<Void, Never>], isolation: isolated (any Actor)?
  ) {
    let effect = reducer(&currentState, action)
    if !effect.isNone {
      start(effect, ids: [], into: &tasks, isolation: isolation)
    }
    if hasBufferedActions { reduceBufferedActions(into: &tasks, isolation: isolation) }
  }

  /// Reduces the actions queued while reducing (`.send` effects, re-entrant sends), in order,
  /// including those they queue in turn.
  @inline(never)
  private func reduceBufferedActions(
    into tasks: inout [Task<Void, Never>], isolation: isolated (any Actor)?
  ) {
    var index = 0
    while index < bufferedActions.count {
      let action = bufferedActions[index]
      index += 1
      let effect = reducer(&currentState, action)
      if !effect.isNone {
        start(effect, ids: [], into: &tasks, isolation: isolation)
      }
    }
    bufferedActions.removeAll(keepingCapacity: true)
    hasBufferedActions = false
  }

  private func start(
    _ effect: Effect<Action>,
    ids: [AnyHashable],
    into tasks: inout [Task<Void, Never>],
    isolation: isolated (any Actor)?
  ) {
    switch effect.operation {
    case .none:
      break
    case .send(let action):
      buffer(action)
    case .run(let priority, let operation):
      let send = makeSend()
      let token = effects.makeToken()
      let reference = self.reference
      let actor = self.isolation
      // The work runs off the store's actor; only the bookkeeping hops back to it.
      let lifecycle = effectLifecycle
      lifecycle?.willStart()
      let cancellations = effects.cancellations
      let task = Task(priority: priority) {
        // `Task.cancel(id:)` and `withTaskCancellation(id:)` inside the effect find this
        // store's ids here.
        await EffectCancellations.$current.withValue(cancellations) {
          if let lifecycle {
            await lifecycle.run { await operation(send) }
          } else {
            await operation(send)
          }
        }
        await RootCore.effectFinished(token, reference: reference, isolation: actor)
        lifecycle?.didFinish()
      }
      effects.register(task, token: token, ids: ids)
      tasks.append(task)
    case .merge(let all):
      for effect in all { start(effect, ids: ids, into: &tasks, isolation: isolation) }
    case .concatenate(let all):
      let token = effects.makeToken()
      let reference = self.reference
      let actor = self.isolation
      // Safety: the effects are immutable values, and they are only used inside
      // `runInOrder(_:token:ids:reference:isolation:)`, on the store's own actor.
      let work = UncheckedSendable((effects: all, ids: ids))
      let lifecycle = effectLifecycle
      lifecycle?.willStart()
      let task = Task {
        let inOrder: @Sendable () async -> Void = {
          await RootCore.runInOrder(
            work.value.effects, token: token, ids: work.value.ids,
            reference: reference, isolation: actor
          )
        }
        if let lifecycle { await lifecycle.run(inOrder) } else { await inOrder() }
        lifecycle?.didFinish()
      }
      effects.register(task, token: token, ids: ids)
      tasks.append(task)
    case .cancellable(let id, let cancelInFlight, let effect):
      if cancelInFlight { effects.cancel(id: id) }
      start(effect, ids: ids + [id], into: &tasks, isolation: isolation)
    case .cancel(let id):
      effects.cancel(id: id)
    }
  }

  private static func effectFinished(
    _ token: UInt64, reference: CoreReference<State, Action>, isolation: isolated any Actor
  ) {
    reference.core?.effects.finished(token)
  }

  private static func runInOrder(
    _ all: [Effect<Action>], token: UInt64, ids: [AnyHashable],
    reference: CoreReference<State, Action>, isolation: isolated any Actor
  ) async {
    await reference.core?.runInOrder(all, ids: ids, isolation: isolation)
    reference.core?.effects.finished(token)
  }

  /// Runs concatenated effects: each starts once everything the previous one started is done.
  private func runInOrder(
    _ all: [Effect<Action>], ids: [AnyHashable], isolation: isolated (any Actor)?
  ) async {
    for effect in all {
      if Task.isCancelled { return }
      var tasks: [Task<Void, Never>] = []
      if let dependencies {
        DependencyValues.$_current.withValue(dependencies) {
          start(effect, ids: ids, into: &tasks, isolation: isolation)
        }
      } else {
        start(effect, ids: ids, into: &tasks, isolation: isolation)
      }
      // Actions an effect sends synchronously are delivered now, as separate sends.
      let pending = bufferedActions
      bufferedActions.removeAll()
      hasBufferedActions = false
      for action in pending { _ = send(action, isolation: isolation) }
      let running = tasks
      await withTaskCancellationHandler {
        for task in running { await task.value }
      } onCancel: {
        for task in running { task.cancel() }
      }
    }
  }

  private func makeSend() -> Send<Action> {
    let reference = self.reference
    let isolation = self.isolation
    return Send { action in
      await RootCore.deliver(action, to: reference, isolation: isolation)
    }
  }

  private static func deliver(
    _ action: sending Action,
    to reference: CoreReference<State, Action>,
    isolation: isolated any Actor
  ) {
    // Checked again here, on the store's actor: an effect cancelled while its action was on
    // the way (the screen that started it was popped meanwhile) delivers nothing, as in TCA,
    // where `send` checks after hopping to the main actor.
    guard !Task.isCancelled else { return }
    _ = reference.core?.send(action, isolation: isolation)
  }

  deinit {
    effects.cancelAll()
  }
}

/// A weak, sendable handle on a root core, held by the tasks of its effects.
///
/// Safety: `core` is only read inside `RootCore`'s static functions that take the core's
/// isolation as an `isolated` parameter (`deliver`, `effectFinished`, `runInOrder`), so the core is never touched from two isolation domains. Being weak, the
/// handle lets the store (and so the core) go away while effects are still running; their
/// later sends then find `nil` and do nothing.
final class CoreReference<State, Action>: @unchecked Sendable {
  weak var core: RootCore<State, Action>?

  init(_ core: RootCore<State, Action>) {
    self.core = core
  }
}

/// What a scope needs of its root whatever the root's state and action types: its effects.
@usableFromInline
protocol RootCoreBase: AnyObject {
  var inFlightCount: Int { get }
  var effectLifecycle: EffectLifecycle? { get set }
  /// The dependency overrides installed around each send; a test store changes them mid-test.
  var dependencies: DependencyValues? { get set }
  func cancelAllEffects()
  /// The value at `path` of the root's state (a key path from the root's state to a `Value`,
  /// joined through scopes: `scope` from the root's state to the scope's, then `leaf`),
  /// observed by itself.
  func observe<Child, Value: Equatable>(
    _ path: AnyKeyPath, through scope: AnyKeyPath, leaf: KeyPath<Child, Value>
  ) -> Value
}

extension RootCore {
  @usableFromInline var inFlightCount: Int { effects.inFlightCount }
  @usableFromInline func cancelAllEffects() { effects.cancelAll() }

  @usableFromInline func observe<Child, Value: Equatable>(
    _ path: AnyKeyPath, through scope: AnyKeyPath, leaf: KeyPath<Child, Value>
  ) -> Value {
    // Scopes join key paths from this core's state, so the path reaches a `Value` from it.
    let path = unsafeDowncast(path, to: KeyPath<State, Value>.self)
    return withUnsafeMutablePointer(to: &currentState) {
      valueObservations.observe(path, in: UnsafePointer($0), through: scope, leaf: leaf)
    }
  }
}
