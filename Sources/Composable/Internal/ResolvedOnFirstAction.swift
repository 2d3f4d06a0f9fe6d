/// A child reducer that is resolved when its first action arrives, not when its store is built.
///
/// Resolving a reducer builds closures for its whole tree. A child behind optional, enum or
/// collection state (the signed-in part of an app, a sheet, a row) may never run in a store's
/// life: a server that keeps one store per visitor paid about 10 KB per visitor on the login
/// page for a signed-in tree that visitor never reached. Composition reducers therefore keep
/// the closure that builds such a child (the reducer builder resolves what it builds, so
/// building is resolving) and make one of these in `_resolvedReduce()`, so that each resolved
/// tree (each store) owns its own and only ever uses it on that store's isolation.
///
/// ```swift
/// public func _resolvedReduce() -> (inout State, Action) -> Effect<Action> {
///   let child = ResolvedOnFirstAction(makeChild)
///   return { state, action in self.run(&state, action, child: child.run) }
/// }
/// ```
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
