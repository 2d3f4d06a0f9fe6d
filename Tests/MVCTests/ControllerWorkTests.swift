import MVC
import Testing
import Views
import ViewsTesting

@MainActor
@Suite("A controller's WorkBag")
struct ControllerWorkTests {
  let host = TestHost()

  @Test func aResultReachesTheCompletion() async throws {
    let work = WorkBag(host.work)
    var delivered: Int?
    work.run { () async throws(Never) -> Int in
      42
    } then: {
      if case .success(let value) = $0 { delivered = value }
    }
    #expect(work.count == 1)
    try await host.settle()
    #expect(delivered == 42)
    #expect(work.count == 0)
  }

  @Test func aTypedErrorIsDeliveredAsItself() async throws {
    struct Refused: Error, Equatable {}
    let work = WorkBag(host.work)
    var delivered: Result<Int, Refused>?
    work.run { () async throws(Refused) -> Int in
      throw Refused()
    } then: {
      delivered = $0
    }
    try await host.settle()
    #expect(delivered == .failure(Refused()))
  }

  @Test func theLatestWorkWithAKeyWins() async throws {
    let work = WorkBag(host.work)
    var delivered: [Int] = []
    work.run(key: "load") { () async throws(Never) -> Int in
      1
    } then: {
      if case .success(let value) = $0 { delivered.append(value) }
    }
    work.run(key: "load") { () async throws(Never) -> Int in
      2
    } then: {
      if case .success(let value) = $0 { delivered.append(value) }
    }
    try await host.settle()
    #expect(delivered == [2])
  }

  @Test func aReleasedControllersWorkNeverDelivers() async throws {
    var delivered = false
    do {
      let controller = ViewController(context: host.context)
      controller.work.after(.seconds(1), on: host.clock) { delivered = true }
    }
    try await host.advance(by: .seconds(2))
    #expect(!delivered)
    #expect(host.work.tracker.isSettled)
  }

  @Test func afterWaitsOnTheHostsClock() async throws {
    let work = WorkBag(host.work)
    var fired = false
    work.after(.seconds(1), on: host.clock) { fired = true }
    try await host.settle()
    #expect(!fired)
    try await host.advance(by: .seconds(1))
    #expect(fired)
  }

  /// A subscription source the test pushes values into.
  final class Feed: @unchecked Sendable {
    private(set) var handler: (@Sendable (Int) -> Void)?
    func subscribe(_ handler: @escaping @Sendable (Int) -> Void) -> Feed {
      self.handler = handler
      return self
    }
  }

  @Test func aSubscriptionDeliversEachValueUntilCancelled() async throws {
    let work = WorkBag(host.work)
    let feed = Feed()
    var received: [Int] = []
    work.observe(key: "feed", { feed.subscribe($0) }, onEach: { received.append($0) })
    feed.handler?(1)
    feed.handler?(2)
    try await host.settle()
    #expect(received == [1, 2])
    work.cancel(key: "feed")
    #expect(work.count == 0)
    feed.handler?(3)
    try await host.settle()
    #expect(received == [1, 2])
  }
}
