import HTTPTypes
import Hummingbird
import HummingbirdWebSocket
import Logging
import Views

/// `/socket`: a page's events and live updates over one WebSocket (see ``PageSocket``).
extension WebHostRoutes {
  /// Opens `/socket?csrf=TOKEN&version=VERSION` only for a live session's cookie together
  /// with that session's CSRF token: a page of another site has neither, and another
  /// session's cookie does not go with this token.
  func registerSocket(on router: Router<WebHostRequestContext>) {
    router.ws(
      "/socket",
      shouldUpgrade: { request, context in
        guard case .found(let session) = lookup(request),
          let token = request.uri.queryParameters.get("csrf"),
          RandomToken.constantTimeEquals(token, session.csrfToken)
        else {
          context.logger.notice("Refused a socket without this session's cookie and token")
          return .dontUpgrade
        }
        return .upgrade([:])
      },
      onUpgrade: { inbound, outbound, context in
        let request = context.request
        guard case .found(let session) = lookup(request),
          let id = request.cookieValue(named: Self.cookieName)
        else { return }
        let version = request.uri.queryParameters.get("version", as: Int.self) ?? 0
        let socket = PageSocket(
          routes: self, session: session, openedID: id, pageVersion: version,
          logger: context.logger)
        try await socket.run(inbound: inbound, outbound: outbound)
      })
  }

  /// An event's answer, as the socket sends it.
  struct SocketAnswer {
    enum Kind: String {
      /// A ``DOMPatch``.
      case patch
      /// The whole fragment.
      case html
      /// Why the event was refused.
      case text
    }

    var status: HTTPResponse.Status
    var kind: Kind
    var body: ByteBuffer
    /// The render the page shows once it applied `body`, if it is one.
    var version: Int?
  }

  /// Checks and applies an event that came over the socket, as `POST /events` does one from
  /// the page script; `listener` is the socket's own (its answer brings the render).
  func answer(
    event body: String, session: Session, listener: Int?, logger: Logger
  ) async -> SocketAnswer {
    let event: ViewEvent
    switch checkedEvent(body, session: session, limits: EventLimits(host.configuration)) {
    case .success(let checked):
      event = checked
    case .failure(let refusal):
      logger.notice(
        "Refused event",
        metadata: ["status": "\(refusal.status.code)", "reason": "\(refusal.message)"])
      return SocketAnswer(
        status: refusal.status, kind: .text, body: ByteBuffer(string: refusal.message))
    }
    switch await session.handle(event, title: title, delivery: .patch, answering: listener) {
    case .success(let rendered?):
      return SocketAnswer(
        status: .ok, kind: rendered.isPatch ? .patch : .html, body: rendered.body,
        version: rendered.version)
    case .success(nil):
      return SocketAnswer(status: .ok, kind: .text, body: ByteBuffer())
    case .failure(let error):
      logger.notice("Refused event", metadata: ["reason": "\(error.description)"])
      return SocketAnswer(
        status: Self.status(of: error), kind: .text, body: ByteBuffer(string: error.description))
    }
  }
}
