import Foundation
import Synchronization
import Testing
import Views

/// How deep the call stack is each time the invalidation hook runs.
private final class Depths: Sendable {
  private let values = Mutex<[Int]>([])
  func record() {
    let depth = Thread.callStackReturnAddresses.count
    values.withLock { $0.append(depth) }
  }
  var all: [Int] { values.withLock { $0 } }
}

@Suite("Views: the invalidation hook")
struct InvalidationHookTests {
  /// A host's hook once grew by two re-abstraction thunks every time a view's state changed
  /// (it was a generic `Mutex`'s value, written back on every read): after 30,000 events of
  /// one session, calling it cost milliseconds. The stack it runs on must stay as deep.
  @Test func theHookDoesNotGrowWithEveryChange() {
    let model = Pair()
    let host = ViewHost { LeftView(model: model) }
    let depths = Depths()
    host.onInvalidate = { depths.record() }
    for value in 1...200 {
      model.left = value
      host.refresh()
    }
    let all = depths.all
    #expect(all.count >= 200)
    #expect(
      all.suffix(20).max() == all.prefix(20).max(), "depths: \(all.prefix(3)) … \(all.suffix(3))")
  }
}
