import Hummingbird
import HummingbirdWebSocket

/// The request context of a ``WebHost``'s routes: Hummingbird's basic context plus the peer's
/// address, which a new session hands to its app (for throttling logins by client).
///
/// ```swift
/// router.get("/whoami") { _, context in context.clientAddress ?? "unknown" }
/// ```
///
/// The address is the TCP peer's: behind a reverse proxy it is the proxy's. `X-Forwarded-For`
/// is not trusted, because any client can send it.
public struct WebHostRequestContext: RequestContext, WebSocketRequestContext {
  /// Hummingbird's per-request storage (the logger among others) that `RequestContext` requires.
  public var coreContext: CoreRequestContextStorage
  /// Where a route that upgrades to a WebSocket leaves its handler (`/socket`).
  public let webSocket = WebSocketHandlerReference<WebHostRequestContext>()
  /// The peer's IP address, such as `127.0.0.1`; `nil` when the channel has none (in-memory
  /// test channels).
  public let clientAddress: String?

  /// The context of a request on a channel, with the IP address of the channel's peer.
  public init(source: ApplicationRequestContextSource) {
    self.coreContext = .init(source: source)
    self.clientAddress = source.channel.remoteAddress?.ipAddress
  }
}
