/// A description of how a feature's state changes in response to actions, and which effects
/// those changes start.
///
/// Describe a feature either by composing reducers in `body`:
///
/// ```swift
/// struct Counter: Reducer {
///   struct State: Equatable { var count = 0 }
///   enum Action { case incrementTapped, decrementTapped }
///
///   var body: some ReducerOf<Self> {
///     Reduce { state, action in
///       switch action {
///       case .incrementTapped: state.count += 1
///       case .decrementTapped: state.count -= 1
///       }
///       return .none
///     }
///   }
/// }
/// ```
///
/// or, for a leaf, by implementing ``reduce(into:action:)`` directly.
public protocol Reducer<State, Action> {
  /// The state the reducer changes.
  associatedtype State
  /// The actions the reducer handles.
  associatedtype Action
  // `Body` is spelled through a second name so that `Never` can stand in for reducers that
  // implement `reduce(into:action:)` instead of `body`.
  associatedtype _Body
  /// The reducer's composition, when it is built from other reducers.
  typealias Body = _Body

  /// Changes `state` for `action`, returning the effect to run next.
  func reduce(into state: inout State, action: Action) -> Effect<Action>

  /// The reducers this one is made of, run in order for every action.
  @ReducerBuilder<State, Action>
  var body: Body { get }

  /// This reducer's work as a closure, with `body` evaluated once; stores and combinators
  /// call this instead of re-building `body` for every action. Do not implement it.
  func _resolvedReduce() -> (inout State, Action) -> Effect<Action>

  /// `_resolvedReduce()`, and, when this reducer is a scope whose every level down to a leaf
  /// only reinterprets (see `_InPlaceChain`), that chain, from one reading of `body`. Do not
  /// implement it.
  func _resolvedReduceAndChain() -> _ResolvedParts<State, Action>
}

/// The reducer type a feature's `body` returns: `var body: some ReducerOf<Self>`.
public typealias ReducerOf<R: Reducer> = Reducer<R.State, R.Action>

extension Reducer where Body == Never {
  /// A reducer that implements ``reduce(into:action:)`` has no body; asking for it is a bug.
  @_transparent
  public var body: Body {
    fatalError(
      """
      '\(Self.self)' has no body: it implements 'reduce(into:action:)'. \
      Do not call a reducer's 'body' directly.
      """
    )
  }
}

extension Reducer where Body: Reducer, Body.State == State, Body.Action == Action {
  /// Runs the reducers of `body`.
  @inlinable
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    body.reduce(into: &state, action: action)
  }

  // `body` builds its reducers anew each time it is read, and building can be costly (key
  // path literals of generic types are instantiated at run time), so it is read once here.
  // A `body` must therefore depend on nothing but the reducer's stored properties.
  @inlinable
  public func _resolvedReduce() -> (inout State, Action) -> Effect<Action> {
    body._resolvedReduce()
  }

  /// The body's, when the body is a scope of a chain.
  @inlinable
  public func _resolvedReduceAndChain() -> _ResolvedParts<State, Action> {
    body._resolvedReduceAndChain()
  }
}

extension Reducer {
  @inlinable
  public func _resolvedReduce() -> (inout State, Action) -> Effect<Action> {
    reduce(into:action:)
  }

  /// No chain: only scopes form one.
  @inlinable
  public func _resolvedReduceAndChain() -> _ResolvedParts<State, Action> {
    _ResolvedParts(reduce: _resolvedReduce(), chain: nil)
  }
}
