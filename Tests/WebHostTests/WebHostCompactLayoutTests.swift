import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Testing
import Views

@testable import WebHost

/// A phone's page: the split view collapses into a stack, whether the width arrives with the
/// page load (the script's cookie) or with an event.
@Suite("WebHost: a page at phone width")
struct WebHostCompactLayoutTests {
  /// The panes the page's split view shows.
  func panes(_ page: String) -> [String] {
    page.matches(of: #/<(?:nav|section) class="pane (\w+)/#).map { String($0.output.1) }
  }

  @Test func aPageLoadedWithTheCompactCookieShowsOnePaneWithBack() async throws {
    try await demoHost().buildApplication(logger: quietLogger).test(.router) { client in
      var browser = Browser()
      try await client.get("/", as: &browser)
      #expect(panes(browser.page) == ["sidebar", "content", "detail"])
      let session = try #require(browser.cookie)
      browser.cookie = session + "; triptych_layout=compact"
      try await client.get("/", as: &browser)
      #expect(panes(browser.page) == ["content"])
      #expect(browser.button("Back") != nil)
      browser.cookie = session + "; triptych_layout=regular"
      try await client.get("/", as: &browser)
      #expect(panes(browser.page) == ["sidebar", "content", "detail"])
    }
  }

  @Test func anEventSaysTheWidthAndTheAnswerFollowsIt() async throws {
    try await demoHost().buildApplication(logger: quietLogger).test(.router) { client in
      var browser = Browser()
      try await client.get("/", as: &browser)
      let response = try await client.postEvent(
        [("csrf", browser.csrf), ("version", browser.version), ("layout", "compact")],
        as: browser, script: true)
      #expect(response.status == .ok)
      #expect(panes(String(buffer: response.body)) == ["content"])
      // A page without script sends no width and keeps the last one.
      try await client.get("/", as: &browser)
      #expect(panes(browser.page) == ["content"])
    }
  }

  @Test func anUnknownWidthIsRefused() async throws {
    try await demoHost().buildApplication(logger: quietLogger).test(.router) { client in
      var browser = Browser()
      try await client.get("/", as: &browser)
      let response = try await client.postEvent(
        [("csrf", browser.csrf), ("version", browser.version), ("layout", "tiny")],
        as: browser, script: true)
      #expect(response.status == .badRequest)
      #expect(String(buffer: response.body).contains("Unknown layout “tiny”"))
    }
  }

  @Test func theScriptMeasuresTheWidthAndPickersWrap() {
    #expect(ClientScript.javascript.contains(#"matchMedia("(max-width: 800px)")"#))
    #expect(ClientScript.javascript.contains("layout: layoutShown"))
    #expect(Stylesheet.css.contains("@media (max-width:800px)"), "the same breakpoint")
    #expect(Stylesheet.css.contains(".picker{display:inline-flex;flex-wrap:wrap"))
  }
}
