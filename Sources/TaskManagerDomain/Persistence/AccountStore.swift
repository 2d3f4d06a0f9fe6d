import Foundation
import GRDB

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
    do {
      return try await database.write { db in
        try db.execute(
          sql: "INSERT INTO user (username, passwordHash, createdAt) VALUES (?, ?, ?)",
          arguments: [username, hash, createdAt])
        let id = UserID(rawValue: db.lastInsertedRowID)
        try db.execute(
          sql: "INSERT INTO userSettings (userID) VALUES (?)", arguments: [id.rawValue])
        try db.execute(sql: "INSERT INTO outline (userID) VALUES (?)", arguments: [id.rawValue])
        return User(id: id, username: username, createdAt: createdAt)
      }
    } catch {
      // Two creators can race past the `find` above; the UNIQUE index decides.
      if case .other(_, let message) = error, message.contains("UNIQUE") {
        throw .usernameTaken(username)
      }
      throw .database(error)
    }
  }

  /// Every account, ordered by name.
  public func list() async throws(AccountError) -> [User] {
    do {
      return try await database.read { db in
        try Row.fetchAll(
          db, sql: "SELECT id, username, createdAt, lastLoginAt FROM user ORDER BY username"
        ).map(Self.user)
      }
    } catch {
      throw .database(error)
    }
  }

  /// The account called `username` (any letter case), or `nil`.
  public func find(_ username: String) async throws(AccountError) -> User? {
    do {
      return try await database.read { db in
        try Row.fetchOne(
          db, sql: "SELECT id, username, createdAt, lastLoginAt FROM user WHERE username = ?",
          arguments: [username]
        ).map(Self.user)
      }
    } catch {
      throw .database(error)
    }
  }

  /// The account with identity `id`, or `nil` if it was deleted.
  public func find(id: UserID) async throws(AccountError) -> User? {
    do {
      return try await database.read { db in
        try Row.fetchOne(
          db, sql: "SELECT id, username, createdAt, lastLoginAt FROM user WHERE id = ?",
          arguments: [id.rawValue]
        ).map(Self.user)
      }
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
      try await database.write { db in
        try db.execute(
          sql: "UPDATE user SET passwordHash = ? WHERE id = ?", arguments: [hash, user.id.rawValue])
      }
    } catch {
      throw .database(error)
    }
  }

  /// Deletes the account with its outline and settings.
  public func delete(_ username: String) async throws(AccountError) {
    let deleted: Bool
    do {
      deleted = try await database.write { db in
        try db.execute(sql: "DELETE FROM user WHERE username = ?", arguments: [username])
        return db.changesCount > 0
      }
    } catch {
      throw .database(error)
    }
    if !deleted { throw .noSuchUser(username) }
  }

  /// The stored hash and account for a login attempt.
  func credentials(for username: String) async throws(DatabaseProblem) -> (User, String)? {
    try await database.read { db in
      try Row.fetchOne(
        db,
        sql:
          "SELECT id, username, createdAt, lastLoginAt, passwordHash FROM user WHERE username = ?",
        arguments: [username]
      ).map { (Self.user($0), $0["passwordHash"] as String) }
        as (User, String)?
    }
  }

  /// Records a successful login and returns the account with its new timestamp.
  func recordLogin(_ user: User) async throws(DatabaseProblem) -> User {
    let date = now()
    try await database.write { db in
      try db.execute(
        sql: "UPDATE user SET lastLoginAt = ? WHERE id = ?", arguments: [date, user.id.rawValue])
    }
    var user = user
    user.lastLoginAt = date
    return user
  }

  private static func user(_ row: Row) -> User {
    User(
      id: UserID(rawValue: row["id"]), username: row["username"], createdAt: row["createdAt"],
      lastLoginAt: row["lastLoginAt"])
  }
}

extension TaskManagerDatabase {
  /// The accounts stored in this database; `now` stamps creation and login times.
  public func accounts(now: @escaping @Sendable () -> Date = { Date() }) -> AccountStore {
    AccountStore(database: self, now: now)
  }

  /// The accounts stored in this database, stamped with the system clock.
  public var accounts: AccountStore { accounts() }
}
