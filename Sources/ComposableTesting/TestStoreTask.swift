import Composable

/// The effects started by one action sent to a ``TestStore``.
///
/// ```swift
/// let task = await store.send(.onAppear)
/// await task.cancel()
/// ```
public struct TestStoreTask: Hashable, Sendable {
  let task: StoreTask

  /// Waits for the action's effects to finish.
  public func finish() async {
    await task.finish()
  }

  /// Cancels the action's effects and waits until they have stopped.
  public func cancel() async {
    task.cancel()
    await task.finish()
  }

  /// Whether the effects were cancelled (or there were none).
  public var isCancelled: Bool { task.isCancelled }
}
