import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Testing
import WebHost

/// Session fixation: the id a browser had before signing in (which someone else may have
/// planted or seen) must not become the signed-in session, and signing out must retire the
/// signed-in id.
@Suite("WebHost: a new session id at sign-in and sign-out")
struct WebHostSessionRenewalTests {
  /// Posts a scripted click on `button`, with `fields` (label → text), and keeps the answer's
  /// cookie and fragment in `browser`.
  private func scriptedClick(
    _ button: String, typing fields: [String: String] = [:], as browser: inout Browser,
    client: some TestClientProtocol
  ) async throws -> TestResponse {
    var form = [
      ("csrf", browser.csrf), ("version", browser.version),
      ("element", browser.button(button) ?? "missing"),
    ]
    for (label, text) in fields { form.append((browser.field(label) ?? "f.missing", text)) }
    let response = try await client.postEvent(form, as: browser, script: true)
    if let setCookie = response.headers[.setCookie] {
      browser.cookie = String(setCookie.prefix { $0 != ";" })
    }
    if response.status == .ok { browser.page = String(buffer: response.body) }
    return response
  }

  /// Reads fragments until `text` shows (the check finishes on another task).
  private func waitFor(
    _ text: String, as browser: inout Browser, client: some TestClientProtocol
  ) async throws {
    for _ in 0..<300 where !browser.page.contains(text) {
      try await Task.sleep(for: .milliseconds(10))
      try await client.get("/fragment", as: &browser)
    }
    #expect(browser.page.contains(text))
  }

  /// Opens the page, submits the right password, lets the check finish and waits for the
  /// signed-in page; returns the browser as it was just before the check finished.
  private func signIn(
    as browser: inout Browser, client: some TestClientProtocol,
    release: AsyncStream<Void>.Continuation
  ) async throws -> Browser {
    try await client.get("/", as: &browser)
    _ = try await scriptedClick(
      "Log In", typing: ["Username": "ada", "Password": LoginApp.password], as: &browser,
      client: client)
    let beforeSignIn = browser
    release.yield()
    try await waitFor("Signed in as ada", as: &browser, client: client)
    return beforeSignIn
  }

  @Test func submittingAPasswordRenewsTheIDAndTheOldOneEnds() async throws {
    let (host, releaseCheck) = loginHost()
    try await host.buildApplication(logger: quietLogger).test(.router) { client in
      var browser = Browser()
      try await client.get("/", as: &browser)
      let planted = browser
      let response = try await scriptedClick(
        "Log In", typing: ["Username": "ada", "Password": LoginApp.password], as: &browser,
        client: client)
      #expect(response.status == .ok)
      #expect(browser.cookie != planted.cookie, "the answer to the login must carry a new id")
      #expect(browser.csrf != planted.csrf, "the CSRF token is renewed with the id")
      #expect(browser.page.contains("Signing in…"))

      var attacker = planted
      #expect(try await client.get("/", as: &attacker).status == .gone)
      releaseCheck.yield()
      try await waitFor("Signed in as ada", as: &browser, client: client)
      #expect(host.sessionCount == 1)
    }
  }

  @Test func signingInRenewsTheIDAgainOnTheNextRequest() async throws {
    let (host, releaseCheck) = loginHost()
    try await host.buildApplication(logger: quietLogger).test(.router) { client in
      var browser = Browser()
      let beforeSignIn = try await signIn(as: &browser, client: client, release: releaseCheck)
      #expect(browser.cookie != beforeSignIn.cookie)

      var stale = beforeSignIn
      #expect(try await client.get("/fragment", as: &stale).status == .gone)
      let event = try await client.postEvent(
        [("csrf", stale.csrf), ("version", stale.version), ("element", "")], as: stale,
        script: true)
      #expect(event.status == .gone)
      #expect(!String(buffer: event.body).contains("Signed in"))
    }
  }

  @Test func signingOutRenewsTheIDAndTheOldOneCannotActAsTheUser() async throws {
    let (host, releaseCheck) = loginHost()
    try await host.buildApplication(logger: quietLogger).test(.router) { client in
      var browser = Browser()
      _ = try await signIn(as: &browser, client: client, release: releaseCheck)
      let signedIn = browser

      let signOut = try await scriptedClick("Sign Out", as: &browser, client: client)
      #expect(signOut.status == .ok)
      #expect(browser.cookie != signedIn.cookie, "the answer to Sign Out must carry a new id")
      #expect(browser.page.contains("Log In"))

      // The signed-in id is gone: it cannot read the page or type into the user's notes.
      var old = signedIn
      #expect(try await client.get("/", as: &old).status == .gone)
      let typing = try await client.postEvent(
        [
          ("csrf", signedIn.csrf), ("version", signedIn.version),
          (signedIn.field("Notes") ?? "f.missing", "written by someone else"),
        ], as: signedIn, script: true)
      #expect(typing.status == .gone)
      // The new id works, and it is not signed in.
      try await client.get("/", as: &browser)
      #expect(browser.page.contains("Log In") && !browser.page.contains("Signed in"))
    }
  }

  @Test func aPageWithoutScriptGetsTheNewIDWithItsRedirect() async throws {
    let (host, releaseCheck) = loginHost()
    try await host.buildApplication(logger: quietLogger).test(.router) { client in
      var browser = Browser()
      try await client.get("/", as: &browser)
      let planted = browser.cookie
      let response = try await client.click(
        "Log In", as: &browser, typing: ["Username": "ada", "Password": LoginApp.password])
      #expect(response.status == .seeOther)
      #expect(response.headers[.setCookie] != nil)
      #expect(browser.cookie != planted)
      #expect(browser.page.contains("Signing in…"), "the redirect's page uses the new id")
      releaseCheck.yield()
    }
  }

  @Test func anEventWithoutAPasswordKeepsTheID() async throws {
    let (host, _) = loginHost()
    try await host.buildApplication(logger: quietLogger).test(.router) { client in
      var browser = Browser()
      try await client.get("/", as: &browser)
      let cookie = browser.cookie
      let response = try await scriptedClick(
        "Forgot password", typing: ["Username": "ada"], as: &browser, client: client)
      #expect(response.status == .ok)
      #expect(response.headers[.setCookie] == nil)
      #expect(browser.cookie == cookie)
    }
  }
}

/// A password is never written into a page: not after a failed login, not while it is checked.
@Suite("WebHost: no response holds a typed password")
struct WebHostPasswordTests {
  @Test func noPageFragmentOrAnswerHoldsThePassword() async throws {
    let (host, releaseCheck) = loginHost()
    let typed = "wrong-but-secret-7731"
    try await host.buildApplication(logger: quietLogger).test(.router) { client in
      var bodies: [String] = []
      var browser = Browser()
      try await client.get("/", as: &browser)
      // Typed, then another button: the app holds the password, the page must not.
      let forgot = try await client.postEvent(
        [
          ("csrf", browser.csrf), ("version", browser.version),
          ("element", browser.button("Forgot password")!),
          (browser.field("Username")!, "ada"), (browser.field("Password")!, typed),
        ], as: browser, script: true)
      bodies.append(String(buffer: forgot.body))
      if let setCookie = forgot.headers[.setCookie] {
        browser.cookie = String(setCookie.prefix { $0 != ";" })
      }
      try await client.get("/", as: &browser)
      bodies.append(browser.page)
      // Submitted (no script): the redirect's page shows "Signing in…".
      _ = try await client.click("Log In", as: &browser, typing: ["Password": typed])
      bodies.append(browser.page)
      #expect(browser.page.contains("Signing in…"))
      try await client.get("/fragment", as: &browser)
      bodies.append(browser.page)
      releaseCheck.yield()
      for _ in 0..<300 where !browser.page.contains("Invalid username or password") {
        try await Task.sleep(for: .milliseconds(10))
        try await client.get("/fragment", as: &browser)
      }
      bodies.append(browser.page)
      try await client.get("/", as: &browser)
      bodies.append(browser.page)
      #expect(browser.page.contains("Invalid username or password"))
      #expect(browser.page.contains(#"type="password" name="f."#))
      for (index, body) in bodies.enumerated() {
        #expect(!body.contains(typed), "response \(index) holds the password")
      }
    }
  }

  @Test func thePasswordStaysWithTheAppWhenItIsNotPostedAgain() async throws {
    let (host, releaseCheck) = loginHost()
    try await host.buildApplication(logger: quietLogger).test(.router) { client in
      var browser = Browser()
      try await client.get("/", as: &browser)
      // Typed, then another button; the page now shows the field empty.
      _ = try await client.click(
        "Forgot password", as: &browser,
        typing: ["Username": "ada", "Password": LoginApp.password])
      #expect(browser.page.contains("Ask the administrator."))
      // A page without script posts every field, the empty password too: it means "not
      // retyped", so the app keeps the password and the login succeeds.
      _ = try await client.click("Log In", as: &browser, typing: ["Password": ""])
      releaseCheck.yield()
      for _ in 0..<300 where !browser.page.contains("Signed in as ada") {
        try await Task.sleep(for: .milliseconds(10))
        try await client.get("/fragment", as: &browser)
      }
      #expect(browser.page.contains("Signed in as ada"))
    }
  }
}
