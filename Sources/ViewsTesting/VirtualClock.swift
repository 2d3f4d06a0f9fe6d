import Synchronization
import Views

/// A clock that only moves when a test advances it, so tests of delays never sleep.
///
/// Work tracked by `PendingWork` that sleeps on it counts as *parked*: the driver's
/// ``ViewDriver/settle()`` does not wait for it, and ``advance(by:)`` wakes it (and counts it
/// as busy again) before returning, so the next `settle()` waits for what it does next.
///
/// ```swift
/// let clock = VirtualClock()
/// try await app.tap("Remind me")      // the app sleeps 2 s on `clock`
/// try await app.advance(by: .seconds(2))
/// #expect(app.visibleText.contains("Reminder"))
/// ```
public final class VirtualClock: Clock, Sendable {
  /// A point on the virtual timeline, measured from the clock's creation.
  public struct Instant: InstantProtocol {
    /// How far this instant lies after the clock's start.
    public var offset: Duration

    /// Creates the instant `offset` after the clock's start.
    public init(offset: Duration) {
      self.offset = offset
    }

    /// The instant `duration` later (earlier for a negative duration).
    public func advanced(by duration: Duration) -> Instant {
      Instant(offset: offset + duration)
    }

    /// The time from this instant to `other` (negative if `other` is earlier).
    public func duration(to other: Instant) -> Duration {
      other.offset - offset
    }

    /// Whether `lhs` comes before `rhs` on the timeline.
    public static func < (lhs: Instant, rhs: Instant) -> Bool {
      lhs.offset < rhs.offset
    }
  }

  private struct Sleeper {
    var deadline: Instant
    var continuation: CheckedContinuation<Void, any Error>
    var tracker: WorkTracker?
  }

  private struct State {
    var now = Instant(offset: .zero)
    var sleepers: [UInt64: Sleeper] = [:]
    var cancelledBeforeSleeping: Set<UInt64> = []
    var nextID: UInt64 = 0
  }

  private let state = Mutex(State())

  /// Creates a clock standing at offset zero, with no sleepers.
  public init() {}

  /// The current instant: the start plus every ``advance(by:)`` so far.
  public var now: Instant { state.withLock { $0.now } }

  /// Zero: the clock has no granularity; it moves by exactly the durations a test gives it.
  public var minimumResolution: Duration { .zero }

  /// How many sleeps are waiting for the clock to move.
  public var sleeperCount: Int { state.withLock { $0.sleepers.count } }

  /// Suspends until ``advance(by:)`` reaches `deadline` (returns at once if it has passed),
  /// meanwhile parking the tracker of the work that called it, if any; throws
  /// `CancellationError` if the task is cancelled first. `tolerance` is ignored.
  public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
    try Task.checkCancellation()
    let tracker = WorkTracker.current
    let id = state.withLock { state -> UInt64 in
      state.nextID += 1
      return state.nextID
    }
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation {
        (continuation: CheckedContinuation<Void, any Error>) in
        let outcome: Result<Void, any Error>? = state.withLock { state in
          if state.cancelledBeforeSleeping.remove(id) != nil {
            return .failure(CancellationError())
          }
          if deadline <= state.now { return .success(()) }
          state.sleepers[id] = Sleeper(
            deadline: deadline, continuation: continuation, tracker: tracker)
          tracker?.park()
          return nil
        }
        if let outcome { continuation.resume(with: outcome) }
      }
    } onCancel: {
      let sleeper = state.withLock { state -> Sleeper? in
        guard let sleeper = state.sleepers.removeValue(forKey: id) else {
          state.cancelledBeforeSleeping.insert(id)
          return nil
        }
        return sleeper
      }
      sleeper?.tracker?.unpark()
      sleeper?.continuation.resume(throwing: CancellationError())
    }
  }

  /// Moves time forward, waking every sleep whose deadline has come, in deadline order.
  public func advance(by duration: Duration) {
    let due = state.withLock { state -> [Sleeper] in
      state.now = state.now.advanced(by: duration)
      let now = state.now
      let dueIDs = state.sleepers.filter { $0.value.deadline <= now }.keys
      return dueIDs.compactMap { state.sleepers.removeValue(forKey: $0) }
        .sorted { $0.deadline < $1.deadline }
    }
    // Counted as busy before resuming, so a settle that follows waits for them.
    for sleeper in due { sleeper.tracker?.unpark() }
    for sleeper in due { sleeper.continuation.resume() }
  }
}
