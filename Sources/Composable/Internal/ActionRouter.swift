import Synchronization

/// Runs the reducers of a body for one action, leaving out the scopes whose case the action is
/// not in.
///
/// A body of 200 `Scope`s (a root of 200 tabs) would have each of them extract its case from
/// every action, so one keystroke in one tab cost 200 failed extractions. A scope of one case
/// of the body's action enum reacts to the actions of that case alone, and the case shows in
/// the action's enum tag. So the router reads the tag, and the first action of each tag asks
/// every scope whether it is in its case; from then on, an action of that tag runs only the
/// scopes that said yes and every reducer that is not such a scope, in the body's order.
/// Formed by `ReducerBuilder._Sequence` when its reducers are resolved.
///
/// Safety: the routes are read and written under their lock; the rest is immutable.
final class ActionRouter<State, Action>: @unchecked Sendable {
  /// One reducer of the body, resolved.
  struct Part {
    let reduce: (inout State, Action) -> Effect<Action>
    /// Whether an action is in the one case the reducer reacts to; `nil` for a reducer that
    /// may react to any action.
    let isInCase: ((Action) -> Bool)?
  }

  private let parts: [Part]
  private let metadata: UnsafeRawPointer
  private let witnesses: EnumWitnesses
  /// For each tag seen, the offsets of the parts an action of that tag runs.
  private let routes = Mutex<[UInt32: [Int]]>([:])

  /// A router for `parts`, or `nil` when routing saves nothing: no part is a scope of one
  /// case, or the action is not an enum with a tag to read.
  init?(_ parts: [Part]) {
    guard parts.contains(where: { $0.isInCase != nil }),
      let metadata = EnumWitnesses.metadataOfEnum(Action.self)
    else { return nil }
    self.parts = parts
    self.metadata = metadata
    self.witnesses = EnumWitnesses(metadata)
  }

  /// Runs the parts `action`'s case reaches, in order, and merges their effects.
  func reduce(_ state: inout State, _ action: Action) -> Effect<Action> {
    let tag = withUnsafePointer(to: action) { witnesses.tag($0, metadata) }
    let route = routes.withLock { $0[tag] } ?? learnRoute(tag, from: action)
    var effect = Effect<Action>.none
    for index in route {
      effect = .combining(effect, parts[index].reduce(&state, action))
    }
    return effect
  }

  private func learnRoute(_ tag: UInt32, from action: Action) -> [Int] {
    let route = parts.indices.filter { parts[$0].isInCase?(action) ?? true }
    routes.withLock { $0[tag] = route }
    return route
  }
}

/// Reducers the builder combines, as the list of parts an ``ActionRouter`` runs.
protocol RoutableParts<State, Action> {
  associatedtype State
  associatedtype Action
  func appendParts(to parts: inout [ActionRouter<State, Action>.Part])
}

extension ReducerBuilder._Sequence: RoutableParts {
  func appendParts(to parts: inout [ActionRouter<R0.State, R0.Action>.Part]) {
    Self.append(r0, to: &parts)
    Self.append(r1, to: &parts)
  }

  private static func append<R: Reducer<R0.State, R0.Action>>(
    _ reducer: R, to parts: inout [ActionRouter<R0.State, R0.Action>.Part]
  ) {
    if let routable = reducer as? any RoutableParts<R0.State, R0.Action> {
      routable.appendParts(to: &parts)
    } else {
      parts.append(.init(reduce: reducer._resolvedReduce(), isInCase: nil))
    }
  }

  /// The body's reducers flattened into one list, run by an ``ActionRouter`` when some are
  /// scopes of one case each.
  func routedReduce() -> (inout R0.State, R0.Action) -> Effect<R0.Action> {
    var parts: [ActionRouter<R0.State, R0.Action>.Part] = []
    appendParts(to: &parts)
    if let router = ActionRouter(parts) { return router.reduce }
    let reducers = parts.map(\.reduce)
    return { state, action in
      var effect = Effect<R0.Action>.none
      for reduce in reducers { effect = .combining(effect, reduce(&state, action)) }
      return effect
    }
  }
}

extension _ResolvedReducer: RoutableParts {
  func appendParts(to parts: inout [ActionRouter<State, Action>.Part]) {
    parts.append(.init(reduce: run, isInCase: isInCase))
  }
}
