import Dependencies

/// Runs the effects of one store: starts their tasks on the store's isolation, keeps track of
/// the ones in flight, and cancels them by id or all at once.
///
/// Every method runs on the store's isolation; the runner is never shared across it.
final class EffectRunner<Action> {
  private var inFlight: [UInt64: Task<Void, Never>] = [:]
  private var idsOfTask: [UInt64: [AnyHashable]] = [:]
  private var nextToken: UInt64 = 0
  /// Which tasks run under which cancellation ids; shared with `Task.cancel(id:)`.
  let cancellations = EffectCancellations()

  /// Number of effects still running; a test store fails when this is not zero at the end.
  var inFlightCount: Int { inFlight.count }

  /// A fresh token for a task about to be started.
  func makeToken() -> UInt64 {
    defer { nextToken &+= 1 }
    return nextToken
  }

  /// Tracks a started task under `token` and the cancellation `ids` it runs within.
  func register(_ task: Task<Void, Never>, token: UInt64, ids: [AnyHashable]) {
    inFlight[token] = task
    if !ids.isEmpty {
      idsOfTask[token] = ids
      cancellations.register(token: token, ids: ids) { task.cancel() }
    }
  }

  /// Cancels every running effect registered under `id`.
  func cancel(id: AnyHashable) {
    for token in cancellations.cancel(id: id) { finished(token) }
  }

  /// Cancels every running effect; the store is going away.
  func cancelAll() {
    for task in inFlight.values { task.cancel() }
    cancellations.cancelAll()
    inFlight.removeAll()
    idsOfTask.removeAll()
  }

  /// Forgets a task that has finished (or was cancelled).
  func finished(_ token: UInt64) {
    guard inFlight.removeValue(forKey: token) != nil else { return }
    guard let ids = idsOfTask.removeValue(forKey: token) else { return }
    cancellations.remove(.effect(token), ids: ids)
  }

  deinit {
    for task in inFlight.values { task.cancel() }
  }
}
