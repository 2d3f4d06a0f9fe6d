/// The effects started by one `send`: await them with ``finish()`` or stop them with
/// ``cancel()``.
///
/// ```swift
/// let task = store.send(.refresh)
/// await task.finish()   // the refresh effect has delivered its result
/// ```
public struct StoreTask: Hashable, Sendable {
  let tasks: [Task<Void, Never>]

  init(_ tasks: [Task<Void, Never>]) {
    self.tasks = tasks
  }

  /// Waits until every effect started by the action has finished.
  public func finish() async {
    for task in tasks { await task.value }
  }

  /// Cancels every effect started by the action.
  public func cancel() {
    for task in tasks { task.cancel() }
  }

  /// Whether the action started no effect, or all of them were cancelled.
  public var isCancelled: Bool {
    tasks.allSatisfy(\.isCancelled)
  }

  /// Whether the action started any asynchronous effect.
  public var hasEffects: Bool { !tasks.isEmpty }
}
