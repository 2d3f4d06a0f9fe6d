/// Runs `operation` so that `Task.cancel(id:)` (or an effect's `.cancel(id:)`) with `id`
/// cancels it, and, with `cancelInFlight`, first cancels whatever runs under `id` already.
///
/// Inside an effect, ids belong to the effect's store, as `.cancellable(id:)` ids do:
///
/// ```swift
/// return .run { send in
///   try await withTaskCancellation(id: CancelID.search, cancelInFlight: true) {
///     try await clock.sleep(for: .milliseconds(300))
///     await send(.results(try await search(query)))
///   }
/// }
/// ```
public func withTaskCancellation<T: Sendable, Failure: Error>(
  id: some Hashable & Sendable,
  cancelInFlight: Bool = false,
  isolation: isolated (any Actor)? = #isolation,
  operation: sending @escaping @isolated(any) () async throws(Failure) -> T
) async throws(Failure) -> T {
  let cancellations = EffectCancellations.current ?? .outsideStores
  let id = AnyHashable(id)
  if cancelInFlight { cancellations.cancel(id: id) }
  let task = Task(operation: operation)
  let holder = cancellations.register(id: id) { task.cancel() }
  defer { cancellations.remove(holder, ids: [id]) }
  do {
    return try await task.cancellableValue
  } catch {
    // Only the operation throws (a cancelled operation throws its own error, if any), so the
    // error is its type; a task's value just cannot say so.
    throw error as! Failure
  }
}

extension Task where Success == Never, Failure == Never {
  /// Cancels the running effects and the work wrapped in `withTaskCancellation(id:)` that
  /// were given `id`, from inside an effect (of the same store) or any async code.
  ///
  /// ```swift
  /// return .run { _ in Task.cancel(id: CancelID.timer) }
  /// ```
  public static func cancel(id: some Hashable & Sendable) {
    (EffectCancellations.current ?? .outsideStores).cancel(id: AnyHashable(id))
  }
}

extension Task where Failure == any Error {
  /// The task's value; cancelling the task that waits for it cancels this task too.
  ///
  /// ```swift
  /// let result = try await Task { try await download() }.cancellableValue
  /// ```
  public var cancellableValue: Success {
    get async throws {
      try await withTaskCancellationHandler {
        try await value
      } onCancel: {
        cancel()
      }
    }
  }
}

extension Task where Failure == Never {
  /// The task's value; cancelling the task that waits for it cancels this task too.
  ///
  /// ```swift
  /// let value = await Task { await compute() }.cancellableValue
  /// ```
  public var cancellableValue: Success {
    get async {
      await withTaskCancellationHandler {
        await value
      } onCancel: {
        cancel()
      }
    }
  }
}
