/// A reducer whose body has been read once; what the reducer builder stores for each of its
/// reducers, so that a `body` is not rebuilt for every action.
public struct _ResolvedReducer<State, Action>: Reducer {
  @usableFromInline
  let run: (inout State, Action) -> Effect<Action>
  /// The reducer's chain to a leaf, when it is a scope of one (see `_InPlaceChain`).
  @usableFromInline
  let chain: _InPlaceChain<State, Action>?

  @inlinable
  init<R: Reducer<State, Action>>(_ reducer: R) {
    let resolved = reducer._resolvedReduceAndChain()
    self.run = resolved.reduce
    self.chain = resolved.chain
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
    _ResolvedParts(reduce: run, chain: chain)
  }
}
