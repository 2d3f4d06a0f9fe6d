/// A reducer whose body has been read once; what the reducer builder stores for each of its
/// reducers, so that a `body` is not rebuilt for every action.
public struct _ResolvedReducer<State, Action>: Reducer {
  @usableFromInline
  let run: (inout State, Action) -> Effect<Action>
  /// The reducer's chain to a leaf, when it is a scope of one (see `_InPlaceChain`).
  @usableFromInline
  let chain: _InPlaceChain<State, Action>?
  /// Whether an action is in the one case the reducer reacts to, when it is a scope of one
  /// (see `ActionRouter`).
  @usableFromInline
  let isInCase: ((Action) -> Bool)?

  @inlinable
  init<R: Reducer<State, Action>>(_ reducer: R) {
    let resolved = reducer._resolvedReduceAndChain()
    self.run = resolved.reduce
    self.chain = resolved.chain
    self.isInCase = resolved.isInCase
  }

  /// Runs the resolved reducer.
  @inlinable
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    run(&state, action)
  }

  @inlinable
  public func _resolvedReduce() -> (inout State, Action) -> Effect<Action> {
    run
  }

  @inlinable
  public func _resolvedReduceAndChain() -> _ResolvedParts<State, Action> {
    _ResolvedParts(reduce: run, chain: chain, isInCase: isInCase)
  }
}
