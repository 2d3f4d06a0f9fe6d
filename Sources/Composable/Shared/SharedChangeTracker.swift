import Dependencies

/// A shared box that a test store watches.
package protocol TrackedSharedBox: AnyObject, Sendable {
  /// Takes the current value as asserted.
  func forgetChange()
  /// Expects the current value, for non-exhaustive tests that did not assert it.
  func expectCurrentValue()
}

/// Records which shared values a feature changed since a test store's last assertion.
///
/// A `Shared` is a reference: the state before and after an action hold the same box, so
/// comparing them would never show the change. The test store installs its tracker around
/// each action its reducer reduces; each box changed there remembers its value as of the last
/// assertion, and the test's expectation is compared against that. Changes made by `.run`
/// effects are not tracked: effects run concurrently with the test, so whether such a change
/// landed before or after the next assertion would be a race.
package final class SharedChangeTracker: Sendable {
  /// The tracker of the test store reducing an action right now, if any.
  @TaskLocal package static var current: SharedChangeTracker?

  private let boxes = LockIsolated<[ObjectIdentifier: any TrackedSharedBox]>([:])

  package init() {}

  func track(_ box: some TrackedSharedBox) {
    boxes.withValue { $0[ObjectIdentifier(box)] = box }
  }

  /// Whether anything shared changed since the last assertion.
  package var hasChanges: Bool { !boxes.value.isEmpty }

  /// Takes every change as asserted.
  package func reset() {
    let tracked = boxes.withValue { boxes in
      defer { boxes.removeAll() }
      return Array(boxes.values)
    }
    for box in tracked { box.forgetChange() }
  }

  /// Expects every changed value as it is now (non-exhaustive tests).
  package func expectCurrentValues() {
    for box in boxes.value.values { box.expectCurrentValue() }
  }
}

/// Whether a test store is replaying a test's expectation: then `Shared` reads and writes
/// the expected value, leaving the feature's real one alone.
package enum SharedAssertion {
  @TaskLocal package static var isExpecting = false
}
