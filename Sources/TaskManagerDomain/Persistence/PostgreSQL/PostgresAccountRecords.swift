import Foundation
import PostgresNIO

/// The `account` rows in PostgreSQL.
struct PostgresAccountRecords: AccountRecords {
  let engine: PostgresEngine

  func insert(username: String, passwordHash: String, createdAt: Date)
    async throws(DatabaseProblem) -> UserID?
  {
    try await engine.write { session in
      do {
        return try session.transaction {
          let id = try session.query(
            """
            INSERT INTO account (username, password_hash, created_at)
            VALUES (\(username), \(passwordHash), \(createdAt)) RETURNING id
            """
          ).first!.decode(Int64.self)
          try session.query("INSERT INTO user_settings (user_id) VALUES (\(id))")
          try session.query("INSERT INTO outline (user_id) VALUES (\(id))")
          return UserID(rawValue: id)
        }
      } catch let error as PSQLError where error.sqlState == "23505" {
        return nil
      }
    }
  }

  func all() async throws(DatabaseProblem) -> [User] {
    try await engine.read { session in
      try session.query(
        "SELECT id, username, created_at, last_login_at FROM account ORDER BY username"
      ).map(Self.user)
    }
  }

  func find(username: String) async throws(DatabaseProblem) -> User? {
    try await engine.read { session in
      try session.query(
        """
        SELECT id, username, created_at, last_login_at FROM account
        WHERE lower(username) = lower(\(username))
        """
      ).first.map(Self.user)
    }
  }

  func find(id: UserID) async throws(DatabaseProblem) -> User? {
    try await engine.read { session in
      try session.query(
        "SELECT id, username, created_at, last_login_at FROM account WHERE id = \(id.rawValue)"
      ).first.map(Self.user)
    }
  }

  func setPasswordHash(_ hash: String, of id: UserID) async throws(DatabaseProblem) {
    _ = try await engine.write { session in
      try session.query("UPDATE account SET password_hash = \(hash) WHERE id = \(id.rawValue)")
    }
  }

  func delete(username: String) async throws(DatabaseProblem) -> Bool {
    try await engine.write { session in
      let result = try session.query(
        "DELETE FROM account WHERE lower(username) = lower(\(username)) RETURNING id")
      return !result.rows.isEmpty
    }
  }

  func credentials(username: String) async throws(DatabaseProblem) -> (User, String)? {
    try await engine.read { session in
      try session.query(
        """
        SELECT id, username, created_at, last_login_at, password_hash FROM account
        WHERE lower(username) = lower(\(username))
        """
      ).first.map { row in
        let (id, name, created, lastLogin, hash) = try row.decode(
          (Int64, String, Date, Date?, String).self)
        return (
          User(
            id: UserID(rawValue: id), username: name, createdAt: created, lastLoginAt: lastLogin),
          hash
        )
      }
    }
  }

  func recordLogin(_ id: UserID, at date: Date) async throws(DatabaseProblem) {
    _ = try await engine.write { session in
      try session.query("UPDATE account SET last_login_at = \(date) WHERE id = \(id.rawValue)")
    }
  }

  private static func user(_ row: PostgresRow) throws -> User {
    let (id, name, created, lastLogin) = try row.decode((Int64, String, Date, Date?).self)
    return User(
      id: UserID(rawValue: id), username: name, createdAt: created, lastLoginAt: lastLogin)
  }
}

extension PSQLError {
  /// The server's SQLSTATE code (`23505` is a unique violation), when the server answered.
  var sqlState: String? { serverInfo?[.sqlState] }
}
