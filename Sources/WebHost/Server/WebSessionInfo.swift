/// What a ``WebHost`` knows about the browser a new session is created for, handed to the
/// app's factory with the `HostContext`, and the one thing the app tells the host back:
/// that the user's privileges changed.
///
/// ```swift
/// WebHost(configuration: configuration) { context, session in
///   TaskManagerTCA.makeApp(
///     context,
///     .live(
///       database: database, clientAddress: session.clientAddress,
///       privilegeChanged: { session.privilegeChanged() }))
/// }
/// ```
public struct WebSessionInfo: Sendable, Hashable {
  /// The IP address of the connection that started the session (`nil` when unknown). Behind
  /// a reverse proxy this is the proxy's address.
  public var clientAddress: String?
  /// The session's secrets; `nil` for an info made outside a host (tests of an app).
  let keys: SessionKeys?

  /// An info made outside a host, for tests of an app: its ``privilegeChanged()`` does nothing.
  public init(clientAddress: String? = nil) {
    self.init(clientAddress: clientAddress, keys: nil)
  }

  init(clientAddress: String?, keys: SessionKeys?) {
    self.clientAddress = clientAddress
    self.keys = keys
  }

  /// Call when a user signs in or out (or their rights change otherwise): the session gets a
  /// new id and CSRF token, and the old id stops working (OWASP: renew the session id on any
  /// privilege change, against session fixation).
  ///
  /// The new cookie goes to the next request that presents the current id. The host also
  /// renews the id by itself in the answer to any event that submits a password, so the id
  /// a signed-in session ends up with was only ever sent to the browser that typed it.
  ///
  /// ```swift
  /// let user = try await authenticator.login(username: name, password: password)
  /// session.privilegeChanged()
  /// ```
  public func privilegeChanged() {
    keys?.requestRenewal()
  }

  /// Equal when the addresses are equal and both belong to the same session, or both to none.
  public static func == (lhs: WebSessionInfo, rhs: WebSessionInfo) -> Bool {
    lhs.clientAddress == rhs.clientAddress && lhs.keys === rhs.keys
  }

  /// Hashes the address and the identity of the session the info belongs to.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(clientAddress)
    hasher.combine(keys.map(ObjectIdentifier.init))
  }
}
