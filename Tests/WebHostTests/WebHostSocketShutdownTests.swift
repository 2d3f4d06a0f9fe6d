import HummingbirdWSClient
import NIOCore
import NIOPosix
import ServiceLifecycle
import Testing
import WebHostDemo

@testable import WebHost

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A demo server run as `triptych serve` runs it (``WebHost/run(logger:onRunning:)``'s service
/// group), stopped by the test instead of SIGTERM.
private struct RunningHost {
  // The stop's own limit is far beyond the watchdog's 10 s, so it cannot hide a connection
  // that holds the stop up: the test sees it as a hang.
  let host = demoHost { $0.gracefulStopLimit = .seconds(60) }
  let server: ServerOnFreePort
  var group: ServiceGroup { server.group }
  var port: Int { server.port }
  var running: Task<Void, any Error> { server.running }

  init() async throws {
    server = try await ServerOnFreePort(host)
  }

  /// A page's first load: its cookie, CSRF token and render version.
  func openPage() async throws -> Browser {
    let answer = try await exchange(
      port: port, "GET / HTTP/1.1\r\nHost: t\r\nConnection: close\r\n\r\n")
    let cookie = answer.firstMatch(of: #/(?i)set-cookie: (triptych_session=[0-9a-f]+)/#)
    return Browser(cookie: cookie.map { String($0.1) }, page: answer)
  }

  /// Opens the page's socket and reads it until the server closes it; `onHello` runs once
  /// the socket is open. Returns every message received.
  func listen(as page: Browser, onHello: @escaping @Sendable () -> Void) async throws -> [String] {
    var configuration = WebSocketClientConfiguration()
    configuration.additionalHeaders[.cookie] = page.cookie
    let received = Received()
    try await WebSocketClient.connect(
      url: "ws://127.0.0.1:\(port)/socket?csrf=\(page.csrf)&version=\(page.version)",
      configuration: configuration, logger: quietLogger
    ) { inbound, _, _ in
      for try await message in inbound.messages(maxSize: 1 << 22) {
        guard case .text(let text) = message else { continue }
        received.append(text)
        if text.hasPrefix("hello ") { onHello() }
      }
    }
    return received.all
  }

  /// Stops the server gracefully, as SIGTERM does; returns how long it took, or nil when it
  /// had not stopped after 10 s (then `unblock` runs, so the test ends anyway).
  func stop(unblock: @escaping @Sendable () -> Void = {}) async throws -> Duration? {
    let watchdog = Task { () -> Bool in
      do { try await Task.sleep(for: .seconds(10)) } catch { return false }
      unblock()
      return true
    }
    let start = ContinuousClock.now
    await group.triggerGracefulShutdown()
    try await running.value
    let elapsed = ContinuousClock.now - start
    watchdog.cancel()
    return await watchdog.value ? nil : elapsed
  }
}

/// Sends one raw HTTP/1.1 request and reads until the server closes the connection.
private func exchange(port: Int, _ request: String) async throws -> String {
  let channel = try await ClientBootstrap(group: MultiThreadedEventLoopGroup.singleton)
    .connect(host: "127.0.0.1", port: port) { channel in
      channel.eventLoop.makeCompletedFuture {
        try NIOAsyncChannel<ByteBuffer, ByteBuffer>(wrappingChannelSynchronously: channel)
      }
    }
  return try await channel.executeThenClose { inbound, outbound in
    try await outbound.write(ByteBuffer(string: request))
    var text = ""
    for try await chunk in inbound { text += String(buffer: chunk) }
    return text
  }
}

/// SIGTERM with pages open: every page's socket says `restarting` before it closes (so the
/// page waits for the next server instead of falling back to server-sent events), and the
/// server stops at once, whatever connections the browsers hold.
@Suite("WebHost: stopping with open sockets")
struct WebHostSocketShutdownTests {
  @Test func everyOpenSocketHearsRestartingBeforeTheServerStops() async throws {
    let server = try await RunningHost()
    let pages = 3
    let (hellos, hello) = AsyncStream.makeStream(of: Void.self)
    var sockets: [Task<[String], any Error>] = []
    for _ in 0..<pages {
      let page = try await server.openPage()
      sockets.append(Task { try await server.listen(as: page) { hello.yield() } })
    }
    var open = 0
    for await _ in hellos {
      open += 1
      if open == pages { break }
    }

    let elapsed = try #require(try await server.stop(), "the server did not stop within 10 s")
    // Well under the watchdog; not tighter: with the whole suite running, a stop took 5.6 s.
    #expect(elapsed < .seconds(8))
    for socket in sockets {
      let messages = try await socket.value
      #expect(messages.first == "hello \(server.host.instance)")
      #expect(messages.last == "restarting \(server.host.instance)", "\(messages)")
    }
  }

  /// Browsers open spare connections ahead of need. One that has not sent a request yet when
  /// the server stops is closed; it once kept the server running, answering the restarting
  /// page's `/health` polls, until the browser test killed it.
  @Test func aConnectionWithoutARequestDoesNotKeepTheServerRunning() async throws {
    let server = try await RunningHost()
    let spare = try await ClientBootstrap(group: MultiThreadedEventLoopGroup.singleton)
      .connect(host: "127.0.0.1", port: server.port).get()
    // Another connection that has had an answer and is kept alive.
    let used = try await ClientBootstrap(group: MultiThreadedEventLoopGroup.singleton)
      .connect(host: "127.0.0.1", port: server.port) { channel in
        channel.eventLoop.makeCompletedFuture {
          try NIOAsyncChannel<ByteBuffer, ByteBuffer>(wrappingChannelSynchronously: channel)
        }
      }
    let usedClosed = Task {
      do {
        try await used.executeThenClose { inbound, outbound in
          try await outbound.write(ByteBuffer(string: "GET /health HTTP/1.1\r\nHost: t\r\n\r\n"))
          for try await _ in inbound {}
        }
      } catch let error as IOError where error.errnoCode == ECONNRESET {
        // Closed by a reset rather than in order (it happens on a loaded machine): closed all
        // the same, which is what this test asks.
      }
    }
    try await Task.sleep(for: .milliseconds(100))

    let elapsed = try await server.stop { spare.close(promise: nil) }
    let stopped = try #require(elapsed, "the server did not stop within 10 s")
    #expect(stopped < .seconds(8))
    try await spare.closeFuture.get()
    try await usedClosed.value
  }
}
