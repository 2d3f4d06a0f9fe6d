import Dependencies
import Foundation

/// Logging in and out: what the Login feature of every architecture calls.
///
/// One value per session: the live value remembers its session's user and client address.
///
/// ```swift
/// @Dependency(\.authClient) var authClient
/// do {
///   let user = try await authClient.login(username, password)
/// } catch {
///   errorMessage = error.message  // LoginError, the same text in every architecture
/// }
/// ```
public struct AuthClient: Sendable {
  /// Checks the credentials; on success the user becomes the session's current user.
  public var login:
    @Sendable (_ username: String, _ password: String) async throws(LoginError) -> User
  /// Forgets the session's current user.
  public var logout: @Sendable () async -> Void
  /// The session's logged-in user, if any.
  public var currentUser: @Sendable () async -> User?

  public init(
    login:
      @escaping @Sendable (_ username: String, _ password: String) async throws(LoginError)
      -> User,
    logout: @escaping @Sendable () async -> Void,
    currentUser: @escaping @Sendable () async -> User?
  ) {
    self.login = login
    self.logout = logout
    self.currentUser = currentUser
  }

  /// A session backed by the database: bcrypt checks, throttling by user name and by
  /// `clientAddress` (the web host passes the peer's address), last-login timestamps.
  ///
  /// `privilegeChanged` runs after each successful login and each logout, so the host can give
  /// the session a new id (against session fixation): every architecture signs in and out
  /// through this client, so none of them has to remember it.
  ///
  /// ```swift
  /// WebHost { context, session in
  ///   let auth = AuthClient.live(
  ///     database: database, clientAddress: session.clientAddress,
  ///     privilegeChanged: { session.privilegeChanged() })
  ///   …
  /// }
  /// ```
  public static func live(
    database: TaskManagerDatabase, clientAddress: String? = nil, throttle: LoginThrottle? = nil,
    privilegeChanged: @escaping @Sendable () -> Void = {}
  ) -> AuthClient {
    let authenticator = Authenticator(database: database, throttle: throttle)
    let current = LockedValue<User?>(nil)
    return AuthClient(
      login: { (username, password) async throws(LoginError) -> User in
        let user = try await authenticator.login(
          username: username, password: password, address: clientAddress)
        current.withLock { $0 = user }
        privilegeChanged()
        return user
      },
      logout: {
        current.withLock { $0 = nil }
        privilegeChanged()
      },
      currentUser: { current.withLock { $0 } }
    )
  }

  /// An in-memory, deterministic session over fixed accounts (name → password, names
  /// compared case-insensitively). Users get ids 1, 2, … in name order and a fixed date.
  public static func inMemory(
    accounts: [String: String] = [testAccount.username: testAccount.password]
  )
    -> AuthClient
  {
    let users = accounts.keys.sorted().enumerated().map { index, name in
      User(
        id: UserID(rawValue: Int64(index + 1)), username: name, createdAt: fixedDate,
        lastLoginAt: fixedDate)
    }
    let current = LockedValue<User?>(nil)
    return AuthClient(
      login: { (username, password) async throws(LoginError) -> User in
        guard
          let user = users.first(where: { Username.key($0.username) == Username.key(username) }),
          accounts[user.username] == password
        else { throw .invalidCredentials }
        current.withLock { $0 = user }
        return user
      },
      logout: { current.withLock { $0 = nil } },
      currentUser: { current.withLock { $0 } }
    )
  }

  /// Every login fails with `error`: lets tests show the network, server and throttling
  /// messages.
  ///
  /// ```swift
  /// withDependencies { $0.authClient = .failing(.network) } operation: { … }
  /// ```
  public static func failing(_ error: LoginError) -> AuthClient {
    AuthClient(
      login: { (_, _) async throws(LoginError) -> User in throw error },
      logout: {},
      currentUser: { nil }
    )
  }

  /// The one account of ``testValue``.
  public static let testAccount = (username: "tester", password: "secret-password")

  static let fixedDate = Date(timeIntervalSince1970: 1_790_000_000)
}

extension AuthClient: DependencyKey {
  /// Sessions on the default database (``TaskManagerDatabase/defaultPath(environment:)``).
  /// A web host gives each session its own ``live(database:clientAddress:throttle:privilegeChanged:)``.
  public static var liveValue: AuthClient {
    switch TaskManagerDatabase.sharedDefault {
    case .success(let database): return .live(database: database)
    case .failure(let problem):
      return AuthClient(
        login: { (_, _) async throws(LoginError) -> User in
          reportIssue("AuthClient.liveValue: \(problem)")
          throw .server
        },
        logout: {},
        currentUser: { nil }
      )
    }
  }

  /// ``inMemory(accounts:)`` with ``testAccount``.
  public static var testValue: AuthClient { .inMemory() }
  public static var previewValue: AuthClient { .inMemory() }
}

extension DependencyValues {
  /// Logging in and out.
  public var authClient: AuthClient {
    get { self[AuthClient.self] }
    set { self[AuthClient.self] = newValue }
  }
}
