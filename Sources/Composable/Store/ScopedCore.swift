/// A core that reads its state through a parent core and sends its actions through it.
///
/// Its closures are formed by
/// ``child(of:toState:fromAction:remembersLastState:statePath:)``, which `Store.scope`
/// inlines into the caller's module: there the parent's and the child's types are concrete, so
/// the closures are specialised, and each level of a deep scope costs a few direct calls on a
/// send.
@usableFromInline
final class ScopedCore<State, Action> {
  @usableFromInline let readState: () -> State
  @usableFromInline let sendAction: (Action, isolated (any Actor)?) -> StoreTask
  @usableFromInline let rootCore: RootCoreBase
  @usableFromInline let remembersLastState: Bool
  /// Where this scope's actions go when every level up to there embeds them by reinterpreting
  /// their bytes: a send skips those levels (see ``InPlaceSend``).
  @usableFromInline let inPlaceSend: InPlaceSend?
  /// The key path from the root's state to this scope's, when every scope between was formed
  /// from a key path: what lets a read through the scope observe one value of the root's state.
  @usableFromInline let pathFromRoot: AnyKeyPath?
  /// Key paths from this scope's state joined to `pathFromRoot`, formed once each.
  private var joinedPaths: [AnyKeyPath: AnyKeyPath] = [:]

  /// - Parameter remembersLastState: Whether `readState` caches the last present value of an
  ///   optional child; such a scope reads its state after each send to keep that cache fresh.
  @usableFromInline
  init(
    root: RootCoreBase,
    readState: @escaping () -> State,
    sendAction: @escaping (Action, isolated (any Actor)?) -> StoreTask,
    remembersLastState: Bool,
    pathFromRoot: AnyKeyPath? = nil,
    inPlaceSend: InPlaceSend? = nil
  ) {
    self.rootCore = root
    self.readState = readState
    self.sendAction = sendAction
    self.remembersLastState = remembersLastState
    self.pathFromRoot = pathFromRoot
    self.inPlaceSend = inPlaceSend
  }

  /// `path` from the root's state (`\.search.query` for `\.query` in the `\.search` scope),
  /// or nil when this scope has no key path from the root.
  @usableFromInline
  func pathFromRoot(appending path: AnyKeyPath) -> AnyKeyPath? {
    guard let pathFromRoot else { return nil }
    if let joined = joinedPaths[path] { return joined }
    guard let joined = pathFromRoot.appending(path: path) else { return nil }
    joinedPaths[path] = joined
    return joined
  }

  /// A scope of `parent`: its state is `toState` of the parent's, its actions are sent to the
  /// parent as `fromAction` of them.
  ///
  /// - Parameter embedsInPlace: Whether `fromAction` only reinterprets the action's bytes (a
  ///   case whose payload is laid out as the enum, like the one case of a generic feature's
  ///   action). Such levels are skipped on a send: ten of them cost one call, not ten.
  @inlinable
  static func child<ParentState, ParentAction>(
    of parent: StoreCore<ParentState, ParentAction>,
    toState: @escaping (ParentState) -> State,
    fromAction: @escaping (Action) -> ParentAction,
    remembersLastState: Bool = false,
    statePath: KeyPath<ParentState, State>? = nil,
    embedsInPlace: Bool = false
  ) -> StoreCore<State, Action> {
    // Safety: a store and its cores are not `Sendable` and are only used on the store's actor;
    // the closure's `isolation` parameter is that same actor, passed through to the root,
    // which checks it. Nothing is shared with another isolation domain.
    nonisolated(unsafe) let parent = parent
    nonisolated(unsafe) let fromAction = fromAction
    // Through a scope that keeps no cache, send straight into its own send closure rather than
    // through its (generic, unspecialised) `send` method: ten levels down, that is ten direct
    // closure calls.
    nonisolated(unsafe) let parentSend: (ParentAction, isolated (any Actor)?) -> StoreTask
    if case .scope(let scope) = parent, !scope.remembersLastState {
      parentSend = scope.sendAction
    } else {
      parentSend = { action, isolation in parent.send(action, isolation: isolation) }
    }
    var pathFromRoot: AnyKeyPath?
    if let statePath {
      switch parent {
      case .root: pathFromRoot = statePath
      case .scope(let scope): pathFromRoot = scope.pathFromRoot(appending: statePath)
      }
    }
    var inPlaceSend: InPlaceSend?
    var skipsParent = false
    if embedsInPlace, InPlaceSend.fits(Action.self, in: ParentAction.self) {
      (inPlaceSend, skipsParent) = InPlaceSend.toward(parent, sendingWith: parentSend)
    }
    let sendAction: (Action, isolated (any Actor)?) -> StoreTask
    if skipsParent, let inPlaceSend {
      sendAction = { action, isolation in inPlaceSend.send(action, isolation) }
    } else {
      sendAction = { action, isolation in parentSend(fromAction(action), isolation) }
    }
    return .scope(
      ScopedCore(
        root: parent.root,
        readState: { toState(parent.state) },
        sendAction: sendAction,
        remembersLastState: remembersLastState,
        pathFromRoot: pathFromRoot,
        inPlaceSend: inPlaceSend
      ))
  }

  @usableFromInline
  func send(_ action: Action, isolation: isolated (any Actor)?) -> StoreTask {
    let task = sendAction(action, isolation)
    if remembersLastState { _ = readState() }
    return task
  }
}
