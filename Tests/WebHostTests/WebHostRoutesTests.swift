import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Testing
import Views
import WebHost
import WebHostDemo

@Suite("WebHost: pages, sessions and cookies")
struct WebHostPageTests {
  @Test func firstVisitStartsASessionWithAStrictHttpOnlyCookie() async throws {
    let host = demoHost()
    try await host.buildApplication(logger: quietLogger).test(.router) { client in
      let response = try await client.execute(uri: "/", method: .get)
      #expect(response.status == .ok)
      let cookie = try #require(response.headers[.setCookie])
      #expect(cookie.hasPrefix("triptych_session="))
      #expect(cookie.contains("HttpOnly") && cookie.contains("SameSite=Strict"))
      #expect(!cookie.contains("Secure"))
      #expect(response.headers[.contentSecurityPolicy]?.contains("script-src 'self'") == true)
      #expect(response.headers[HTTPField.Name("X-Request-Id")!] != nil)
      #expect(String(buffer: response.body).contains("<h2 class=\"nav-title\">Todos</h2>"))
      #expect(host.sessionCount == 1)
    }
  }

  @Test func cookieIsSecureBehindTLS() async throws {
    try await demoHost().buildApplication(logger: quietLogger).test(.router) { client in
      let response = try await client.execute(
        uri: "/", method: .get, headers: [HTTPField.Name("X-Forwarded-Proto")!: "https"])
      #expect(response.headers[.setCookie]?.contains("Secure") == true)
    }
  }

  @Test func aReturningBrowserKeepsItsSession() async throws {
    let host = demoHost()
    try await host.buildApplication(logger: quietLogger).test(.router) { client in
      var browser = Browser()
      try await client.get("/", as: &browser)
      let cookie = browser.cookie
      let again = try await client.get("/", as: &browser)
      #expect(again.headers[.setCookie] == nil)
      #expect(browser.cookie == cookie)
      #expect(host.sessionCount == 1)
    }
  }

  @Test func textIsEscapedSoMarkupInDataShowsAsText() async throws {
    let host = WebHost(makeApp: { _ in
      VStack {
        Text("<script>alert(1)</script>")
        Button("\"><img src=x onerror=alert(1)>") {}
      }
      .navigationTitle("Tom & Jerry's")
    })
    try await host.buildApplication(logger: quietLogger).test(.router) { client in
      let page = String(buffer: try await client.execute(uri: "/", method: .get).body)
      #expect(page.contains("&lt;script&gt;alert(1)&lt;/script&gt;"))
      #expect(!page.contains("<script>alert"))
      #expect(!page.contains("<img"))
      #expect(page.contains("Tom &amp; Jerry&#39;s"))
    }
  }

  @Test func assetsAndHealthAreServed() async throws {
    try await demoHost().buildApplication(logger: quietLogger).test(.router) { client in
      let css = try await client.execute(uri: "/assets/app.css", method: .get)
      #expect(css.headers[.contentType] == "text/css; charset=utf-8")
      let js = try await client.execute(uri: "/assets/app.js", method: .get)
      #expect(String(buffer: js.body).contains("fetch(\"/events\""))
      let health = try await client.execute(uri: "/health", method: .get)
      #expect(String(buffer: health.body) == "ok")
    }
  }

  @Test func thePageHasOneMainLandmarkAndOneH1AndArrowKeysMoveBetweenTabs() async throws {
    try await demoHost().buildApplication(logger: quietLogger).test(.router) { client in
      let page = String(buffer: try await client.execute(uri: "/", method: .get).body)
      #expect(page.components(separatedBy: "<main ").count == 2)
      #expect(page.components(separatedBy: "<h1").count == 2)
      #expect(page.contains(#"<main class="main"><h1 class="visually-hidden">"#))
      let js = String(buffer: try await client.execute(uri: "/assets/app.js", method: .get).body)
      #expect(js.contains(#"["ArrowLeft", "ArrowRight", "Home", "End"]"#))
      #expect(js.contains(#"[role="tab"]"#))
    }
  }

  @Test func theFaviconAnswersWithAnIconThePageNames() async throws {
    try await demoHost().buildApplication(logger: quietLogger).test(.router) { client in
      let icon = try await client.execute(uri: "/favicon.ico", method: .get)
      #expect(icon.status == .ok)
      #expect(icon.headers[.contentType] == "image/svg+xml")
      #expect(String(buffer: icon.body).hasPrefix("<svg"))
      let page = String(buffer: try await client.execute(uri: "/", method: .get).body)
      #expect(page.contains(#"<link rel="icon" type="image/svg+xml" href="/favicon.ico">"#))
    }
  }

  @Test func liveUpdatesTellAPageWithoutASessionThatItEnded() async throws {
    try await demoHost().buildApplication(logger: quietLogger).test(.router) { client in
      let response = try await client.execute(
        uri: "/live", method: .get,
        headers: [.cookie: "triptych_session=" + String(repeating: "a", count: 64)])
      #expect(response.headers[.contentType] == "text/event-stream")
      #expect(String(buffer: response.body) == "event: ended\ndata: gone\n\n")
    }
  }

  @Test func aMalformedSessionCookieIsTreatedAsAnEndedSession() async throws {
    let host = demoHost()
    try await host.buildApplication(logger: quietLogger).test(.router) { client in
      let response = try await client.execute(
        uri: "/", method: .get, headers: [.cookie: "triptych_session=<script>"])
      #expect(response.status == .gone)
      #expect(host.sessionCount == 0)
    }
  }

  @Test func sessionsAreIsolatedFromEachOther() async throws {
    try await demoHost().buildApplication(logger: quietLogger).test(.router) { client in
      var alice = Browser()
      var bob = Browser()
      try await client.get("/", as: &alice)
      try await client.get("/", as: &bob)
      #expect(alice.cookie != bob.cookie)
      let response = try await client.click("Delete Buy milk", as: &alice)
      #expect(response.status == .seeOther)
      _ = try await client.click("Delete", as: &alice)
      #expect(!alice.page.contains("Buy milk"))
      try await client.get("/", as: &bob)
      #expect(bob.page.contains("Buy milk"))
    }
  }

  @Test func idleSessionsExpireWithAClearPageAndCanStartAgain() async throws {
    let time = ManualTime()
    let host = demoHost(time: time) { $0.sessionIdleTimeout = .seconds(60) }
    try await host.buildApplication(logger: quietLogger).test(.router) { client in
      var browser = Browser()
      try await client.get("/", as: &browser)
      time.advance(by: .seconds(61))
      let gone = try await client.get("/", as: &browser)
      #expect(gone.status == .gone)
      #expect(browser.page.contains("Session ended"))
      #expect(browser.page.contains("href=\"/start\""))
      let event = try await client.postEvent([("csrf", "x"), ("version", "1")], as: browser)
      #expect(event.status == .gone)
      let start = try await client.get("/start", as: &browser)
      #expect(start.status == .seeOther)
      let fresh = try await client.get("/", as: &browser)
      #expect(fresh.status == .ok)
      #expect(host.sessionCount == 1)
    }
  }

  @Test func theSweeperEndsIdleSessions() async throws {
    let time = ManualTime()
    let host = demoHost(time: time) { $0.sessionIdleTimeout = .seconds(60) }
    try await host.buildApplication(logger: quietLogger).test(.router) { client in
      var one = Browser()
      var two = Browser()
      try await client.get("/", as: &one)
      time.advance(by: .seconds(45))
      try await client.get("/", as: &two)
      time.advance(by: .seconds(30))
      #expect(host.sweepExpiredSessions() == 1)
      #expect(host.sessionCount == 1)
    }
  }

  @Test func atTheCapANewVisitorTakesTheLeastRecentlyUsedAnonymousSessionsPlace() async throws {
    // Nobody signed in to the first session: it is what gives way, not the new visitor (the
    // registry's tests cover a table full of signed-in sessions, which turns visitors away).
    let host = demoHost { $0.maxSessions = 1 }
    try await host.buildApplication(logger: quietLogger).test(.router) { client in
      var first = Browser()
      var second = Browser()
      let opened = try await client.get("/", as: &first)
      #expect(opened.status == .ok)
      let newcomer = try await client.get("/", as: &second)
      #expect(newcomer.status == .ok)
      #expect(host.sessionCount == 1)
      let gaveWay = try await client.get("/", as: &first)
      #expect(gaveWay.status == .gone)
    }
  }
}
