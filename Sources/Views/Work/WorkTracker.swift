import Synchronization

/// The thread-safe half of ``PendingWork``: counts work in flight, holds finished results until
/// the owner drains them, and wakes whoever waits for the app to settle.
///
/// Hosts watch it (``onChange``) to know when to drain and re-render; test clocks mark tracked
/// work as *parked* while it sleeps on virtual time, so "settled" can mean "nothing left to do
/// until the clock moves".
///
/// ```swift
/// tracker.onChange = { Task { await session.drainAndRender() } }
/// ```
public final class WorkTracker: Sendable {
  /// The tracker of the work the current task belongs to, if any (set while an operation
  /// started by ``PendingWork`` runs).
  @TaskLocal public static var current: WorkTracker?

  struct Completion {
    var id: WorkID
    var result: Result<any Sendable, any Error>
  }

  struct State {
    var running = 0
    var parked = 0
    var completions: [Completion] = []
    var generation: UInt64 = 0
    var waiters: [UInt64: CheckedContinuation<Bool, Never>] = [:]
    var timedOutWaiters: Set<UInt64> = []
    var nextWaiter: UInt64 = 0
    var onChange: (@Sendable () -> Void)?
  }

  private let state = Mutex(State())

  /// Creates a tracker with nothing in flight.
  public init() {}

  /// Called (from any thread) whenever work starts, finishes, parks or resumes.
  public var onChange: (@Sendable () -> Void)? {
    get { state.withLock { $0.onChange } }
    set { state.withLock { $0.onChange = newValue } }
  }

  /// How many tracked operations are running or waiting to be drained.
  public var pendingCount: Int {
    state.withLock { $0.running + $0.completions.count }
  }

  /// True when nothing can progress without the clock moving: every running operation is
  /// parked on a test clock and no result waits to be drained.
  public var isSettled: Bool {
    state.withLock { $0.running == $0.parked && $0.completions.isEmpty }
  }

  /// A counter that changes on every state change, to wait for the next one.
  public var generation: UInt64 { state.withLock { $0.generation } }

  /// Marks the start of an operation that must finish before the app is settled.
  public func begin() {
    change { $0.running += 1 }
  }

  /// Marks the end of an operation without a result to deliver.
  public func end() {
    change { $0.running -= 1 }
  }

  func finish(_ id: WorkID, with result: Result<any Sendable, any Error>) {
    change {
      $0.running -= 1
      $0.completions.append(Completion(id: id, result: result))
    }
  }

  /// Queues a value pushed to a subscription, to be drained like a finished operation's result
  /// (and counted as pending until it is).
  func post(_ id: WorkID, _ value: any Sendable) {
    change { $0.completions.append(Completion(id: id, result: .success(value))) }
  }

  func takeCompletions() -> [Completion] {
    let taken = state.withLock { state -> [Completion] in
      let taken = state.completions
      state.completions = []
      return taken
    }
    if !taken.isEmpty { change { _ in } }
    return taken
  }

  /// The current task's work is waiting for a test clock: not counted as busy.
  public func park() {
    change { $0.parked += 1 }
  }

  /// The test clock woke the current task's work: counted as busy again.
  public func unpark() {
    change { $0.parked -= 1 }
  }

  /// Suspends until the state changes after `generation`, or `timeout` passes (which only
  /// happens when something hangs). Returns false on timeout.
  public func waitForChange(after generation: UInt64, timeout: Duration) async -> Bool {
    let waiter = state.withLock { state -> UInt64 in
      state.nextWaiter += 1
      return state.nextWaiter
    }
    let watchdog = Task {
      try? await Task.sleep(for: timeout)
      self.expire(waiter)
    }
    defer { watchdog.cancel() }
    return await withCheckedContinuation { continuation in
      let resumeNow: Bool? = state.withLock { state in
        if state.timedOutWaiters.remove(waiter) != nil { return false }
        if state.generation != generation { return true }
        state.waiters[waiter] = continuation
        return nil
      }
      if let resumeNow { continuation.resume(returning: resumeNow) }
    }
  }

  private func expire(_ waiter: UInt64) {
    let continuation = state.withLock { state -> CheckedContinuation<Bool, Never>? in
      if let continuation = state.waiters.removeValue(forKey: waiter) { return continuation }
      state.timedOutWaiters.insert(waiter)
      return nil
    }
    continuation?.resume(returning: false)
  }

  private func change(_ body: (inout State) -> Void) {
    let (waiters, onChange) = state.withLock { state in
      body(&state)
      state.generation += 1
      let waiters = Array(state.waiters.values)
      state.waiters = [:]
      return (waiters, state.onChange)
    }
    for waiter in waiters { waiter.resume(returning: true) }
    onChange?()
  }
}

/// Identifies one operation or subscription started on ``PendingWork`` (or through a
/// ``WorkBag``), to cancel it.
public struct WorkID: Hashable, Sendable {
  let rawValue: UInt64
}
