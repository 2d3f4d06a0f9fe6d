import Foundation

/// Accounts in the database: create, list, change password, delete. Passwords are stored
/// only as bcrypt hashes, computed off the caller's thread.
///
/// ```swift
/// let accounts = database.accounts
/// let ada = try await accounts.create(username: "Ada", password: "analytical-engine")
/// try await accounts.find("ADA")?.id == ada.id  // names are case-insensitive
/// ```
public struct AccountStore: Sendable {
  let database: TaskManagerDatabase
  let now: @Sendable () -> Date

  /// Creates an account with an empty outline and default settings.
  public func create(username: String, password: String) async throws(AccountError) -> User {
    try Username.validate(username)
    try database.configuration.passwordPolicy.validate(password, username: username)
    if try await find(username) != nil { throw .usernameTaken(username) }
    let hash = await PasswordHasher.hash(password, cost: database.configuration.passwordCost)
    let createdAt = now()
    let id: UserID?
    do {
      id = try await records.insert(username: username, passwordHash: hash, createdAt: createdAt)
    } catch {
      throw .database(error)
    }
    // Two creators can race past the `find` above; the unique index decides.
    guard let id else { throw .usernameTaken(username) }
    return User(id: id, username: username, createdAt: createdAt)
  }

  /// Every account, ordered by name.
  public func list() async throws(AccountError) -> [User] {
    do {
      return try await records.all()
    } catch {
      throw .database(error)
    }
  }

  /// The account called `username` (any letter case), or `nil`.
  public func find(_ username: String) async throws(AccountError) -> User? {
    do {
      return try await records.find(username: username)
    } catch {
      throw .database(error)
    }
  }

  /// The account with identity `id`, or `nil` if it was deleted.
  public func find(id: UserID) async throws(AccountError) -> User? {
    do {
      return try await records.find(id: id)
    } catch {
      throw .database(error)
    }
  }

  /// Replaces the password of `username` after checking it against the policy.
  public func setPassword(_ password: String, for username: String) async throws(AccountError) {
    guard let user = try await find(username) else { throw .noSuchUser(username) }
    try database.configuration.passwordPolicy.validate(password, username: user.username)
    let hash = await PasswordHasher.hash(password, cost: database.configuration.passwordCost)
    do {
      try await records.setPasswordHash(hash, of: user.id)
    } catch {
      throw .database(error)
    }
  }

  /// Deletes the account with its outline and settings.
  public func delete(_ username: String) async throws(AccountError) {
    let deleted: Bool
    do {
      deleted = try await records.delete(username: username)
    } catch {
      throw .database(error)
    }
    if !deleted { throw .noSuchUser(username) }
  }

  /// The stored hash and account for a login attempt.
  func credentials(for username: String) async throws(DatabaseProblem) -> (User, String)? {
    try await records.credentials(username: username)
  }

  /// Records a successful login and returns the account with its new timestamp.
  func recordLogin(_ user: User) async throws(DatabaseProblem) -> User {
    let date = now()
    try await records.recordLogin(user.id, at: date)
    var user = user
    user.lastLoginAt = date
    return user
  }

  private var records: any AccountRecords { database.accountRecords }
}

extension TaskManagerDatabase {
  /// The accounts stored in this database; `now` stamps creation and login times.
  public func accounts(now: @escaping @Sendable () -> Date = { Date() }) -> AccountStore {
    AccountStore(database: self, now: now)
  }

  /// The accounts stored in this database, stamped with the system clock.
  public var accounts: AccountStore { accounts() }
}
