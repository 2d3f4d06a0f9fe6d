import Composable
import ConcurrencyExtras
import IssueReporting

/// The effects started by one action sent to a ``TestStore``.
///
/// ```swift
/// let task = await store.send(.onAppear)
/// await task.cancel()
/// ```
public struct TestStoreTask: Hashable, Sendable {
  let task: StoreTask
  /// The test store's timeout when the action was sent.
  let timeout: Duration

  /// Waits for the action's effects to finish; fails the test if they are still running
  /// after `timeout` (the test store's, by default).
  ///
  /// ```swift
  /// await store.send(.onAppear).finish(timeout: .seconds(2))
  /// ```
  public func finish(
    timeout: Duration? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) async {
    let limit = timeout ?? self.timeout
    // Polled rather than raced in a task group: a group would wait for the effects anyway.
    let isFinished = LockIsolated(false)
    let waiter = Task {
      await task.finish()
      isFinished.setValue(true)
    }
    let deadline = ContinuousClock.now + limit
    while !isFinished.value, ContinuousClock.now < deadline {
      try? await Task.sleep(for: .microseconds(200))
    }
    let finished = isFinished.value
    if !finished { waiter.cancel() }
    guard !finished else { return }
    reportIssue(
      """
      Expected the effects of this action to finish, but they are still running after \(limit).

      If an effect waits on a test clock, advance the clock first.
      """,
      fileID: fileID, filePath: filePath, line: line, column: column
    )
  }

  /// Waits, as `finish(timeout:fileID:filePath:line:column:)`, for at most `nanoseconds`.
  public func finish(
    timeout nanoseconds: UInt64,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) async {
    await finish(
      timeout: .nanoseconds(nanoseconds),
      fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// Cancels the action's effects and waits until they have stopped.
  public func cancel() async {
    task.cancel()
    await task.finish()
  }

  /// Whether the effects were cancelled (or there were none).
  public var isCancelled: Bool { task.isCancelled }
}
