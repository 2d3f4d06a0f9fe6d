import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Testing
import Views
import WebHost

@Suite("WebHost: pages beside the app, links and snapshots")
struct WebHostExtraPageTests {
  @Test("A configured page is served with the query, the stylesheet and the security headers")
  func extraPageIsServed() async throws {
    var configuration = WebHostConfiguration()
    configuration.pages = [
      WebHostPage(path: "/about", title: "About <us>") { query in
        "<p>" + HTMLText.escaped(query["name"] ?? "nobody") + "</p>"
      }
    ]
    let host = WebHost(configuration: configuration) { _ in Text("App") }
    try await host.buildApplication(logger: quietLogger).test(.router) { client in
      let response = try await client.execute(uri: "/about?name=%3Cb%3EAda", method: .get)
      #expect(response.status == .ok)
      let page = String(buffer: response.body)
      #expect(page.contains("<title>About &lt;us&gt;</title>"))
      #expect(page.contains("<p>&lt;b&gt;Ada</p>"))
      #expect(page.contains(#"href="/assets/app.css""#))
      #expect(response.headers[.contentSecurityPolicy]?.contains("script-src 'self'") == true)
      #expect(host.sessionCount == 0)
    }
  }

  @Test("A link to this site, http(s) or a download is an anchor; anything else is plain text")
  func linksAreSafe() async throws {
    let host = WebHost(makeApp: { _ in
      VStack {
        Link("Compare", destination: "/compare")
        Link("Elsewhere", destination: "https://example.org/a?b=1&c=2")
        Link("Sneaky", destination: "javascript:alert(1)")
        Link("Protocol-relative", destination: "//evil.example")
        Link("Save", downloading: #"{"a": 1}"#, named: "a.json", type: "application/json")
        Link("Data", destination: "data:text/html,<b>hi</b>")
      }
    })
    try await host.buildApplication(logger: quietLogger).test(.router) { client in
      let page = String(buffer: try await client.execute(uri: "/", method: .get).body)
      #expect(page.contains(#"<a href="/compare" class="link""#))
      #expect(page.contains(#"<a href="https://example.org/a?b=1&amp;c=2""#))
      #expect(!page.contains("javascript:"))
      #expect(!page.contains(#"href="//evil"#))
      #expect(page.contains("Sneaky"))
      // A download carries its file; a data URL that is not a download is not followed.
      #expect(
        page.contains(
          #"<a href="data:application/json;charset=utf-8,%7B%22a%22%3A%201%7D" download="a.json""#
        ))
      #expect(!page.contains("data:text/html"))
    }
  }

  @MainActor
  @Test("A snapshot shows the screen and its dialogs, without the app's form")
  func snapshotIncludesDialogs() {
    let host = ViewHost(clock: ContinuousClock()) { _ in
      Text("Behind").alert("Are you sure?", isPresented: .constant(true)) {
        Button("Delete", role: .destructive) {}
      } message: {
        Text("It goes.")
      }
    }
    let html = HTMLText.snapshot(of: host.tree)
    #expect(html.contains("Behind"))
    #expect(html.contains("Are you sure?"))
    #expect(html.contains("It goes."))
    #expect(!html.contains("<form"))
  }
}
