/// A run of `Scope`s nested in one another in which every level reaches its child by
/// reinterpreting: the child's state is a property stored inline in the parent's, and its
/// actions are the parent's only case, laid out as the parent's action (a generic feature's
/// `case inner(Inner.Action)`, nested ten deep in `Nest<Nest<…>>`).
///
/// Such levels add nothing to an action but a closure call each. A scope whose child ends in
/// such a chain jumps to the chain's leaf instead: the leaf's state is at a sum of offsets and
/// the action's bytes are the leaf's action, so a send ten levels deep runs three closures,
/// not ten. Effects, rarer than actions, are mapped back up level by level.
///
/// Formed by `Scope` when it is created (see `Reducer/_resolvedReduceAndChain()`); not meant to be
/// used directly.
public final class _InPlaceChain<State, Action> {
  /// Bytes from the start of a `State` to the leaf's state.
  @usableFromInline let offset: Int
  /// Runs the leaf's reducer on the leaf's state (the first pointer) with the action whose
  /// bytes are at the second; `nil` when the effect is none, else the effect, boxed for
  /// `lift`.
  @usableFromInline let run: (UnsafeMutableRawPointer, UnsafeRawPointer) -> AnyObject?
  /// The leaf's boxed effect as an effect of this level's actions.
  @usableFromInline let lift: (AnyObject) -> Effect<Action>

  @usableFromInline
  init(
    offset: Int,
    run: @escaping (UnsafeMutableRawPointer, UnsafeRawPointer) -> AnyObject?,
    lift: @escaping (AnyObject) -> Effect<Action>
  ) {
    self.offset = offset
    self.run = run
    self.lift = lift
  }

  /// Runs the leaf for `action` on `state`, in place.
  @inlinable
  func reduce(_ state: inout State, _ action: Action) -> Effect<Action> {
    let offset = self.offset
    let run = self.run
    let boxed = withUnsafeMutablePointer(to: &state) { state in
      withUnsafePointer(to: action) { action in
        run(UnsafeMutableRawPointer(state) + offset, UnsafeRawPointer(action))
      }
    }
    guard let boxed else { return .none }
    return lift(boxed)
  }
}

/// A leaf's effect on its way up an `_InPlaceChain`.
@usableFromInline
final class InPlaceEffect<Action> {
  @usableFromInline let effect: Effect<Action>

  @usableFromInline
  init(_ effect: Effect<Action>) {
    self.effect = effect
  }
}

/// What `Reducer/_resolvedReduceAndChain()` gives: a reducer's work as a closure, and its
/// `_InPlaceChain` when it has one. Not meant to be used directly.
public struct _ResolvedParts<State, Action> {
  @usableFromInline let reduce: (inout State, Action) -> Effect<Action>
  /// The chain to a leaf, when the reducer is a scope of one.
  public let chain: _InPlaceChain<State, Action>?
  /// Whether an action is in the one case of the action enum the reducer reacts to (a scope
  /// of one case); `nil` when it may react to any action. See `ActionRouter`.
  @usableFromInline let isInCase: ((Action) -> Bool)?

  @inlinable
  init(
    reduce: @escaping (inout State, Action) -> Effect<Action>,
    chain: _InPlaceChain<State, Action>?,
    isInCase: ((Action) -> Bool)? = nil
  ) {
    self.reduce = reduce
    self.chain = chain
    self.isInCase = isInCase
  }
}
