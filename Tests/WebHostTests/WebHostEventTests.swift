import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Observation
import Testing
import Views
import ViewsTesting
import WebHost
import WebHostDemo

@Suite("WebHost: events")
struct WebHostEventTests {
  @Test func aPlainFormPostRunsTheClosureAndRedirects() async throws {
    try await demoHost().buildApplication(logger: quietLogger).test(.router) { client in
      var browser = Browser()
      try await client.get("/", as: &browser)
      let response = try await client.click("Add", as: &browser)
      #expect(response.status == .seeOther)
      #expect(response.headers[.location] == "/")
      #expect(browser.page.contains("<dialog open class=\"sheet\""))
      #expect(browser.page.contains("<main class=\"main\" inert>"))
      _ = try await client.click("Save", as: &browser, typing: ["Title": "Buy <b>bread</b>"])
      #expect(!browser.page.contains("<dialog"))
      #expect(browser.page.contains("Buy &lt;b&gt;bread&lt;/b&gt;"))
    }
  }

  @Test func aScriptedEventAnswersWithTheFragment() async throws {
    try await demoHost().buildApplication(logger: quietLogger).test(.router) { client in
      var browser = Browser()
      try await client.get("/", as: &browser)
      let response = try await client.postEvent(
        [
          ("csrf", browser.csrf), ("version", browser.version),
          ("element", browser.button("Show done")!),
        ],
        as: browser, script: true)
      #expect(response.status == .ok)
      let fragment = String(buffer: response.body)
      #expect(!fragment.contains("<html"))
      #expect(fragment.contains("aria-checked=\"false\""))
      #expect(!fragment.contains("Call mom"))
    }
  }

  @Test func submittingAFieldRunsItsSubmitAction() async throws {
    try await demoHost().buildApplication(logger: quietLogger).test(.router) { client in
      var browser = Browser()
      try await client.get("/", as: &browser)
      _ = try await client.click("Add", as: &browser)
      let field = try #require(browser.field("Title"))
      let response = try await client.postEvent(
        [
          ("csrf", browser.csrf), ("version", browser.version),
          ("element", String(field.dropFirst(2))),
          ("action", "submit"), (field, "Walk the dog"),
        ],
        as: browser)
      #expect(response.status == .seeOther)
      try await client.get("/", as: &browser)
      #expect(browser.page.contains("Walk the dog"))
      #expect(!browser.page.contains("<dialog"))
    }
  }

  @Test func returnWithoutScriptSubmitsTheOnlySubmittableField() async throws {
    try await demoHost().buildApplication(logger: quietLogger).test(.router) { client in
      var browser = Browser()
      try await client.get("/", as: &browser)
      _ = try await client.click("Add", as: &browser)
      #expect(browser.page.contains(#"name="action" value="return""#))
      let field = try #require(browser.field("Title"))
      // What a browser posts for Return in a field: the form's first button, no element.
      let response = try await client.postEvent(
        [
          ("csrf", browser.csrf), ("version", browser.version), ("action", "return"),
          (field, "Water the plants"),
        ],
        as: browser)
      #expect(response.status == .seeOther)
      try await client.get("/", as: &browser)
      #expect(browser.page.contains("Water the plants"))
      #expect(!browser.page.contains("<dialog"))
    }
  }

  @Test func missingOrWrongCSRFTokensAreRefusedAndTheSessionIsIntact() async throws {
    try await demoHost().buildApplication(logger: quietLogger).test(.router) { client in
      var browser = Browser()
      try await client.get("/", as: &browser)
      let add = try #require(browser.button("Add"))
      let missing = try await client.postEvent(
        [("version", browser.version), ("element", add)], as: browser)
      #expect(missing.status == .forbidden)
      let wrong = try await client.postEvent(
        [
          ("csrf", String(repeating: "0", count: 64)), ("version", browser.version),
          ("element", add),
        ],
        as: browser, script: true)
      #expect(wrong.status == .forbidden)
      #expect(String(buffer: wrong.body) == "The CSRF token does not match this session.")
      try await client.get("/", as: &browser)
      #expect(!browser.page.contains("<dialog"))
      #expect(try await client.click("Add", as: &browser).status == .seeOther)
    }
  }

  @Test func staleEventsAreRefusedWithConflictAndChangeNothing() async throws {
    try await demoHost().buildApplication(logger: quietLogger).test(.router) { client in
      var browser = Browser()
      try await client.get("/", as: &browser)
      let oldPage = browser
      _ = try await client.click("Delete Buy milk", as: &browser)
      _ = try await client.click("Delete", as: &browser)
      // The old page still shows "Buy milk": its buttons are gone now.
      let stale = try await client.postEvent(
        [
          ("csrf", oldPage.csrf), ("version", oldPage.version),
          ("element", oldPage.button("Edit Buy milk")!),
        ],
        as: oldPage, script: true)
      #expect(stale.status == .conflict)
      #expect(String(buffer: stale.body).contains("no longer on the page"))
      // A control that did not change still works from the old page.
      let unchanged = try await client.postEvent(
        [
          ("csrf", oldPage.csrf), ("version", oldPage.version), ("element", oldPage.button("Add")!),
        ],
        as: oldPage, script: true)
      #expect(unchanged.status == .ok)
    }
  }

  @Test func eventsBehindADialogAreRefused() async throws {
    try await demoHost().buildApplication(logger: quietLogger).test(.router) { client in
      var browser = Browser()
      try await client.get("/", as: &browser)
      let edit = try #require(browser.button("Edit Buy milk"))
      _ = try await client.click("Add", as: &browser)
      let blocked = try await client.postEvent(
        [("csrf", browser.csrf), ("version", browser.version), ("element", edit)], as: browser,
        script: true)
      #expect(blocked.status == .conflict)
      #expect(String(buffer: blocked.body).contains("behind a dialog"))
    }
  }

  @Test(arguments: [
    ("csrf=CSRF&version=abc&element=", "no valid render version"),
    ("csrf=CSRF&version=999&element=", "does not exist"),
    ("csrf=CSRF&version=1&element=%3Cscript%3E", "is not an element id"),
    ("csrf=CSRF&version=1&element=ezzzzzz", "There is no control"),
    ("csrf=CSRF&version=1&f.bad=1", "does not name a field"),
    ("csrf=CSRF&version=1&action=explode&element=ezzzzzz", "Unknown action"),
    ("csrf=CSRF&version=1&element=%zz", "not valid form encoding"),
  ])
  func malformedEventsAreRefusedWithBadRequest(body: String, message: String) async throws {
    try await demoHost().buildApplication(logger: quietLogger).test(.router) { client in
      var browser = Browser()
      try await client.get("/", as: &browser)
      let response = try await client.postEvent(
        raw: body.replacingOccurrences(of: "CSRF", with: browser.csrf), as: browser, script: true)
      #expect(response.status == .badRequest)
      #expect(String(buffer: response.body).contains(message))
      #expect(try await client.get("/", as: &browser).status == .ok)
    }
  }

  @Test func aNonFormBodyIsRefused() async throws {
    try await demoHost().buildApplication(logger: quietLogger).test(.router) { client in
      var browser = Browser()
      try await client.get("/", as: &browser)
      let response = try await client.postEvent(
        raw: "{}", as: browser, contentType: "application/json")
      #expect(response.status == .unsupportedMediaType)
    }
  }

  @Test func oversizedBodiesAreRefusedAndTheSessionIsIntact() async throws {
    let host = demoHost { $0.maxBodyBytes = 2048 }
    try await host.buildApplication(logger: quietLogger).test(.router) { client in
      var browser = Browser()
      try await client.get("/", as: &browser)
      // One large field is a text to save; the rest of the event must stay small.
      let huge = formEncode([
        ("csrf", browser.csrf), ("version", browser.version),
        ("f.e1", String(repeating: "x", count: 5000)),
        ("f.e2", String(repeating: "y", count: 5000)),
      ])
      let response = try await client.postEvent(raw: huge, as: browser, script: true)
      #expect(response.status == .contentTooLarge)
      #expect(String(buffer: response.body).contains("larger than 2048 bytes"))
      #expect(try await client.click("Add", as: &browser).status == .seeOther)
    }
  }

  @Test func aPageWithoutScriptReloadsItselfUntilTheWorkItWaitsForIsDone() async throws {
    // No script, no live updates: "Signing in…" must not stay forever (issue 20).
    let (release, releaseWork) = AsyncStream.makeStream(of: Void.self)
    let host = WebHost(makeApp: { context in SlowGreeting(work: context.work, release: release) })
    let refresh = #"<noscript><meta http-equiv="refresh" content="1"></noscript>"#
    try await host.buildApplication(logger: quietLogger).test(.router) { client in
      var browser = Browser()
      try await client.get("/", as: &browser)
      #expect(!browser.page.contains(refresh))
      _ = try await client.click("Greet", as: &browser)
      #expect(browser.page.contains("Greeting…"))
      #expect(browser.page.contains(refresh))
      releaseWork.yield()
      var attempts = 0
      while !browser.page.contains("Hello!"), attempts < 200 {
        try await Task.sleep(for: .milliseconds(10))
        try await client.get("/", as: &browser)
        attempts += 1
      }
      #expect(browser.page.contains("Hello!"))
      #expect(!browser.page.contains(refresh))
    }
  }

  @Test func workThatFinishesLaterUpdatesThePageWithoutAnEvent() async throws {
    // The work waits for the test, not for a timer: under load the page read after the click
    // could come later than any fixed delay, and show the work already done.
    let (release, releaseWork) = AsyncStream.makeStream(of: Void.self)
    let host = WebHost(makeApp: { context in SlowGreeting(work: context.work, release: release) })
    try await host.buildApplication(logger: quietLogger).test(.router) { client in
      var browser = Browser()
      try await client.get("/", as: &browser)
      _ = try await client.click("Greet", as: &browser)
      #expect(browser.page.contains("Greeting…"))
      releaseWork.yield()
      var attempts = 0
      while !browser.page.contains("Hello!"), attempts < 200 {
        try await Task.sleep(for: .milliseconds(10))
        try await client.get("/fragment", as: &browser)
        attempts += 1
      }
      #expect(browser.page.contains("Hello!"))
    }
  }
}

/// An app whose button starts work that finishes when the test releases it.
struct SlowGreeting: View {
  let model: Model

  init(work: PendingWork, release: AsyncStream<Void>) {
    model = Model(work: work, release: release)
  }

  @Observable final class Model {
    var greeting = "Greeting…"
    @ObservationIgnored let work: PendingWork
    @ObservationIgnored let release: AsyncStream<Void>
    init(work: PendingWork, release: AsyncStream<Void>) {
      self.work = work
      self.release = release
    }
    func greet() {
      let release = self.release
      work.run {
        for await _ in release { break }
        return "Hello!"
      } then: {
        self.greeting = $0
      }
    }
  }

  var body: some View {
    VStack {
      Text(model.greeting)
      Button("Greet") { model.greet() }
    }
  }
}

@Suite("WebHost and ViewsTesting share one resolved tree")
struct SharedTreeTests {
  @Test func theDriverAndThePageNameTheSameElements() async throws {
    let names = ["Add", "Edit Buy milk", "Delete Call mom", "Show done", "Remind me in 2 s"]
    let driver = ViewDriver(app: DemoView.makeRoot)
    let driverIDs = try names.map { try driver.element($0).id.rawValue }
    try await demoHost().buildApplication(logger: quietLogger).test(.router) { client in
      var browser = Browser()
      try await client.get("/", as: &browser)
      #expect(names.map { browser.button($0) } == driverIDs)
    }
  }
}
