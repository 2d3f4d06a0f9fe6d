/// Groups reducers so a modifier applies to all of them.
///
/// ```swift
/// CombineReducers {
///   Reduce { state, action in … }
///   Scope(state: \.settings, action: \.settings) { Settings() }
/// }
/// .ifLet(\.destination, action: \.destination) { Destination() }
/// ```
public struct CombineReducers<State, Action, Reducers: Reducer<State, Action>>: Reducer {
  @usableFromInline
  let reducers: Reducers

  /// Creates a reducer that runs each of `build`'s reducers in order.
  @inlinable
  public init(@ReducerBuilder<State, Action> _ build: () -> Reducers) {
    self.reducers = build()
  }

  /// Runs the grouped reducers in order.
  @inlinable
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    reducers.reduce(into: &state, action: action)
  }
}
