import ComposableArchitecture
import XCTest

// Each XCTest test starts from fresh shared storage, as on Apple platforms: whatever one test
// wrote under a key is gone in the next (issue 36; TCA's SyncUps tests depend on it).

final class SharedTestIsolationTests: XCTestCase {
  func testAFirstWriterStartsFromTheDefault() {
    @Shared(.inMemory("isolation-counter")) var counter = 0
    XCTAssertEqual(counter, 0)
    $counter.withLock { $0 = 1 }
  }

  func testASecondWriterStartsFromTheDefaultToo() {
    @Shared(.inMemory("isolation-counter")) var counter = 0
    XCTAssertEqual(counter, 0)
    $counter.withLock { $0 = 2 }
  }
}
