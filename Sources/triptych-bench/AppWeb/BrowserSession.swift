import Foundation

/// One browser tab on the app, driven as the page's script drives it (`ClientScript`): one
/// kept-alive connection, the session cookie (renewed whenever an answer sets a new one), the
/// CSRF token and render version from the page, events posted to `/events` as form fields
/// with `X-Triptych-Fetch`, and a newer render announced on `/live` fetched from `/fragment`.
///
/// Blocking: runs on a thread of its own, never on the concurrency pool the server uses.
final class BrowserSession {
  struct Failure: Error, CustomStringConvertible {
    var description: String
  }

  let port: Int
  private let connection: HTTPConnection
  /// The session's render counts from the last answer that carried them.
  private var renderCounts: RenderCounts?
  private(set) var cookie: String?
  private(set) var live: LiveStream?
  /// The page's socket once ``openSocket()`` opened it: events then go over it.
  private(set) var socket: SocketConnection?
  private var sequence = 0
  /// The last answer that was the app's HTML (a page or a fragment).
  private var html: [UInt8] = []
  private var scanned: PageScan?
  private(set) var csrfToken: String?
  private(set) var version: Int?
  /// Whether the last answer was not HTML (a patch): ids and version come from a new page.
  private var needsPage = true

  init(port: Int) {
    self.port = port
    connection = HTTPConnection(port: port)
  }

  deinit { live?.close() }

  /// The controls, fields and rows of what the page shows now, read from a full page when
  /// the last answer was not one.
  func screen() throws -> PageScan {
    if needsPage { _ = try loadPage() }
    if let scanned { return scanned }
    let scan = PageScan(html)
    scanned = scan
    return scan
  }

  // MARK: Requests

  /// `GET /`: the full page, as a reload shows it.
  @discardableResult
  func loadPage() throws -> HTTPConnection.Response {
    let response = try connection.get("/", headers: cookieHeader)
    try absorb(response)
    guard response.status == 200, !needsPage else {
      throw Failure(description: "GET / answered \(response.status) without the app's page")
    }
    return response
  }

  func get(_ path: String) throws -> HTTPConnection.Response {
    let response = try connection.get(path, headers: cookieHeader)
    try absorb(response)
    return response
  }

  /// Posts one event, the page's way: token and version of the shown render, the control's
  /// id, and the text fields the user changed.
  func post(
    element: String?, fields: [String: String] = [:], action: String? = nil
  ) throws -> HTTPConnection.Response {
    let body = try eventBody(element: element, fields: fields, action: action)
    let response = try connection.post(
      "/events", form: body,
      headers: cookieHeader + [("X-Triptych-Fetch", "1"), ("X-Triptych-Accept", "patch")])
    try absorb(response)
    return response
  }

  /// An event's form body, the page's way: token and version of the shown render, the
  /// control's id, and the text fields the user changed.
  private func eventBody(
    element: String?, fields: [String: String], action: String? = nil
  ) throws -> String {
    guard let csrfToken, let version else { throw Failure(description: "no page shown yet") }
    var form = [("csrf", csrfToken), ("version", String(version))]
    if let element { form.append(("element", element)) }
    if let action { form.append(("action", action)) }
    for (id, value) in fields.sorted(by: { $0.key < $1.key }) { form.append(("f." + id, value)) }
    return form.map { "\(Self.encode($0.0))=\(Self.encode($0.1))" }.joined(separator: "&")
  }

  /// Opens the page's `/live` stream with the current cookie (once signed in: a sign-in
  /// renews the id, and a page opened before it would reopen after the reload).
  func openLive() throws {
    live?.close()
    guard let cookie else { throw Failure(description: "no session cookie") }
    live = try LiveStream(port: port, cookie: cookie)
  }

  // MARK: An event, measured

  /// Clicks `element` (with `fields` typed) and waits until the page is settled: the answer is
  /// shown, and any newer render the server announces within the quiet time (work the event
  /// started finishing later, such as a save) has been fetched as the script would. The CPU
  /// window spans all of that, so the server's deferred work is counted.
  func measuredEvent(
    element: String?, fields: [String: String] = [:]
  ) throws -> AppWebSample {
    if socket != nil { return try measuredSocketEvent(element: element, fields: fields) }
    let countsBefore = renderCounts
    let processStart = CPUClock.process()
    let threadStart = CPUClock.thread()
    let start = ContinuousClock.now
    let answer = try post(element: element, fields: fields)
    var lastAnswer = ContinuousClock.now
    var bytes = answer.wireBytes
    var followUps = 0
    // Deferred work renders at about the event's own cost; a render's time is the scale.
    let quiet = max(Duration.milliseconds(250), (lastAnswer - start) * 3)
    while ContinuousClock.now - lastAnswer < quiet {
      Thread.sleep(forTimeInterval: 0.005)
      guard let live, let shown = version, live.latestVersion > shown else { continue }
      // As the script asks: a patch from the render shown, when the server can make one.
      let fragment = try get("/fragment?since=\(shown)")
      bytes += fragment.wireBytes
      followUps += 1
      lastAnswer = ContinuousClock.now
    }
    let threadCPU = CPUClock.thread() - threadStart
    return AppWebSample(
      wallNanoseconds: (lastAnswer - start).nanoseconds, wireBytes: bytes,
      serverCPUNanoseconds: CPUClock.process() - processStart - threadCPU,
      clientCPUNanoseconds: threadCPU, followUps: followUps,
      failed: !(200..<300).contains(answer.status),
      renders: countsBefore.flatMap { before in renderCounts.map { $0 - before } })
  }

  // MARK: Over the page's socket

  /// Opens the page's WebSocket as the script does once the page loaded (its CSRF token and
  /// render version; the cookie goes along); later events go over it. The `/live` stream
  /// closes: a page with a socket has none.
  func openSocket() throws {
    _ = try screen()
    guard let cookie, let csrfToken, let version else {
      throw Failure(description: "no page shown yet")
    }
    let socket = try SocketConnection(
      port: port, path: "/socket?csrf=\(csrfToken)&version=\(version)", cookie: cookie)
    guard let hello = try socket.receive(), hello.text.hasPrefix("hello ") else {
      throw Failure(description: "the socket did not say hello")
    }
    live?.close()
    live = nil
    self.socket = socket
  }

  /// ``measuredEvent(element:fields:)`` over the socket: the event's answer, then every live
  /// update pushed within the same quiet time (the pushes are what `/fragment` fetches are
  /// over HTTP).
  private func measuredSocketEvent(
    element: String?, fields: [String: String]
  ) throws -> AppWebSample {
    guard let socket else { throw Failure(description: "no socket") }
    // Updates pushed since the last window (a late save's render) are shown before this one.
    while let late = try socket.receive(timeout: .zero) { showSocketMessage(late.text) }
    let body = try eventBody(element: element, fields: fields)
    sequence += 1
    let head = "a \(sequence) "
    let processStart = CPUClock.process()
    let threadStart = CPUClock.thread()
    let start = ContinuousClock.now
    try socket.send("e \(sequence)\n\(body)")
    var bytes = 0
    var followUps = 0
    var status = 0
    while status == 0 {
      guard let message = try socket.receive() else {
        throw Failure(description: "the socket closed before the event's answer")
      }
      bytes += message.wireBytes
      if message.text.hasPrefix(head) {
        let words = message.text.prefix { $0 != "\n" }.split(separator: " ")
        status = words.count > 2 ? Int(words[2]) ?? 500 : 500
      } else {
        followUps += 1
      }
      showSocketMessage(message.text)
    }
    var lastAnswer = ContinuousClock.now
    let quiet = max(Duration.milliseconds(250), (lastAnswer - start) * 3)
    while case let remaining = quiet - (ContinuousClock.now - lastAnswer), remaining > .zero,
      let pushed = try socket.receive(timeout: remaining)
    {
      bytes += pushed.wireBytes
      followUps += 1
      lastAnswer = ContinuousClock.now
      showSocketMessage(pushed.text)
    }
    let threadCPU = CPUClock.thread() - threadStart
    return AppWebSample(
      wallNanoseconds: (lastAnswer - start).nanoseconds, wireBytes: bytes,
      serverCPUNanoseconds: CPUClock.process() - processStart - threadCPU,
      clientCPUNanoseconds: threadCPU, followUps: followUps, failed: status != 200)
  }

  /// Takes what an answer (`a SEQ STATUS KIND`) or a push (`p KIND`) shows: a patch's `to`
  /// render, or a whole fragment's token, version and markup.
  private func showSocketMessage(_ text: String) {
    let head = text.prefix { $0 != "\n" }
    let body = Array(text.utf8.dropFirst(head.utf8.count + 1))
    switch head.split(separator: " ").last {
    case "patch":
      if let to = Self.value(in: body, after: #""to":"#, until: UInt8(ascii: ","))
        .flatMap({ Int($0) })
      {
        version = to
      }
      needsPage = true
    case "html":
      if let token = Self.value(in: body, after: #"name="csrf" value=""#),
        let shown = Self.value(in: body, after: #"name="version" value=""#).flatMap({ Int($0) })
      {
        showHTML(body, token: token, version: shown)
      } else {
        needsPage = true
      }
    default:
      // A refusal's message: the script shows it and catches up.
      needsPage = true
    }
  }

  /// A GET measured alone (a page load, `/health`): no deferred work follows it.
  func measuredGet(_ path: String) throws -> AppWebSample {
    let processStart = CPUClock.process()
    let threadStart = CPUClock.thread()
    let start = ContinuousClock.now
    let response = try connection.get(path, headers: cookieHeader)
    let wall = ContinuousClock.now - start
    let threadCPU = CPUClock.thread() - threadStart
    if path == "/" || path == "/fragment" { try absorb(response) }
    return AppWebSample(
      wallNanoseconds: wall.nanoseconds, wireBytes: response.wireBytes,
      serverCPUNanoseconds: CPUClock.process() - processStart - threadCPU,
      clientCPUNanoseconds: threadCPU, failed: response.status != 200)
  }

  // MARK: State from answers

  private var cookieHeader: [(String, String)] {
    cookie.map { [("Cookie", $0)] } ?? []
  }

  /// Takes a renewed cookie, and the token, version and markup when the answer is the app's
  /// HTML. Only the token and version are read here (cheap, at the start of the answer); the
  /// controls are scanned when asked for.
  private func absorb(_ response: HTTPConnection.Response) throws {
    if let renewed = response.setCookie, !renewed.hasSuffix("=") { cookie = renewed }
    if let counts = RenderCounts(header: response.header("X-Triptych-Render")) {
      renderCounts = counts
    }
    guard (200..<300).contains(response.status) else {
      // A refused or stale event: the script shows the message and reloads the fragment.
      needsPage = true
      return
    }
    if response.header("content-type")?.hasPrefix("application/json") ?? false {
      // A patch: the page now shows its `to` render; controls are read from a fresh page
      // before the next event (outside the measured window).
      if let to = Self.value(in: response.body, after: #""to":"#, until: UInt8(ascii: ","))
        .flatMap({ Int($0) })
      {
        version = to
      }
      needsPage = true
      return
    }
    let isHTML = response.header("content-type")?.hasPrefix("text/html") ?? false
    let token = isHTML ? Self.value(in: response.body, after: #"name="csrf" value=""#) : nil
    let shown = isHTML ? Self.value(in: response.body, after: #"name="version" value=""#) : nil
    guard let token, let shown = shown.flatMap({ Int($0) }) else {
      needsPage = true
      return
    }
    showHTML(response.body, token: token, version: shown)
    // As the script does after a render loaded over HTTP: the socket's pushes start from it.
    try? socket?.send("v \(shown)")
  }

  private func showHTML(_ body: [UInt8], token: String, version shown: Int) {
    csrfToken = token
    version = shown
    html = body
    scanned = nil
    needsPage = false
  }

  private static func value(
    in body: [UInt8], after prefix: String, until terminator: UInt8 = UInt8(ascii: "\"")
  ) -> String? {
    let needle = Array(prefix.utf8)
    return body.withUnsafeBufferPointer { bytes -> String? in
      guard let found = firstOffset(of: needle, in: bytes, from: 0, to: bytes.count) else {
        return nil
      }
      let start = found + needle.count
      guard let end = bytes[start...].firstIndex(of: terminator) else { return nil }
      return String(decoding: bytes[start..<end], as: UTF8.self)
    }
  }

  private static let unreserved = CharacterSet(
    charactersIn: "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._*")

  /// `application/x-www-form-urlencoded`, as `URLSearchParams` writes it.
  static func encode(_ text: String) -> String {
    text.addingPercentEncoding(withAllowedCharacters: unreserved)?
      .replacingOccurrences(of: "%20", with: "+") ?? text
  }
}
