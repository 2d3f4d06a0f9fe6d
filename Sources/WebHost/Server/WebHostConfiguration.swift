import Foundation

/// How a ``WebHost`` listens and how it limits sessions and requests.
///
/// ```swift
/// var configuration = WebHostConfiguration()
/// configuration.port = 0                      // any free port
/// configuration.sessionIdleTimeout = .seconds(600)
/// ```
public struct WebHostConfiguration: Sendable {
  /// The address to bind; loopback by default so nothing is exposed by accident.
  public var host = "127.0.0.1"
  /// The port to bind; 0 picks a free one (the URL is logged and passed to `onRunning`).
  public var port = 8080
  /// The page title.
  public var title = "Triptych"
  /// How many sessions are kept, per client address and in all, and for how long.
  public var sessionLimits = SessionLimits()
  /// A session unused for this long ends (its app is released): ``SessionLimits/idleTimeout``.
  public var sessionIdleTimeout: Duration {
    get { sessionLimits.idleTimeout }
    set { sessionLimits.idleTimeout = newValue }
  }
  /// At most this many live sessions: ``SessionLimits/maxSessions``.
  public var maxSessions: Int {
    get { sessionLimits.maxSessions }
    set { sessionLimits.maxSessions = newValue }
  }
  /// The largest event accepted, not counting the one text field it may carry (see
  /// ``maxTextBytes``); larger events get 413. Events carry only the fields the user changed,
  /// so an ordinary click stays far below it.
  public var maxBodyBytes = 64 * 1024
  /// The most text one field of an event may carry, in UTF-8 bytes: 10 MB by default, so a
  /// large document can be saved in one event. Larger text is refused (413) with a message
  /// naming its size and ``largeTextAdvice``, and the page keeps the text in its field.
  ///
  /// ```swift
  /// configuration.maxTextBytes = 2 * 1024 * 1024
  /// configuration.largeTextAdvice = "Use `triptych import` for larger files."
  /// ```
  public var maxTextBytes = 10 * 1024 * 1024
  /// What the message about too large a text suggests instead (the app knows, the host does
  /// not); `nil` says nothing more.
  public var largeTextAdvice: String?
  /// Marks the session cookie `Secure`: set it when a TLS proxy serves the host. Requests with
  /// `X-Forwarded-Proto: https` get a `Secure` cookie anyway.
  public var servedOverTLS = false
  /// Names this server in a `triptych_route` cookie set beside each new session's cookie, so
  /// a proxy in front of several servers can send a session's requests back to the server
  /// that holds it (sessions live in one server's memory); `nil` sets none.
  ///
  /// ```nginx
  /// map $cookie_triptych_route $triptych { a 127.0.0.1:8081; b 127.0.0.1:8082; default all; }
  /// ```
  public var routeName: String?
  /// Adds an `X-Triptych-Render` header to a session's pages, fragments and event answers: its
  /// render counts so far (`ViewHost.renderTotals`), for benchmarks to tell what an
  /// event cost the engine. Off by default: it tells a visitor about the server's work.
  ///
  /// ```
  /// X-Triptych-Render: views-resolved=3 views-reused=41 nodes-changed=5 rows-resolved=100
  /// ```
  public var reportsRenderStatistics = false
  /// How long a connection may take over a request's head and body, and may stay idle
  /// between requests; slow or malformed requests are answered (400, 408, 431) and closed.
  public var connectionLimits = ConnectionLimits()
  /// How long a graceful stop (SIGTERM, Ctrl-C) waits for open requests and live updates to
  /// finish before it ends them.
  public var gracefulStopLimit: Duration = .seconds(5)
  /// Pages served beside the app (no session), such as `/compare`.
  public var pages: [WebHostPage] = []
  /// Folders of files served as they are beside the app, such as a documentation site under
  /// `/docs` (see ``StaticFolder``).
  ///
  /// ```swift
  /// configuration.staticFolders = [StaticFolder(path: "/docs", folder: site)]
  /// ```
  public var staticFolders: [StaticFolder] = []
  /// The app's package folder, whose `Sources/` the debugger's messages link to (served at
  /// `/source`, Swift files only); nil when the server runs away from its package.
  public var sourceRoot: URL?

  /// The defaults: 127.0.0.1:8080, sessions idle for at most 30 minutes, events of 64 KB and texts
  /// of 10 MB.
  public init() {}
}
