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
    // Counted before the slow hash: simultaneous attempts see each other.
    let attempt: LoginThrottle.Attempt
    switch await throttle.admit(username: username, address: address) {
    case .admitted(let admitted): attempt = admitted
    case .refused(let wait): throw .tooManyAttempts(retryAfterSeconds: wait.wholeSecondsRoundedUp)
    }
    let accounts = database.accounts(now: now)
    let found: (User, String)?
    do {
      found = try await accounts.credentials(for: username)
    } catch {
      // Not the user's fault: the attempt does not count against them.
      await throttle.withdraw(attempt)
      throw .server
    }
    let hash: String
    if let found {
      hash = found.1
    } else {
      hash = await PasswordHasher.dummyHash(cost: database.configuration.passwordCost)
    }
    let matches = await PasswordHasher.verify(password, hash: hash)
    let succeeded = matches && found != nil
    await throttle.finish(attempt, succeeded: succeeded)
    guard succeeded, let (user, _) = found else { throw .invalidCredentials }
    do {
      return try await accounts.recordLogin(user)
    } catch {
      throw .server
    }
  }
}
