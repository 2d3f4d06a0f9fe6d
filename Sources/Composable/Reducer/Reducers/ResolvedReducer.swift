/// A reducer whose body has been read once; what the reducer builder stores for each of its
/// reducers, so that a `body` is not rebuilt for every action.
public struct _ResolvedReducer<State, Action>: Reducer {
  @usableFromInline
  let run: (inout State, Action) -> Effect<Action>

  @inlinable
  init<R: Reducer<State, Action>>(_ reducer: R) {
    self.run = reducer._resolvedReduce()
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
}
