import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Observation
import Testing
import Views
import WebHostDemo

@testable import WebHost

/// A page driven as the page script drives it: events ask for patches, and each answer is
/// applied to the page it was made for.
struct ScriptedPage {
  var browser = Browser()
  var page = PatchedPage(fragment: "")
  var patches = 0
  var fragments = 0
  /// Bytes of the last answer.
  var lastAnswerBytes = 0

  /// Another window on the same session, showing the same page (its own copy of it).
  func copy() -> ScriptedPage {
    var copy = self
    copy.page = PatchedPage(fragment: page.html)
    return copy
  }

  mutating func show(_ response: TestResponse) throws {
    let body = String(buffer: response.body)
    lastAnswerBytes = response.body.readableBytes
    if response.headers[.contentType] == "application/json" {
      try page.apply(patchJSON: body)
      patches += 1
    } else {
      page = PatchedPage(fragment: body)
      fragments += 1
    }
    browser.page = page.html
  }
}

extension TestClientProtocol {
  /// Opens the app and reads the form's content from the page.
  func open(_ scripted: inout ScriptedPage) async throws {
    try await get("/", as: &scripted.browser)
    let page = scripted.browser.page
    let start = try #require(page.firstRange(of: #/<form id="app"[^>]*>/#))
    let end = try #require(page.range(of: "</form>", options: .backwards))
    scripted.page = PatchedPage(fragment: String(page[start.upperBound..<end.lowerBound]))
    scripted.browser.page = scripted.page.html
  }

  /// Sends an event for the control named `name` as the page script does, and shows the
  /// answer; returns the response.
  @discardableResult
  func scriptedClick(
    _ name: String, on scripted: inout ScriptedPage, typing: [String: String] = [:],
    sourceLocation: SourceLocation = #_sourceLocation
  ) async throws -> TestResponse {
    let element = try #require(scripted.browser.button(name), sourceLocation: sourceLocation)
    var fields = [
      ("csrf", scripted.browser.csrf), ("version", scripted.browser.version), ("element", element),
    ]
    for (label, text) in typing {
      fields.append(
        (try #require(scripted.browser.field(label), sourceLocation: sourceLocation), text))
    }
    var headers: HTTPFields = [.contentType: "application/x-www-form-urlencoded"]
    headers[.cookie] = scripted.browser.cookie
    headers[HTTPField.Name("X-Triptych-Fetch")!] = "1"
    headers[HTTPField.Name("X-Triptych-Accept")!] = "patch"
    let response = try await execute(
      uri: "/events", method: .post, headers: headers, body: ByteBuffer(string: formEncode(fields)))
    #expect(
      response.status == .ok, "\(String(buffer: response.body))", sourceLocation: sourceLocation)
    if response.status == .ok { try scripted.show(response) }
    return response
  }

  /// The whole fragment, as a full render writes it now.
  func wholeFragment(as scripted: ScriptedPage) async throws -> String {
    var browser = scripted.browser
    try await get("/fragment", as: &browser)
    return browser.page
  }

  /// `/fragment?since=VERSION`: a patch or the whole fragment.
  @discardableResult
  func update(_ scripted: inout ScriptedPage, since version: String? = nil) async throws
    -> TestResponse
  {
    var headers: HTTPFields = [:]
    headers[.cookie] = scripted.browser.cookie
    let response = try await execute(
      uri: "/fragment?since=\(version ?? scripted.browser.version)", method: .get,
      headers: headers)
    try scripted.show(response)
    return response
  }
}

@Suite("WebHost: patches")
struct WebHostPatchTests {
  /// Every step of a walk through the demo, patched, equals the whole render of that step.
  @Test func patchingThePageEqualsAWholeRenderAfterEveryEvent() async throws {
    try await demoHost().buildApplication(logger: quietLogger).test(.router) { client in
      var scripted = ScriptedPage()
      try await client.open(&scripted)
      // Switching back to Todos rewrites the whole tab view, which is no smaller than the
      // fragment: that one is sent whole.
      let steps: [(String, [String: String], patched: Bool)] = [
        ("Buy milk", [:], true), ("Show done", [:], true), ("Show done", [:], true),
        ("Add", [:], true), ("Save", ["Title": "Bake bread"], true),
        ("Edit Bake bread", [:], true), ("Cancel", [:], true), ("Title", [:], true),
        ("Added", [:], true), ("Call mom", [:], true), ("Delete Call mom", [:], true),
        ("Delete", [:], true), ("Done Buy milk", [:], true), ("Done", [:], true),
        ("All", [:], true), ("About", [:], true), ("Todos", [:], false),
        ("Reopen Buy milk", [:], true), ("Remind me in 2 s", [:], true),
      ]
      for (name, typing, patched) in steps {
        let patchesBefore = scripted.patches
        try await client.scriptedClick(name, on: &scripted, typing: typing)
        #expect((scripted.patches > patchesBefore) == patched, "“\(name)”")
        var whole = PatchedPage(fragment: try await client.wholeFragment(as: scripted))
        // The reminder may arrive meanwhile: catch up as a live update would.
        while whole.version != scripted.page.version {
          try await client.update(&scripted)
          whole = PatchedPage(fragment: try await client.wholeFragment(as: scripted))
        }
        #expect(scripted.page.html == whole.html, "after “\(name)”")
        if scripted.page.html != whole.html { break }
      }
    }
  }

  @Test func selectingARowSendsMuchLessThanTheFragment() async throws {
    try await demoHost().buildApplication(logger: quietLogger).test(.router) { client in
      var scripted = ScriptedPage()
      try await client.open(&scripted)
      let fragmentBytes = try await client.wholeFragment(as: scripted).utf8.count
      let response = try await client.scriptedClick("Buy milk", on: &scripted)
      #expect(response.headers[.contentType] == "application/json")
      #expect(scripted.lastAnswerBytes * 3 < fragmentBytes)
      #expect(scripted.page.html.contains(#"<li class="row selected""#))
    }
  }

  @Test func aPageOnAnOlderRenderGetsAPatchFromItOrTheWholeFragment() async throws {
    try await demoHost().buildApplication(logger: quietLogger).test(.router) { client in
      var first = ScriptedPage()
      try await client.open(&first)
      var second = first.copy()
      let start = first.browser.version
      try await client.scriptedClick("Buy milk", on: &first)
      // The second window, one render behind: a patch from its render.
      #expect(
        try await client.update(&second).headers[.contentType] == "application/json")
      #expect(second.page.html == first.page.html)
      // Renders older than the last two sent are forgotten: the whole fragment.
      try await client.scriptedClick("Show done", on: &first)
      try await client.scriptedClick("Show done", on: &first)
      var third = ScriptedPage(browser: first.browser)
      let response = try await client.update(&third, since: start)
      #expect(response.headers[.contentType] == "text/html; charset=utf-8")
      #expect(third.page.html == first.page.html)
      // Up to date already: an empty patch.
      let current = try await client.update(&first)
      #expect(String(buffer: current.body).hasSuffix(#""ops":[]}"#))
    }
  }

  @Test func aStaleEventIsRefusedAndThePageCatchesUpFromItsOwnRender() async throws {
    try await demoHost().buildApplication(logger: quietLogger).test(.router) { client in
      var current = ScriptedPage()
      try await client.open(&current)
      var old = current.copy()
      try await client.scriptedClick("Delete Buy milk", on: &current)
      try await client.scriptedClick("Delete", on: &current)
      var headers: HTTPFields = [.contentType: "application/x-www-form-urlencoded"]
      headers[.cookie] = old.browser.cookie
      headers[HTTPField.Name("X-Triptych-Fetch")!] = "1"
      headers[HTTPField.Name("X-Triptych-Accept")!] = "patch"
      let stale = try await client.execute(
        uri: "/events", method: .post, headers: headers,
        body: ByteBuffer(
          string: formEncode([
            ("csrf", old.browser.csrf), ("version", old.browser.version),
            ("element", try #require(old.browser.button("Edit Buy milk"))),
          ])))
      #expect(stale.status == .conflict)
      #expect(String(buffer: stale.body).contains("no longer on the page"))
      // What the page script does next: catch up, then it shows what the other page shows.
      try await client.update(&old)
      #expect(old.page.html == current.page.html)
      #expect(!old.page.html.contains("Buy milk"))
    }
  }

  @Test func aPatchForAnotherRenderIsNotApplied() async throws {
    try await demoHost().buildApplication(logger: quietLogger).test(.router) { client in
      var scripted = ScriptedPage()
      try await client.open(&scripted)
      let behind = scripted.copy()
      try await client.scriptedClick("Buy milk", on: &scripted)
      try await client.scriptedClick("Show done", on: &scripted)
      // A patch made from the newer render does not fit the page that is behind.
      let patch = try await client.execute(
        uri: "/fragment?since=\(scripted.page.version! - 1)", method: .get,
        headers: [.cookie: try #require(scripted.browser.cookie)])
      #expect(patch.headers[.contentType] == "application/json")
      #expect(throws: PatchedPage.Failure.self) {
        try behind.page.apply(patchJSON: String(buffer: patch.body))
      }
    }
  }

  @Test func aNewRootSendsTheWholeFragment() async throws {
    let host = WebHost(makeApp: { _ in Screens() })
    try await host.buildApplication(logger: quietLogger).test(.router) { client in
      var scripted = ScriptedPage()
      try await client.open(&scripted)
      try await client.scriptedClick("Sign in", on: &scripted)
      #expect(scripted.fragments == 1)
      #expect(scripted.page.html.contains("Signed in"))
    }
  }
}

/// Two screens with nothing in common: switching replaces the root's content.
struct Screens: View {
  @Observable final class Model {
    var isSignedIn = false
  }
  let model = Model()

  var body: some View {
    if model.isSignedIn {
      HStack { Text("Signed in") }
    } else {
      VStack { Button("Sign in") { model.isSignedIn = true } }
    }
  }
}
