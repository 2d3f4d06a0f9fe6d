/// A reducer made from a closure: where a feature's own logic goes.
///
/// ```swift
/// Reduce { state, action in
///   switch action {
///   case .toggleTapped:
///     state.isOn.toggle()
///     return .none
///   }
/// }
/// ```
public struct Reduce<State, Action>: Reducer {
  @usableFromInline
  let reduce: (inout State, Action) -> Effect<Action>

  /// Creates a reducer from a closure that changes the state and returns an effect.
  @inlinable
  public init(_ reduce: @escaping (_ state: inout State, _ action: Action) -> Effect<Action>) {
    self.reduce = reduce
  }

  /// Wraps any reducer, erasing its type.
  @inlinable
  public init<R: Reducer<State, Action>>(_ reducer: R) {
    self.reduce = reducer._resolvedReduce()
  }

  /// Runs the closure, or the wrapped reducer.
  @inlinable
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    reduce(&state, action)
  }
}
