/// A reducer that changes nothing and starts nothing: a placeholder, and what an empty
/// `body` builds.
///
/// ```swift
/// var body: some ReducerOf<Self> {
///   if isEnabled { Analytics() } else { EmptyReducer() }
/// }
/// ```
public struct EmptyReducer<State, Action>: Reducer {
  /// Creates a reducer that does nothing.
  @inlinable
  public init() {}

  /// Leaves the state as it is and returns no effect.
  @inlinable
  public func reduce(into _: inout State, action _: Action) -> Effect<Action> {
    .none
  }
}
