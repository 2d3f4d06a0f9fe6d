import Hummingbird
import HummingbirdWebSocket
import Logging
import ServiceLifecycle
import Views

/// One page's WebSocket: its events in, their answers and the live updates out, in order.
///
/// Text messages, a head line and a body:
/// - page → server: `e SEQ` + form body: an event, exactly what `POST /events` takes;
///   `v VERSION`: the page now shows that render (it loaded one over HTTP);
/// - server → page: `hello INSTANCE` first (the server process, as `/health` names it: a page
///   whose socket closes without a word waits for another one, as after `restarting`);
///   `a SEQ STATUS KIND` + body: the event's answer, where KIND is `patch`
///   (a ``DOMPatch``), `html` (the whole fragment), `text` (a refusal's message) or `reload`;
///   `p KIND` + body: a live update; `ended`; `restarting INSTANCE`.
///
/// `reload` means the session has new keys waiting (the user signed in or out): only an HTTP
/// request can carry the new cookie, so the page loads the fragment over HTTP and opens a new
/// socket; this one closes. A socket never outlives the session id it was opened with.
struct PageSocket {
  let routes: WebHostRoutes
  let session: Session
  /// The id the socket was opened with.
  let openedID: String
  /// The render the page shows: what patches start from.
  var pageVersion: Int
  let logger: Logger
  /// The socket's listener on the session (see ``Session/subscribeListener()``).
  var listener: Int? = nil

  private enum Input {
    case event(sequence: Substring, body: Substring)
    case version(Int)
    /// The session has a new render (its version, when known): push it unless the page has it.
    case render(Int?)
    case closed
    case ended
    case restarting
  }

  func run(inbound: WebSocketInboundStream, outbound: WebSocketOutboundWriter) async throws {
    let (inputs, input) = AsyncStream.makeStream(of: Input.self)
    let limits = EventLimits(routes.host.configuration)
    let session = self.session
    // Counted as open until this returns, so a stopping server waits for the `restarting`.
    let shutdown = routes.host.shutdown
    let opened = shutdown.open()
    defer { shutdown.closed(opened) }
    try await outbound.writeTextMessage("hello \(routes.host.instance)")
    let (listener, versions) = await session.subscribeListener()
    try await withThrowingTaskGroup(of: Void.self) { group in
      group.addTask {
        defer { input.yield(.closed) }
        for try await message in inbound.messages(maxSize: limits.maxBodyBytes + 64) {
          guard case .text(let text) = message else { continue }
          input.yield(Self.parse(text))
        }
      }
      group.addTask {
        for await _ in opened.stopping {}
        if !Task.isCancelled { input.yield(.restarting) }
      }
      group.addTask {
        // The server's own graceful shutdown as well, for a host run without the sockets'
        // shutdown step (`buildApplication` alone): the library may close the socket first.
        // A handler, not `cancelOnGracefulShutdown()`, whose merged sequence costs two more
        // task switches per render.
        await withGracefulShutdownHandler {
          for await version in versions { input.yield(.render(version)) }
        } onGracefulShutdown: {
          input.yield(.restarting)
        }
        // The stream ends by itself only when the session ended.
        if !Task.isCancelled { input.yield(.ended) }
      }
      var socket = self
      socket.listener = listener
      for await next in inputs {
        guard try await socket.handle(next, outbound) else { break }
      }
      group.cancelAll()
    }
  }

  private static func parse(_ text: String) -> Input {
    let head = text.prefix { $0 != "\n" }
    let body = text.dropFirst(head.count + 1)
    let words = head.split(separator: " ")
    switch (words.first, words.count) {
    case ("e", 2): return .event(sequence: words[1], body: body)
    case ("v", 2): return Int(words[1]).map(Input.version) ?? .render(nil)
    default: return .render(nil)
    }
  }

  /// Handles one input; false when the socket is done.
  private mutating func handle(_ input: Input, _ outbound: WebSocketOutboundWriter) async throws
    -> Bool
  {
    switch input {
    case .closed:
      return false
    case .ended:
      try await outbound.writeTextMessage("ended")
      return false
    case .restarting:
      // Fails when the library already closed the socket: the page then reads the clean
      // close after `hello` the same way.
      try? await outbound.writeTextMessage("restarting \(routes.host.instance)")
      return false
    case .version(let version):
      pageVersion = version
      return true
    case .render(let version?) where version <= pageVersion:
      // The page has it: most often the render of the page's own event, already answered.
      return true
    case .render, .event:
      break
    }
    // The session must still be the one the socket was opened for, under the same id (which
    // also marks it as used, as a request would).
    guard session.id == openedID else {
      try await outbound.writeTextMessage("reload")
      return false
    }
    guard case .found = routes.host.registry.lookup(openedID) else {
      try await outbound.writeTextMessage("ended")
      return false
    }
    if case .event(let sequence, let body) = input {
      let answer = await routes.answer(
        event: String(body), session: session, listener: listener, logger: logger)
      if answer.status == .ok, session.keys.isRenewalRequested {
        try await outbound.writeTextMessage("a \(sequence) 200 reload")
        return false
      }
      try await outbound.writeTextMessage(
        "a \(sequence) \(answer.status.code) \(answer.kind.rawValue)\n\(String(buffer: answer.body))"
      )
      if let version = answer.version { pageVersion = version }
      return true
    }
    guard await session.version > pageVersion else { return true }
    if session.keys.isRenewalRequested {
      try await outbound.writeTextMessage("reload")
      return false
    }
    let rendered = await session.update(since: pageVersion, title: routes.host.configuration.title)
    try await outbound.writeTextMessage(
      "p \(rendered.isPatch ? "patch" : "html")\n\(String(buffer: rendered.body))")
    pageVersion = rendered.version
    return true
  }
}
