import NIOCore
import NIOPosix
import ServiceLifecycle
import Testing
import WebHostDemo

@testable import WebHost

/// A demo server on a free port, run as `triptych serve` runs it. The tests ask that the server
/// answers and closes, not how fast: the whole suite runs at once.
private struct LimitedHost {
  let server: ServerOnFreePort
  var port: Int { server.port }

  init(_ configure: (inout WebHostConfiguration) -> Void = { _ in }) async throws {
    server = try await ServerOnFreePort(
      demoHost { configuration in
        // Long unless a test shortens the limit it is about: a loaded machine may take seconds
        // between connecting and writing.
        configuration.connectionLimits.headTimeout = .seconds(60)
        configuration.connectionLimits.bodyTimeout = .seconds(60)
        configuration.connectionLimits.idleTimeout = .seconds(60)
        configuration.gracefulStopLimit = .seconds(30)
        configure(&configuration)
      })
  }

  /// Sends `bytes` and reads until the server closes the connection (or `limit` passes);
  /// returns what was read and how long the server took to close.
  func send(_ bytes: String, limit: Duration = .seconds(30)) async throws -> (
    answer: String, closedAfter: Duration?
  ) {
    let channel = try await ClientBootstrap(group: MultiThreadedEventLoopGroup.singleton)
      .connect(host: "127.0.0.1", port: port) { channel in
        channel.eventLoop.makeCompletedFuture {
          try NIOAsyncChannel<ByteBuffer, ByteBuffer>(wrappingChannelSynchronously: channel)
        }
      }
    let start = ContinuousClock.now
    let watchdog = Task {
      try await Task.sleep(for: limit)
      try await channel.channel.close()
    }
    defer { watchdog.cancel() }
    var text = ""
    var elapsed: Duration?
    do {
      try await channel.executeThenClose { inbound, outbound in
        try await outbound.write(ByteBuffer(string: bytes))
        do {
          for try await chunk in inbound { text += String(buffer: chunk) }
        } catch {
          // Reset instead of closed in order: closed all the same.
        }
        elapsed = ContinuousClock.now - start
      }
    } catch ChannelError.ioOnClosedChannel {
      // The server closed first: what was read stands.
    }
    return (text, elapsed.flatMap { $0 < limit ? $0 : nil })
  }

  func stop() async throws {
    await server.group.triggerGracefulShutdown()
    try await server.running.value
  }
}

@Suite("WebHost: slow, malformed and other-method requests")
struct WebHostConnectionLimitTests {
  @Test func aRequestLineOfGarbageGets400AndTheConnectionCloses() async throws {
    let server = try await LimitedHost()
    let (answer, closed) = try await server.send("garbage garbage\r\n\r\n")
    #expect(answer.hasPrefix("HTTP/1.1 400 Bad Request"))
    #expect(closed != nil)
    let (field, _) = try await server.send("GET / HTTP/1.1\r\nHost: t\r\nno colon here\r\n\r\n")
    #expect(field.hasPrefix("HTTP/1.1 400 Bad Request"))
    try await server.stop()
  }

  @Test func aHeadSentTooSlowlyGets408() async throws {
    let server = try await LimitedHost { $0.connectionLimits.headTimeout = .seconds(1) }
    let (answer, closed) = try await server.send("GET / HTTP/1.1\r\nHost: t\r\nX-Slow: ")
    #expect(answer.hasPrefix("HTTP/1.1 408 Request Timeout"))
    #expect(closed != nil)
    try await server.stop()
  }

  @Test func aConnectionThatSendsNothingIsClosed() async throws {
    let server = try await LimitedHost { $0.connectionLimits.idleTimeout = .seconds(1) }
    let (answer, closed) = try await server.send("")
    #expect(answer.isEmpty)
    #expect(closed != nil)
    try await server.stop()
  }

  @Test func aBodySentTooSlowlyIsCutOff() async throws {
    let server = try await LimitedHost { $0.connectionLimits.bodyTimeout = .seconds(1) }
    let (page, _) = try await server.send("GET / HTTP/1.1\r\nHost: t\r\nConnection: close\r\n\r\n")
    let cookie = try #require(
      page.firstMatch(of: #/(?i)set-cookie: (triptych_session=[0-9a-f]+)/#).map { String($0.1) })
    let (answer, closed) = try await server.send(
      "POST /events HTTP/1.1\r\nHost: t\r\nContent-Type: application/x-www-form-urlencoded\r\n"
        + "Cookie: \(cookie)\r\nContent-Length: 100\r\n\r\ncsrf=")
    #expect(answer.hasPrefix("HTTP/1.1 408 Request Timeout"))
    #expect(closed != nil)
    try await server.stop()
  }

  @Test func aHugeHeadGets431() async throws {
    let server = try await LimitedHost { $0.connectionLimits.maxHeadBytes = 1024 }
    let (answer, _) = try await server.send(
      "GET / HTTP/1.1\r\nHost: t\r\nX-Big: " + String(repeating: "a", count: 2048) + "\r\n\r\n")
    #expect(answer.hasPrefix("HTTP/1.1 431"))
    try await server.stop()
  }

  @Test func keptAliveRequestsStillWork() async throws {
    let server = try await LimitedHost()
    let (answer, _) = try await server.send(
      "GET /health HTTP/1.1\r\nHost: t\r\n\r\n"
        + "GET /health HTTP/1.1\r\nHost: t\r\nConnection: close\r\n\r\n")
    #expect(answer.components(separatedBy: "HTTP/1.1 200 OK").count == 3, "\(answer)")
    try await server.stop()
  }

  @Test func headIsAnsweredLikeGetWithoutABody() async throws {
    let server = try await LimitedHost()
    let (answer, _) = try await server.send(
      "HEAD /health HTTP/1.1\r\nHost: t\r\nConnection: close\r\n\r\n")
    #expect(answer.hasPrefix("HTTP/1.1 200 OK"))
    #expect(answer.hasSuffix("\r\n\r\n"), "a HEAD answer has no body: \(answer)")
    try await server.stop()
  }

  @Test func anotherMethodOnAKnownPathGets405WithAllow() async throws {
    let server = try await LimitedHost()
    let (answer, _) = try await server.send(
      "DELETE /health HTTP/1.1\r\nHost: t\r\nConnection: close\r\n\r\n")
    #expect(answer.hasPrefix("HTTP/1.1 405 Method Not Allowed"))
    #expect(answer.lowercased().contains("allow: get, head"))
    let (events, _) = try await server.send(
      "GET /events HTTP/1.1\r\nHost: t\r\nConnection: close\r\n\r\n")
    #expect(events.hasPrefix("HTTP/1.1 405"))
    #expect(events.lowercased().contains("allow: post"))
    let (unknown, _) = try await server.send(
      "DELETE /nowhere HTTP/1.1\r\nHost: t\r\nConnection: close\r\n\r\n")
    #expect(unknown.hasPrefix("HTTP/1.1 404"))
    try await server.stop()
  }

  @Test func aHalfSentHeadDoesNotHoldAGracefulStop() async throws {
    // The timeouts are long: only the stop itself may close the connection in time.
    let server = try await LimitedHost()
    let half = Task {
      try await server.send("GET / HTTP/1.1\r\nHost: t\r\nX-Half: ", limit: .seconds(20))
    }
    try await Task.sleep(for: .milliseconds(200))
    let start = ContinuousClock.now
    try await server.stop()
    #expect(ContinuousClock.now - start < .seconds(15))
    let (_, closed) = try await half.value
    #expect(closed != nil)
  }
}

@Suite("WebHost: what a request's head says about its body")
struct RequestHeadFieldsTests {
  @Test func lengthCodingAndUpgradeAreReadIgnoringCase() {
    func fields(_ head: String) -> (contentLength: Int, chunked: Bool, upgrade: Bool) {
      RequestHeadGuard.fields(in: Array(head.utf8))
    }
    let post = fields("POST /events HTTP/1.1\r\nHost: t\r\nCONTENT-length:  42\r\n\r\n")
    #expect(post.contentLength == 42 && !post.chunked && !post.upgrade)
    #expect(fields("POST / HTTP/1.1\r\nTransfer-Encoding: gzip, Chunked\r\n\r\n").chunked)
    #expect(fields("GET /socket HTTP/1.1\r\nUpgrade: websocket\r\n\r\n").upgrade)
    // The request line is not a field, whatever it holds.
    #expect(fields("GET /upgrade:x HTTP/1.1\r\n\r\n").upgrade == false)
  }
}
