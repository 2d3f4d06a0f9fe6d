/// How strictly a ``TestStore`` checks a test.
///
/// ```swift
/// store.exhaustivity = .off(showSkippedAssertions: true)
/// ```
public enum Exhaustivity: Equatable, Sendable {
  /// Every state change, every received action and every running effect must be asserted.
  case on
  /// Only what the test asserts is checked; with `showSkippedAssertions` the test store
  /// describes what it did not check, without failing.
  case off(showSkippedAssertions: Bool)

  /// Non-exhaustive, without describing what was skipped.
  public static let off = Self.off(showSkippedAssertions: false)
}
