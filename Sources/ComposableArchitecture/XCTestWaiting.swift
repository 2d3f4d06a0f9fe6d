// Apple's XCTest lets `fulfillment(of:)` wait without a timeout; Linux's requires one. TCA's
// tests (SyncUps' among them) wait for a dependency's expectation that way, so the spelling
// is provided off Apple platforms. Here the wait ends after a minute, with XCTest's own
// failure, rather than never: a test that would hang forever on Apple platforms fails.
#if canImport(XCTest) && !canImport(Darwin)
  import XCTest

  extension XCTestCase {
    /// Waits until `expectations` are fulfilled, as Apple's XCTest does without a timeout.
    ///
    /// ```swift
    /// await fulfillment(of: [dismissed])
    /// ```
    public func fulfillment(
      of expectations: [XCTestExpectation], enforceOrder: Bool = false
    ) async {
      await fulfillment(of: expectations, timeout: 60, enforceOrder: enforceOrder)
    }
  }
#endif
