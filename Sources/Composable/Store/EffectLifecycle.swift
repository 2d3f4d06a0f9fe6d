/// Tells a host when a store's effects start and finish, and lets it run them in its own
/// context (task-local values, tracing).
///
/// A host that waits for an app to "settle" — a headless test driver, a web page that shows a
/// spinner — needs to know that work is under way the moment it starts, not when its task is
/// first scheduled. `willStart` runs synchronously, on the store's actor, before the effect's
/// task is created; `didFinish` runs when the task ends, after every action it sent has been
/// reduced. Each `willStart` is matched by exactly one `didFinish`, also for cancelled effects.
///
/// ```swift
/// let lifecycle = EffectLifecycle(
///   willStart: { tracker.begin() },
///   didFinish: { tracker.end() },
///   run: { operation in await Tracker.$current.withValue(tracker) { await operation() } }
/// )
/// let store = Store(initialState: App.State()) { App() }
/// store.effectLifecycle = lifecycle
/// ```
public struct EffectLifecycle: Sendable {
  /// Called on the store's actor just before an effect's task is created.
  public var willStart: @Sendable () -> Void
  /// Called once when that effect's task has ended, after the actions it sent were reduced.
  public var didFinish: @Sendable () -> Void
  /// Runs the effect's work; must call `operation` exactly once.
  public var run: @Sendable (_ operation: @Sendable () async -> Void) async -> Void

  /// Creates a lifecycle from its two notifications and, optionally, a wrapper for the work.
  public init(
    willStart: @escaping @Sendable () -> Void,
    didFinish: @escaping @Sendable () -> Void,
    run: @escaping @Sendable (_ operation: @Sendable () async -> Void) async -> Void = {
      await $0()
    }
  ) {
    self.willStart = willStart
    self.didFinish = didFinish
    self.run = run
  }
}
