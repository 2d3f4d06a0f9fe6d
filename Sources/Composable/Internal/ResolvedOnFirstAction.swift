/// A composition reducer whose child is built when the child's first action arrives, not when
/// the store is built: `ifLet`, `ifCaseLet` and the presentation `ifLet`.
///
/// Resolving a reducer builds closures for its whole tree. A child behind optional or enum
/// state (the signed-in part of an app, a sheet) may never run in a store's life: a server
/// that keeps one store per visitor paid about 7 KB per visitor on the login page for a
/// signed-in tree that visitor never reached. Such reducers keep the closure that builds the
/// child (the reducer builder resolves what it builds, so building is resolving) and say in
/// `run` what they do with it; this protocol gives them `reduce` and `_resolvedReduce()`.
///
/// ```swift
/// struct _IfLetReducer<Parent: Reducer, Child: Reducer>: _BuildsChildOnFirstAction {
///   let makeChild: () -> Child
///   func run(_ state: inout Parent.State, _ action: Parent.Action,
///            child: (inout Child.State, Child.Action) -> Effect<Child.Action>
///   ) -> Effect<Parent.Action> { … }
/// }
/// ```
public protocol _BuildsChildOnFirstAction: Reducer {
  associatedtype Child: Reducer
  /// Builds (and so resolves) the child.
  var makeChild: () -> Child { get }
  /// Reduces `action`, running `child` where the child's state is.
  func run(
    _ state: inout State, _ action: Action,
    child: (inout Child.State, Child.Action) -> Effect<Child.Action>
  ) -> Effect<Action>
}

extension _BuildsChildOnFirstAction {
  /// Runs `run(_:_:child:)` with a child built for this one action; stores use
  /// `_resolvedReduce()`, which builds it once.
  @inlinable
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    // Built only if the action reaches the child, and anew each time: nothing is kept here.
    run(&state, action) { makeChild().reduce(into: &$0, action: $1) }
  }

  /// Each resolved tree (each store) gets its own lazily built child, used only on that
  /// store's isolation.
  @inlinable
  public func _resolvedReduce() -> (inout State, Action) -> Effect<Action> {
    let child = ResolvedOnFirstAction(makeChild)
    return { state, action in self.run(&state, action, child: child.run) }
  }
}

/// A child reducer resolved when its first action arrives (see `_BuildsChildOnFirstAction`).
@usableFromInline
final class ResolvedOnFirstAction<Child: Reducer> {
  @usableFromInline typealias Run = (inout Child.State, Child.Action) -> Effect<Child.Action>

  @usableFromInline var makeChild: (() -> Child)?
  @usableFromInline var resolved: Run?

  @inlinable
  init(_ makeChild: @escaping () -> Child) {
    self.makeChild = makeChild
  }

  @inlinable
  func run(_ state: inout Child.State, _ action: Child.Action) -> Effect<Child.Action> {
    if let resolved { return resolved(&state, action) }
    return resolveAndRun(&state, action)
  }

  @usableFromInline
  func resolveAndRun(_ state: inout Child.State, _ action: Child.Action) -> Effect<Child.Action> {
    let run = makeChild!()._resolvedReduce()
    resolved = run
    makeChild = nil
    return run(&state, action)
  }
}
