import Hummingbird
import HummingbirdCore
import HummingbirdWebSocket
import Logging
import NIOCore
import NIOPosix
import ServiceLifecycle
import Views

/// Serves a view-based app to browsers: one app instance per browser session, rendered as HTML,
/// with clicks and typing routed back to the app's closures.
///
/// Generic over nothing but a factory: any architecture plugs in by returning its root view
/// for a `HostContext` (which carries the session's `PendingWork` and clock).
///
/// ```swift
/// let host = WebHost(configuration: WebHostConfiguration()) { context in
///   DemoView(model: DemoModel(context: context))
/// }
/// try await host.run(logger: Logger(label: "triptych"))
/// ```
public struct WebHost: Sendable {
  /// How this host listens and what it limits, as it was created with.
  public let configuration: WebHostConfiguration
  let registry: SessionRegistry
  let makeApp: @Sendable (HostContext, WebSessionInfo) -> any View
  /// Serves the connections and runs the sessions (each on one of its loops).
  let eventLoopGroup: any EventLoopGroup = MultiThreadedEventLoopGroup.singleton
  /// Spreads sessions evenly over the group's loops (see ``Session``).
  let sessionLoops: SessionLoops
  /// Names this server process to pages waiting out a restart (`/health` answers it).
  let instance = String(RandomToken.make().prefix(16))
  /// Tells the pages' sockets that the server is stopping, before it does.
  let shutdown = ShutdownSignal()

  /// A host that makes a fresh app with `makeApp` for each new browser session.
  ///
  /// - Parameters:
  ///   - configuration: how the host listens and what it limits.
  ///   - now: monotonic time for session expiry (tests pass a manual one).
  ///   - makeApp: builds a fresh app for each new session, on that session's isolation.
  public init<Root: View>(
    configuration: WebHostConfiguration = WebHostConfiguration(),
    now: @escaping @Sendable () -> Duration = WebHost.monotonicNow,
    makeApp: @escaping @Sendable (HostContext) -> Root
  ) {
    self.init(configuration: configuration, now: now) { context, _ in makeApp(context) }
  }

  /// A host whose apps also learn about their session's browser (its address).
  ///
  /// ```swift
  /// WebHost { context, session in
  ///   TaskManagerTCA.makeApp(context, .live(database: db, clientAddress: session.clientAddress))
  /// }
  /// ```
  public init<Root: View>(
    configuration: WebHostConfiguration = WebHostConfiguration(),
    now: @escaping @Sendable () -> Duration = WebHost.monotonicNow,
    makeApp: @escaping @Sendable (HostContext, WebSessionInfo) -> Root
  ) {
    self.configuration = configuration
    self.makeApp = { makeApp($0, $1) }
    self.sessionLoops = SessionLoops(eventLoopGroup)
    self.registry = SessionRegistry(limits: configuration.sessionLimits, now: now)
  }

  /// Time since the process started, from the monotonic clock.
  @Sendable public static func monotonicNow() -> Duration {
    ContinuousClock.now - processStart
  }
  private static let processStart = ContinuousClock.now

  /// How many sessions are live.
  public var sessionCount: Int { registry.count }

  /// Ends the sessions that have been idle too long; returns how many ended. The running
  /// server does this periodically.
  @discardableResult
  public func sweepExpiredSessions() -> Int {
    registry.sweep()
  }

  /// The routes: `/`, `/start`, `/events`, `/fragment`, `/live`, `/assets/…`, `/health`, the
  /// configuration's pages and static folders; the page's WebSocket, `/socket`, is upgraded
  /// by ``buildSocketRouter()``.
  public func buildRouter() -> Router<WebHostRequestContext> {
    let router = Router(context: WebHostRequestContext.self)
    router.add(middleware: LogRequestsMiddleware(.info))
    router.add(middleware: SecurityHeadersMiddleware())
    let served = ServedMethods()
    router.add(middleware: MethodsMiddleware(served: served))
    WebHostRoutes(host: self).register(on: router)
    served.record(router.routes.map { ($0.path.description, $0.method) })
    return router
  }

  /// The route a page's WebSocket opens, `/socket`, apart from the others: only it is checked
  /// for an upgrade.
  public func buildSocketRouter() -> Router<WebHostRequestContext> {
    let router = Router(context: WebHostRequestContext.self)
    router.add(middleware: LogRequestsMiddleware(.info))
    WebHostRoutes(host: self).registerSocket(on: router)
    return router
  }

  /// The Hummingbird application: the routers, the listening address and the session sweeper.
  /// `onRunning` receives the URL once the server listens (useful with port 0).
  public func buildApplication(
    logger: Logger,
    onRunning: @escaping @Sendable (String) async -> Void = { _ in }
  ) -> some ApplicationProtocol {
    let configuration = self.configuration
    // An event over the socket is one message, as large as an event's body may be.
    let maxMessageBytes = max(1 << 14, EventLimits(configuration).maxBodyBytes + 64)
    let socketResponder = buildSocketRouter().buildResponder()
    // A page that does not answer the close handshake must not hold a stopping server up
    // for the library's default 15 s.
    let channelConfiguration = HTTP1WebSocketUpgradeChannel.Configuration(
      http1: .init(idleTimeout: TimeAmount(configuration.connectionLimits.idleTimeout)),
      ws: .init(maxFrameSize: maxMessageBytes, closeTimeout: .seconds(1)))
    return Application(
      router: buildRouter(),
      server: HTTPServerBuilder { responder in
        PageServerChannel(
          base: HTTP1WebSocketUpgradeChannel(
            responder: responder, webSocketResponder: socketResponder,
            configuration: channelConfiguration),
          limits: configuration.connectionLimits)
      },
      configuration: ApplicationConfiguration(
        address: .hostname(configuration.host, port: configuration.port),
        serverName: nil),
      services: [SessionSweeper(registry: registry, interval: sweepInterval, logger: logger)],
      onServerRunning: { channel in
        let port = channel.localAddress?.port ?? configuration.port
        await onRunning("http://\(configuration.host):\(port)/")
      },
      eventLoopGroupProvider: .shared(eventLoopGroup),
      logger: logger)
  }

  /// The application in a service group that first tells the pages' sockets that the server
  /// is restarting (they say so to their pages and close), then stops the server gracefully;
  /// on `SIGINT` and `SIGTERM` when `stopsOnSignals` (tests trigger it themselves).
  func buildServiceGroup(
    logger: Logger,
    stopsOnSignals: Bool = true,
    onRunning: @escaping @Sendable (String) async -> Void = { _ in }
  ) -> ServiceGroup {
    // The group stops its services in reverse order: the sockets' step before the server.
    var group = ServiceGroupConfiguration(
      services: [
        buildApplication(logger: logger, onRunning: onRunning),
        SocketShutdownService(
          shutdown: shutdown, logger: logger, requestLimit: configuration.gracefulStopLimit),
      ],
      gracefulShutdownSignals: stopsOnSignals ? [.sigterm, .sigint] : [],
      logger: logger)
    // Requests still open at the limit are cancelled; cancelled work gets one more second.
    group.maximumGracefulShutdownDuration = configuration.gracefulStopLimit
    group.maximumCancellationDuration = .seconds(1)
    return ServiceGroup(configuration: group)
  }

  /// Runs until SIGINT or SIGTERM, then shuts down gracefully: tells every open page that the
  /// server is restarting (its socket's last message, or its live stream's last event; the
  /// page keeps the user's typing and reconnects), stops accepting connections, lets requests
  /// finish, and ends every session.
  public func run(
    logger: Logger,
    onRunning: @escaping @Sendable (String) async -> Void = { _ in }
  ) async throws {
    try await buildServiceGroup(logger: logger, onRunning: onRunning).run()
    for session in registry.removeAll() { await session.end() }
  }

  private var sweepInterval: Duration {
    min(max(configuration.sessionIdleTimeout / 4, .seconds(1)), .seconds(60))
  }
}

/// Periodically ends idle sessions, until graceful shutdown.
struct SessionSweeper: Service {
  let registry: SessionRegistry
  let interval: Duration
  let logger: Logger

  func run() async throws {
    try? await cancelWhenGracefulShutdown {
      while !Task.isCancelled {
        try await Task.sleep(for: interval)
        let ended = registry.sweep()
        if ended > 0 { logger.info("Ended idle sessions", metadata: ["count": "\(ended)"]) }
      }
    }
  }
}
