import Testing
import Views
import ViewsTesting

@Suite("PendingWork and VirtualClock")
struct PendingWorkTests {
  @Test func completionsRunOnlyWhenDrained() async throws {
    let host = TestHost()
    var results: [Int] = []
    host.work.run {
      42
    } then: {
      results.append($0)
    }
    #expect(results.isEmpty)
    try await host.settle()  // drains
    #expect(results == [42])
    #expect(host.work.tracker.pendingCount == 0)
  }

  @Test func throwingWorkDeliversItsError() async throws {
    struct Boom: Error {}
    let host = TestHost()
    var failure: (any Error)?
    host.work.run { () async throws -> Int in
      throw Boom()
    } then: {
      failure = $0.failure
    }
    try await host.settle()
    #expect(failure is Boom)
  }

  @Test func cancelledWorkNeverCompletes() async throws {
    let clock = VirtualClock()
    let work = PendingWork()
    var completed = false
    let id = work.run {
      try? await clock.sleep(for: .seconds(1))
    } then: {
      completed = true
    }
    work.cancel(id)
    while work.tracker.pendingCount > 0 {
      let generation = work.tracker.generation
      work.drain()
      _ = await work.tracker.waitForChange(after: generation, timeout: .seconds(5))
    }
    work.drain()
    #expect(!completed)
  }

  @Test func workSleepingOnTheVirtualClockIsParkedUntilItAdvances() async throws {
    let clock = VirtualClock()
    let work = PendingWork()
    work.run { try? await clock.sleep(for: .seconds(3)) }
    while !(work.tracker.isSettled && clock.sleeperCount == 1) {
      _ = await work.tracker.waitForChange(
        after: work.tracker.generation, timeout: .milliseconds(50))
    }
    #expect(work.tracker.pendingCount == 1)
    clock.advance(by: .seconds(2))
    #expect(clock.sleeperCount == 1 && work.tracker.isSettled)
    clock.advance(by: .seconds(1))
    #expect(clock.sleeperCount == 0)
    #expect(!work.tracker.isSettled)
  }

  @Test func settleTimesOutWithAClearMessageWhenWorkHangs() async throws {
    let app = ViewDriver(settleTimeout: .milliseconds(100)) { context in
      Button("Hang") {
        context.work.run { try? await Task.sleep(for: .seconds(30)) }
      }
    }
    await #expect(throws: DriverError.self) { try await app.tap("Hang") }
    app.host.work.cancelAll()
  }

  @Test func aTestHostSettlesDeliversAndTimesOutWithAClearMessage() async throws {
    let host = TestHost(settleTimeout: .milliseconds(100))
    var delivered: [Int] = []
    host.work.run {
      42
    } then: { (value: Int) in
      delivered.append(value)
    }
    try await host.settle()
    #expect(delivered == [42])

    host.work.run { [clock = host.clock] in
      try? await clock.sleep(for: .seconds(1))
    } then: { (_: Void?) in
      delivered.append(1)
    }
    try await host.settle()
    #expect(delivered == [42])
    try await host.advance(by: .seconds(1))
    #expect(delivered == [42, 1])

    host.work.run { try? await Task.sleep(for: .seconds(30)) }
    let error = await #expect(throws: DriverError.self) { try await host.settle() }
    #expect(error?.message.contains("did not settle within") == true)
    host.work.cancelAll()
  }
}

extension Result {
  var failure: Failure? {
    if case .failure(let error) = self { error } else { nil }
  }
}
