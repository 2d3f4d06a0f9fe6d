import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import HummingbirdWSClient
import HummingbirdWSTesting
import Synchronization
import Testing
import Views
import WebHostDemo

@testable import WebHost

/// What a page's socket received, in order.
final class Received: Sendable {
  private let messages = Mutex<[String]>([])
  func append(_ message: String) { messages.withLock { $0.append(message) } }
  var all: [String] { messages.withLock { $0 } }
}

extension TestClientProtocol {
  /// Opens `/socket` as `browser` with `token`, runs `body` on it; throws when it is refused.
  func socket(
    as browser: Browser, token: String?, version: String,
    _ body:
      @escaping @Sendable (WebSocketInboundMessageStream, WebSocketOutboundWriter)
      async throws -> Void
  ) async throws {
    var configuration = WebSocketClientConfiguration()
    if let cookie = browser.cookie { configuration.additionalHeaders[.cookie] = cookie }
    let query = (token.map { "csrf=\($0)&" } ?? "") + "version=\(version)"
    try await ws("/socket?\(query)", configuration: configuration, logger: quietLogger) {
      inbound, outbound, _ in
      try await body(inbound.messages(maxSize: 1 << 22), outbound)
    }
  }
}

/// The next text message, skipping none.
private func next(_ iterator: inout WebSocketInboundMessageStream.AsyncIterator) async throws
  -> String
{
  guard case .text(let text) = try await iterator.next() else { return "" }
  return text
}

@Suite("WebHost: the page's socket")
struct WebHostSocketTests {
  @Test func theSocketIsRefusedWithoutTheCSRFToken() async throws {
    try await demoHost().buildApplication(logger: quietLogger).test(.live) { client in
      var browser = Browser()
      try await client.get("/", as: &browser)
      await #expect(throws: (any Error).self) {
        try await client.socket(as: browser, token: nil, version: browser.version) { _, _ in }
      }
      await #expect(throws: (any Error).self) {
        try await client.socket(
          as: browser, token: String(repeating: "0", count: 64), version: browser.version
        ) { _, _ in }
      }
    }
  }

  @Test func theSocketIsRefusedWithAnotherSessionsCookie() async throws {
    try await demoHost().buildApplication(logger: quietLogger).test(.live) { client in
      var mine = Browser()
      var theirs = Browser()
      try await client.get("/", as: &mine)
      try await client.get("/", as: &theirs)
      var borrowed = mine
      borrowed.cookie = theirs.cookie
      await #expect(throws: (any Error).self) {
        try await client.socket(as: borrowed, token: mine.csrf, version: mine.version) { _, _ in }
      }
    }
  }

  /// An event over the socket is answered with a patch that makes the page what a whole
  /// render writes; a refused one with its message.
  @Test func eventsOverTheSocketAreAnsweredWithPatches() async throws {
    try await demoHost().buildApplication(logger: quietLogger).test(.live) { client in
      var scripted = ScriptedPage()
      try await client.open(&scripted)
      let browser = scripted.browser
      let received = Received()
      let select = try #require(browser.button("Buy milk"))
      try await client.socket(as: browser, token: browser.csrf, version: browser.version) {
        inbound, outbound in
        var messages = inbound.makeAsyncIterator()
        received.append(try await next(&messages))
        let event = formEncode([
          ("csrf", browser.csrf), ("version", browser.version), ("element", select),
        ])
        try await outbound.write(.text("e 1\n\(event)"))
        // The event's own render is pushed too, and skipped: the page already has it.
        received.append(try await next(&messages))
        let nextVersion = Int(browser.version)! + 1
        try await outbound.write(
          .text("e 2\ncsrf=\(browser.csrf)&version=\(nextVersion)&element=ezzzzzz"))
        received.append(try await next(&messages))
      }
      let messages = received.all
      #expect(messages.first?.hasPrefix("hello ") == true)
      let answer = try #require(messages.dropFirst().first)
      #expect(answer.hasPrefix("a 1 200 patch\n"))
      try scripted.page.apply(patchJSON: String(answer.drop { $0 != "\n" }.dropFirst()))
      let whole = try await client.wholeFragment(as: scripted)
      #expect(scripted.page.html == PatchedPage(fragment: whole).html)
      #expect(messages.last?.hasPrefix("a 2 400 text\nThere is no control") == true)
    }
  }

  /// An event from an older render is refused with the reason (as `POST /events` refuses it),
  /// and the page gets the fresh state over the same socket, from the render it shows.
  @Test func aStaleEventIsRefusedAndTheFreshStateFollows() async throws {
    try await demoHost().buildApplication(logger: quietLogger).test(.live) { client in
      var current = ScriptedPage()
      try await client.open(&current)
      var old = current.copy()
      try await client.scriptedClick("Delete Buy milk", on: &current)
      try await client.scriptedClick("Delete", on: &current)
      let browser = old.browser
      let edit = try #require(browser.button("Edit Buy milk"))
      let received = Received()
      try await client.socket(as: browser, token: browser.csrf, version: browser.version) {
        inbound, outbound in
        var messages = inbound.makeAsyncIterator()
        _ = try await next(&messages)
        let event = formEncode([
          ("csrf", browser.csrf), ("version", browser.version), ("element", edit),
        ])
        try await outbound.write(.text("e 1\n\(event)"))
        // The refusal and the push of the newer render, in either order.
        received.append(try await next(&messages))
        received.append(try await next(&messages))
      }
      let messages = received.all
      let refusal = try #require(messages.first { $0.hasPrefix("a 1 ") }, "\(messages)")
      #expect(refusal.hasPrefix("a 1 409 text\n"))
      #expect(refusal.contains("no longer on the page"))
      // A patch from the old render, or the whole fragment when that is smaller.
      let pushed = try #require(messages.first { $0.hasPrefix("p ") }, "\(messages)")
      let body = String(pushed.drop { $0 != "\n" }.dropFirst())
      if pushed.hasPrefix("p patch\n") {
        try old.page.apply(patchJSON: body)
      } else {
        #expect(pushed.hasPrefix("p html\n"))
        old.page = PatchedPage(fragment: body)
      }
      #expect(old.page.html == current.page.html)
      #expect(!old.page.html.contains("Buy milk"))
    }
  }

  @Test func workThatFinishesLaterIsPushedAsAPatch() async throws {
    let (release, releaseWork) = AsyncStream.makeStream(of: Void.self)
    let host = WebHost(makeApp: { context in SlowGreeting(work: context.work, release: release) })
    try await host.buildApplication(logger: quietLogger).test(.live) { client in
      var scripted = ScriptedPage()
      try await client.open(&scripted)
      let browser = scripted.browser
      let greet = try #require(browser.button("Greet"))
      let received = Received()
      try await client.socket(as: browser, token: browser.csrf, version: browser.version) {
        inbound, outbound in
        var messages = inbound.makeAsyncIterator()
        _ = try await next(&messages)
        let event = formEncode([
          ("csrf", browser.csrf), ("version", browser.version), ("element", greet),
        ])
        try await outbound.write(.text("e 1\n\(event)"))
        received.append(try await next(&messages))
        releaseWork.yield()
        received.append(try await next(&messages))
      }
      let pushed = try #require(received.all.last)
      #expect(pushed.hasPrefix("p patch\n"))
      #expect(pushed.contains("Hello!"))
    }
  }
}
