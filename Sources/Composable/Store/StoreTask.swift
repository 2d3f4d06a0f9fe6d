/// The effects started by one `send`: await them with ``finish()`` or stop them with
/// ``cancel()``.
///
/// ```swift
/// let task = store.send(.refresh)
/// await task.finish()   // the refresh effect has delivered its result
/// ```
public struct StoreTask: Hashable, Sendable {
  let effects: [EffectTask]

  init(_ effects: [EffectTask]) {
    self.effects = effects
  }

  /// Waits until every effect started by the action has finished, then resumes on the
  /// caller's isolation (awaiting from the store's actor never leaves it).
  nonisolated(nonsending) public func finish() async {
    for effect in effects { await effect.completion.wait() }
  }

  /// Cancels every effect started by the action.
  public func cancel() {
    for effect in effects { effect.task.cancel() }
  }

  /// Whether the action started no effect, or all of them were cancelled.
  public var isCancelled: Bool {
    effects.allSatisfy(\.task.isCancelled)
  }

  /// Whether the action started any asynchronous effect.
  public var hasEffects: Bool { !effects.isEmpty }
}
