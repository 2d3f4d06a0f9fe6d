import Foundation

/// Checks credentials against the accounts in the database, behind a ``LoginThrottle``.
///
/// A login for a user that does not exist checks the password against a dummy hash of the
/// same cost, so the answer takes as long as a wrong password and does not reveal which
/// names exist. A throttled attempt is refused before any password is checked, even a correct
/// one; the throttle counts per account *and* client address, so a guesser elsewhere never
/// makes the owner wait at an address they signed in from before (see ``LoginThrottle``).
///
/// ```swift
/// let authenticator = Authenticator(database: database)
/// let ada = try await authenticator.login(username: "ada", password: "…", address: "10.0.0.7")
/// ```
public struct Authenticator: Sendable {
  public let database: TaskManagerDatabase
  public let throttle: LoginThrottle
  let now: @Sendable () -> Date

  /// An authenticator sharing the database's throttle (see ``TaskManagerDatabase/loginThrottle``).
  public init(
    database: TaskManagerDatabase, throttle: LoginThrottle? = nil,
    now: @escaping @Sendable () -> Date = { Date() }
  ) {
    self.database = database
    self.throttle = throttle ?? database.loginThrottle
    self.now = now
    // The first check of a missing user would otherwise also pay for making the dummy hash,
    // and so take longer than a wrong password.
    let cost = database.configuration.passwordCost
    Task.detached(priority: .utility) { _ = await PasswordHasher.dummyHash(cost: cost) }
  }

  /// The account, with its new last-login time, if `password` is its password.
  public func login(username: String, password: String, address: String? = nil)
    async throws(LoginError) -> User
  {
    if let wait = await throttle.wait(username: username, address: address) {
      throw .tooManyAttempts(retryAfterSeconds: wait.wholeSecondsRoundedUp)
    }
    let accounts = database.accounts(now: now)
    let found: (User, String)?
    do {
      found = try await accounts.credentials(for: username)
    } catch {
      throw .server
    }
    let hash: String
    if let found {
      hash = found.1
    } else {
      hash = await PasswordHasher.dummyHash(cost: database.configuration.passwordCost)
    }
    let matches = await PasswordHasher.verify(password, hash: hash)
    guard matches, let (user, _) = found else {
      await throttle.recordFailure(username: username, address: address)
      throw .invalidCredentials
    }
    await throttle.recordSuccess(username: username, address: address)
    do {
      return try await accounts.recordLogin(user)
    } catch {
      throw .server
    }
  }
}
