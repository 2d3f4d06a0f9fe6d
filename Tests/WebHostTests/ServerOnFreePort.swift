import ServiceLifecycle
import Testing

@testable import WebHost

/// `host` run as `triptych serve` runs it (``WebHost/run(logger:onRunning:)``'s service group)
/// on a free port, stopped by the test instead of by a signal.
struct ServerOnFreePort {
  let group: ServiceGroup
  let port: Int
  let running: Task<Void, any Error>

  init(_ host: WebHost) async throws {
    let (ports, portFound) = AsyncStream.makeStream(of: Int.self)
    group = host.buildServiceGroup(logger: quietLogger, stopsOnSignals: false) { url in
      portFound.yield(Int(url.split(separator: ":").last!.dropLast()) ?? 0)
    }
    running = Task { [group] in try await group.run() }
    var iterator = ports.makeAsyncIterator()
    port = try #require(await iterator.next())
  }
}
