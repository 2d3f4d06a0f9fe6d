import Testing
import Viper

/// Runs `body` (which builds, uses and dismisses modules, tracking their parts), then records
/// a test issue for every tracked object still alive: the proof that a dismissed module
/// deallocates entirely.
///
/// ```swift
/// @Test func loginModuleDeallocates() {
///   expectNoLeaks { tracker in
///     let module = LoginModule.assemble(...)
///     tracker.track(module)
///   }
/// }
/// ```
public func expectNoLeaks(
  sourceLocation: SourceLocation = #_sourceLocation,
  _ body: (LeakTracker) throws -> Void
) rethrows {
  let tracker = LeakTracker()
  try body(tracker)
  report(tracker, at: sourceLocation)
}

/// The asynchronous form of ``expectNoLeaks(sourceLocation:_:)``, for bodies that drive a
/// host or wait for work.
public func expectNoLeaks(
  sourceLocation: SourceLocation = #_sourceLocation,
  isolation: isolated (any Actor)? = #isolation,
  _ body: (LeakTracker) async throws -> Void
) async rethrows {
  let tracker = LeakTracker()
  try await body(tracker)
  report(tracker, at: sourceLocation)
}

private func report(_ tracker: LeakTracker, at sourceLocation: SourceLocation) {
  if tracker.trackedCount == 0 {
    Issue.record("Nothing was tracked: call tracker.track(…)", sourceLocation: sourceLocation)
  }
  for survivor in tracker.survivors {
    Issue.record("Leaked: \(survivor) is still alive", sourceLocation: sourceLocation)
  }
}
