/// What a ``WebHost`` knows about the browser a new session is created for, handed to the
/// app's factory with the ``Views/HostContext``.
///
/// ```swift
/// WebHost(configuration: configuration) { context, session in
///   TaskManagerTCA.makeApp(
///     context, .live(database: database, clientAddress: session.clientAddress))
/// }
/// ```
public struct WebSessionInfo: Sendable, Hashable {
  /// The IP address of the connection that started the session (`nil` when unknown). Behind
  /// a reverse proxy this is the proxy's address.
  public var clientAddress: String?

  public init(clientAddress: String? = nil) {
    self.clientAddress = clientAddress
  }
}
