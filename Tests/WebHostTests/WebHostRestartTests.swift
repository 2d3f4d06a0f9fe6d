import Hummingbird
import Logging
import NIOCore
import NIOPosix
import ServiceLifecycle
import Testing
import WebHost
import WebHostDemo

/// A graceful stop must not throw the page away: open pages hear that the server is
/// restarting before it goes, and can tell the next server process from this one.
@Suite("WebHost: a graceful restart")
struct WebHostRestartTests {
  /// Sends one raw HTTP/1.1 request and reads the answer until `until` shows in it (or the
  /// server closes the connection); returns what was read.
  private func exchange(
    port: Int, _ request: String, until: @escaping @Sendable (String) -> Bool
  ) async throws -> String {
    let channel = try await ClientBootstrap(group: MultiThreadedEventLoopGroup.singleton)
      .connect(host: "127.0.0.1", port: port) { channel in
        channel.eventLoop.makeCompletedFuture {
          try NIOAsyncChannel<ByteBuffer, ByteBuffer>(wrappingChannelSynchronously: channel)
        }
      }
    return try await channel.executeThenClose { inbound, outbound in
      try await outbound.write(ByteBuffer(string: request))
      var text = ""
      for try await chunk in inbound {
        text += String(buffer: chunk)
        if until(text) { break }
      }
      return text
    }
  }

  @Test func openPagesHearThatTheServerIsRestartingBeforeItStops() async throws {
    var configuration = WebHostConfiguration()
    configuration.port = 0
    let host = WebHost(configuration: configuration, makeApp: DemoView.makeRoot)
    let (ports, portFound) = AsyncStream.makeStream(of: Int.self)
    let app = host.buildApplication(logger: quietLogger) { url in
      portFound.yield(Int(url.split(separator: ":").last!.dropLast()) ?? 0)
    }
    let group = ServiceGroup(
      configuration: ServiceGroupConfiguration(services: [app], logger: quietLogger))
    try await withThrowingTaskGroup(of: Void.self) { tasks in
      tasks.addTask { try await group.run() }
      var iterator = ports.makeAsyncIterator()
      let port = try #require(await iterator.next())

      let health = try await exchange(
        port: port, "GET /health HTTP/1.1\r\nHost: t\r\nConnection: close\r\n\r\n",
        until: { _ in false })
      let instance = try #require(
        health.firstMatch(of: #/(?i)x-triptych-instance: ([0-9a-f]+)/#).map { String($0.1) })
      let page = try await exchange(
        port: port, "GET / HTTP/1.1\r\nHost: t\r\nConnection: close\r\n\r\n",
        until: { _ in false })
      let cookie = try #require(
        page.firstMatch(of: #/(?i)set-cookie: (triptych_session=[0-9a-f]+)/#).map { String($0.1) })

      let (streamOpen, opened) = AsyncStream.makeStream(of: Void.self)
      let live = Task {
        try await exchange(
          port: port, "GET /live HTTP/1.1\r\nHost: t\r\nCookie: \(cookie)\r\n\r\n",
          until: { text in
            if text.contains("event: render") { opened.yield() }
            return text.contains("event: restarting") || text.contains("event: ended")
          })
      }
      for await _ in streamOpen { break }
      await group.triggerGracefulShutdown()
      let received = try await live.value
      #expect(received.contains("event: restarting\ndata: \(instance)\n\n"), "\(received)")
      #expect(!received.contains("event: ended"))
      try await tasks.waitForAll()
    }
  }

  @Test func theScriptKeepsTypingAndWaitsForANewServer() async throws {
    // What the page script does with `restarting`, as far as Swift can see it: it listens for
    // it, keeps typing in sessionStorage, and polls for a different instance.
    let script = try await WebHost(makeApp: DemoView.makeRoot)
      .buildApplication(logger: quietLogger).test(.router) { client in
        String(buffer: try await client.execute(uri: "/assets/app.js", method: .get).body)
      }
    #expect(script.contains(#"addEventListener("restarting""#))
    #expect(script.contains("sessionStorage.setItem(unsavedKey"))
    #expect(script.contains(#"field.type !== "password""#))
    #expect(script.contains("X-Triptych-Instance"))
  }
}
