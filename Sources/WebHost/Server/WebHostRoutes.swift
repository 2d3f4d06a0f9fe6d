import HTTPTypes
import Hummingbird
import Logging
import ServiceLifecycle
import Views

/// The HTTP surface of a ``WebHost``.
struct WebHostRoutes: Sendable {
  let host: WebHost
  static let cookieName = "triptych_session"
  /// Names the server that holds the session, for a proxy's sticky routing.
  static let routeCookieName = "triptych_route"
  /// Set by the page script: `compact` or `regular` (see ``layout(of:)``).
  static let layoutCookieName = "triptych_layout"
  static let instanceHeader = HTTPField.Name("X-Triptych-Instance")!
  /// Sent by a page script that applies patches (`patch`): events are then answered with one
  /// when it is smaller than the fragment.
  static let acceptHeader = HTTPField.Name("X-Triptych-Accept")!
  /// The session's render counts, when the configuration asks for them (on pages, fragments
  /// and event answers).
  static let renderHeader = HTTPField.Name("X-Triptych-Render")!

  var title: String { host.configuration.title }

  func register(on router: Router<WebHostRequestContext>) {
    // `HEAD` is answered wherever `GET` is (``MethodsMiddleware`` drops the body).
    func get(
      _ path: RouterPath,
      _ handler: @escaping @Sendable (Request, WebHostRequestContext) async throws -> Response
    ) {
      router.get(path, use: handler)
      router.head(path, use: handler)
    }
    get("/") { request, context in try await page(request, context) }
    get("/start") { request, _ in startSession(request) }
    get("/fragment") { request, _ in try await fragment(request) }
    router.post("/events") { request, context in try await event(request, context) }
    get("/live") { request, _ in live(request) }
    get("/assets/app.css") { _, _ in
      Responses.asset(Stylesheet.css, contentType: "text/css; charset=utf-8")
    }
    get("/assets/app.js") { _, _ in
      Responses.asset(ClientScript.javascript, contentType: "text/javascript; charset=utf-8")
    }
    get("/favicon.ico") { _, _ in
      Responses.asset(Favicon.svg, contentType: Favicon.contentType)
    }
    for page in host.configuration.pages {
      get(RouterPath(page.path)) { request, _ in
        var query: [String: String] = [:]
        for (name, value) in request.uri.queryParameters { query[String(name)] = String(value) }
        return Responses.html(page.document(try await page.content(query)))
      }
    }
    for folder in host.configuration.staticFolders { register(folder, on: router) }
    let sources = SourcePage(root: host.configuration.sourceRoot)
    get(RouterPath(SourceLink.path)) { request, _ in
      switch sources.answer(at: request.uri.queryParameters.get("at")) {
      case .page(let title, let body):
        return Responses.html(
          WebHostPage.document(title: title, .page(body)))
      case .notFound(let message):
        let body = "<h1>No such source</h1><p>" + HTMLText.escaped(message) + "</p>"
        return Responses.html(
          WebHostPage.document(title: "No such source", .page(body)),
          status: .notFound)
      }
    }
    get("/health") { _, _ in
      // Which server answers: a page waiting out a restart goes on once a new one does.
      var response = Responses.text("ok", status: .ok)
      response.headers[Self.instanceHeader] = host.instance
      return response
    }
  }

  // MARK: Pages

  private func page(_ request: Request, _ context: WebHostRequestContext) async throws -> Response {
    let limits = EventLimits(host.configuration)
    switch lookup(request) {
    case .found(let session):
      let layout = Self.layout(of: request)
      let response = await renderRenewing(session, request) {
        await session.render(.page, title: title, limits: limits, layout: layout)
      }
      return await reportingRenders(of: session, response)
    case .gone:
      return sessionGone(isScript: false)
    case nil:
      guard let session = await createSession(clientAddress: context.clientAddress) else {
        return tooManySessions()
      }
      context.logger.info("Started session", metadata: ["sessions": "\(host.sessionCount)"])
      var response = Responses.html(
        await session.render(.page, title: title, limits: limits, layout: Self.layout(of: request)))
      response.setCookie(cookie(value: session.id, request: request))
      if let route = host.configuration.routeName {
        response.setCookie(
          Cookie(
            name: Self.routeCookieName, value: route, path: "/", httpOnly: true, sameSite: .strict))
      }
      return response
    }
  }

  /// The page width the page script last measured (its `triptych_layout` cookie), so a page
  /// loaded on a phone is collapsed from its first render.
  static func layout(of request: Request) -> HorizontalSizeClass? {
    request.cookieValue(named: layoutCookieName).flatMap(HorizontalSizeClass.init(rawValue:))
  }

  private func startSession(_ request: Request) -> Response {
    var response = Responses.redirect(to: "/")
    if case .found = lookup(request) { return response }
    response.setCookie(
      Cookie(
        name: Self.cookieName, value: "", maxAge: 0, path: "/", httpOnly: true, sameSite: .strict))
    return response
  }

  /// The app's fragment; with `?since=VERSION`, a patch from that render when it is smaller.
  private func fragment(_ request: Request) async throws -> Response {
    guard case .found(let session) = lookup(request) else { return sessionGone(isScript: true) }
    return await reportingRenders(of: session, try await fragment(request, session))
  }

  private func fragment(_ request: Request, _ session: Session) async throws -> Response {
    if let since = request.uri.queryParameters.get("since", as: Int.self) {
      let rendered = await session.update(since: since, title: title)
      if let renewed = renewIfRequested(session, request) {
        // The new CSRF token is in the fragment only.
        var response = Responses.html(await session.render(.fragment, title: title))
        response.setCookie(renewed)
        return response
      }
      return rendered.isPatch ? Responses.patch(rendered.body) : Responses.html(rendered.body)
    }
    return await renderRenewing(session, request) { await session.render(.fragment, title: title) }
  }

  /// `response` with the `X-Triptych-Render` header when the configuration asks for it.
  func reportingRenders(of session: Session, _ response: Response) async -> Response {
    guard host.configuration.reportsRenderStatistics else { return response }
    var response = response
    response.headers[Self.renderHeader] = await session.renderTotalsHeader
    return response
  }

  /// `render()`'s page, with a new session id when the app asked for one (the render itself
  /// may deliver the sign-in that asks): then rendered again, with the new CSRF token.
  private func renderRenewing(
    _ session: Session, _ request: Request, render: () async -> ByteBuffer
  ) async -> Response {
    let html = await render()
    guard let renewed = renewIfRequested(session, request) else { return Responses.html(html) }
    var response = Responses.html(await render())
    response.setCookie(renewed)
    return response
  }

  // MARK: Live updates

  /// Server-sent events: `render` with the new version whenever the page changes by itself
  /// (a delayed effect finished), `ended` when the session is gone, `restarting` (with this
  /// server's instance) when the server stops gracefully: the page then keeps what the user
  /// typed and waits for a new instance instead of reloading into an error.
  private func live(_ request: Request) -> Response {
    guard case .found(let session) = lookup(request) else {
      return Response(
        status: .ok,
        headers: [.contentType: "text/event-stream", .cacheControl: "no-store"],
        body: ResponseBody(byteBuffer: ByteBuffer(string: "event: ended\ndata: gone\n\n")))
    }
    let body = ResponseBody { writer in
      let versions = await session.subscribe()
      try await writer.write(ByteBuffer(string: "retry: 2000\n\n"))
      for try await version in versions.cancelOnGracefulShutdown() {
        try await writer.write(ByteBuffer(string: "event: render\ndata: \(version)\n\n"))
      }
      let last =
        Task.isShuttingDownGracefully
        ? "event: restarting\ndata: \(host.instance)\n\n" : "event: ended\ndata: gone\n\n"
      try? await writer.write(ByteBuffer(string: last))
      try await writer.finish(nil)
    }
    return Response(
      status: .ok,
      headers: [.contentType: "text/event-stream", .cacheControl: "no-store"],
      body: body)
  }

  // MARK: Sessions

  func lookup(_ request: Request) -> SessionRegistry.Lookup? {
    guard let id = request.cookieValue(named: Self.cookieName), !id.isEmpty else { return nil }
    guard RandomToken.isWellFormed(id) else { return .gone }
    return host.registry.lookup(id)
  }

  private func createSession(clientAddress: String?) async -> Session? {
    let makeApp = host.makeApp
    let eventLoop = host.sessionLoops.next()
    let keys = SessionKeys()
    let info = WebSessionInfo(clientAddress: clientAddress, keys: keys)
    guard
      let session = host.registry.add(
        address: clientAddress,
        {
          Session(eventLoop: eventLoop, keys: keys, makeApp: { makeApp($0, info) })
        })
    else {
      return nil
    }
    await session.start()
    return session
  }

  /// The cookie with the session's new id, when its app asked for one (the user signed in or
  /// out) and this request presented the current id; the old id is gone from then on.
  func renewIfRequested(_ session: Session, _ request: Request) -> Cookie? {
    guard let presented = request.cookieValue(named: Self.cookieName),
      let renewed = host.registry.renewIfRequested(session, presentedID: presented)
    else { return nil }
    return cookie(value: renewed, request: request)
  }

  private func cookie(value: String, request: Request) -> Cookie {
    let forwardedTLS = request.headers[HTTPField.Name("X-Forwarded-Proto")!] == "https"
    return Cookie(
      name: Self.cookieName,
      value: value,
      path: "/",
      secure: host.configuration.servedOverTLS || forwardedTLS,
      httpOnly: true,
      sameSite: .strict)
  }

  func sessionGone(isScript: Bool) -> Response {
    // Also what a server answers for a session another server holds (several servers behind
    // a proxy that lost the session's stickiness): the same way back to signing in.
    let message =
      "Your session has ended (it was idle too long, the server restarted, "
      + "or your request reached another server)."
    if isScript { return Responses.text(message, status: .gone) }
    return Responses.notice(
      title: "Session ended", message: message, link: ("/start", "Start again"), status: .gone,
      pageTitle: title)
  }

  private func tooManySessions() -> Response {
    Responses.notice(
      title: "Too busy",
      message: "The server has as many sessions as it allows. Please try again in a few minutes.",
      link: ("/", "Try again"), status: .serviceUnavailable, pageTitle: title)
  }

  func refusal(
    _ message: String,
    _ status: HTTPResponse.Status,
    isScript: Bool,
    context: WebHostRequestContext
  ) -> Response {
    context.logger.notice(
      "Refused event", metadata: ["status": "\(status.code)", "reason": "\(message)"])
    if isScript { return Responses.text(message, status: status) }
    return Responses.notice(
      title: "That did not work", message: message, link: ("/", "Back to the app"),
      status: status, pageTitle: title)
  }
}
