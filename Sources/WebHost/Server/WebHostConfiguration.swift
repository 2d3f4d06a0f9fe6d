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
  /// A session unused for this long ends (its app is released).
  public var sessionIdleTimeout: Duration = .seconds(30 * 60)
  /// At most this many live sessions; new visitors beyond it get a clear 503 page.
  public var maxSessions = 10_000
  /// The largest request body accepted (an event form); larger ones get 413.
  public var maxBodyBytes = 64 * 1024
  /// Marks the session cookie `Secure`: set it when a TLS proxy serves the host. Requests with
  /// `X-Forwarded-Proto: https` get a `Secure` cookie anyway.
  public var servedOverTLS = false

  public init() {}
}
