import Flows
import Views

/// A host for tests of code that runs without views (view models, presenters, interactors):
/// tracked work, a virtual clock, and ``settle()``, which delivers finished work until nothing
/// can progress without the clock.
///
/// ```swift
/// let host = TestHost()
/// let model = LoginViewModel(context: host.context, …)
/// model.logInTapped()
/// try await host.settle()
/// try await host.advance(by: .seconds(1))
/// ```
///
/// Like ``ViewDriver``, it never sleeps unless something hangs; then ``settle()`` throws after
/// ``settleTimeout`` instead of waiting forever.
public final class TestHost {
  /// The clock the code under test was given; advance it with ``advance(by:)``.
  public let clock: VirtualClock
  /// The tracked work whose completions ``settle()`` delivers.
  public let work: PendingWork
  /// How long ``settle()`` waits for running work before failing (real time; only reached
  /// when something hangs). Generous: the whole suite in parallel on 2 cores, with password
  /// hashing queued behind other tests', was seen to need more than 5 s for one sign-in, and
  /// beside the generated-package builds (as in CI) more than 30 s.
  public var settleTimeout: Duration
  /// The flows of what the test does inside `FlowRecorder.event(_:from:_:)` (off until the
  /// test turns it on).
  public let flows = FlowRecorder()

  /// Creates a host with fresh tracked work and flow recorder, on `clock`, whose ``settle()``
  /// fails once running work has not finished after `settleTimeout` (real time).
  public init(clock: VirtualClock = VirtualClock(), settleTimeout: Duration = .seconds(120)) {
    self.clock = clock
    self.work = PendingWork()
    self.settleTimeout = settleTimeout
  }

  /// The context to hand to the code under test.
  public var context: HostContext { HostContext(work: work, clock: clock, flows: flows) }

  /// Delivers finished work until everything has finished or waits for the virtual clock.
  /// Throws if work is still running after ``settleTimeout``.
  public nonisolated(nonsending) func settle() async throws(DriverError) {
    let work = self.work
    if let stillRunning = await settleWork(
      work.tracker, within: settleTimeout,
      deliver: {
        work.drain()
      })
    {
      throw DriverError(
        message: "The work did not settle within \(settleTimeout): "
          + "\(stillRunning) operation(s) still running",
        outline: "(no views)")
    }
  }

  /// Advances the virtual clock, then settles.
  public nonisolated(nonsending) func advance(by duration: Duration) async throws(DriverError) {
    clock.advance(by: duration)
    try await settle()
  }
}

/// Calls `deliver` until `tracker` has no running work (work sleeping on a ``VirtualClock`` does
/// not count), waiting for changes in between. Returns `nil` once settled, or how many
/// operations were still running when `timeout` (real time) ran out.
nonisolated(nonsending) func settleWork(
  _ tracker: WorkTracker, within timeout: Duration, deliver: () -> Void
) async -> Int? {
  let deadline = ContinuousClock.now.advanced(by: timeout)
  while true {
    let generation = tracker.generation
    deliver()
    if tracker.isSettled { return nil }
    let remaining = ContinuousClock.now.duration(to: deadline)
    guard remaining > .zero, await tracker.waitForChange(after: generation, timeout: remaining)
    else { return tracker.pendingCount }
  }
}
