import Hummingbird
import HummingbirdTesting
import Testing
import Views
import WebHost

@Suite("WebHost: what a session's app learns about its browser")
struct WebHostSessionInfoTests {
  /// An app that shows the address it was given.
  private func addressHost() -> WebHost {
    WebHost(configuration: WebHostConfiguration()) { _, session in
      Text("client: \(session.clientAddress ?? "unknown")")
    }
  }

  @Test func aSessionOverTCPLearnsThePeerAddress() async throws {
    try await addressHost().buildApplication(logger: quietLogger).test(.live) { client in
      let response = try await client.execute(uri: "/", method: .get)
      #expect(response.status == .ok)
      let page = String(buffer: response.body)
      #expect(page.contains("client: 127.0.0.1") || page.contains("client: ::1"), "\(page)")
    }
  }

  @Test func aChannelWithoutAddressGivesNone() async throws {
    try await addressHost().buildApplication(logger: quietLogger).test(.router) { client in
      let response = try await client.execute(uri: "/", method: .get)
      #expect(String(buffer: response.body).contains("client: unknown"))
    }
  }
}
