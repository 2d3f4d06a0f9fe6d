import Foundation
import GRDB

/// The `user` rows in SQLite.
struct SQLiteAccountRecords: AccountRecords {
  let database: TaskManagerDatabase

  func insert(username: String, passwordHash: String, createdAt: Date)
    async throws(DatabaseProblem) -> UserID?
  {
    do {
      return try await database.write { db in
        try db.execute(
          sql: "INSERT INTO user (username, passwordHash, createdAt) VALUES (?, ?, ?)",
          arguments: [username, passwordHash, createdAt])
        let id = UserID(rawValue: db.lastInsertedRowID)
        try db.execute(
          sql: "INSERT INTO userSettings (userID) VALUES (?)", arguments: [id.rawValue])
        try db.execute(sql: "INSERT INTO outline (userID) VALUES (?)", arguments: [id.rawValue])
        return id
      }
    } catch {
      if case .other(_, let message) = error, message.contains("UNIQUE") { return nil }
      throw error
    }
  }

  func all() async throws(DatabaseProblem) -> [User] {
    try await database.read { db in
      try Row.fetchAll(
        db, sql: "SELECT id, username, createdAt, lastLoginAt FROM user ORDER BY username"
      ).map(Self.user)
    }
  }

  func find(username: String) async throws(DatabaseProblem) -> User? {
    try await database.read { db in
      try Row.fetchOne(
        db, sql: "SELECT id, username, createdAt, lastLoginAt FROM user WHERE username = ?",
        arguments: [username]
      ).map(Self.user)
    }
  }

  func find(id: UserID) async throws(DatabaseProblem) -> User? {
    try await database.read { db in
      try Row.fetchOne(
        db, sql: "SELECT id, username, createdAt, lastLoginAt FROM user WHERE id = ?",
        arguments: [id.rawValue]
      ).map(Self.user)
    }
  }

  func setPasswordHash(_ hash: String, of id: UserID) async throws(DatabaseProblem) {
    try await database.write { db in
      try db.execute(
        sql: "UPDATE user SET passwordHash = ? WHERE id = ?", arguments: [hash, id.rawValue])
    }
  }

  func delete(username: String) async throws(DatabaseProblem) -> Bool {
    try await database.write { db in
      try db.execute(sql: "DELETE FROM user WHERE username = ?", arguments: [username])
      return db.changesCount > 0
    }
  }

  func credentials(username: String) async throws(DatabaseProblem) -> (User, String)? {
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

  func recordLogin(_ id: UserID, at date: Date) async throws(DatabaseProblem) {
    try await database.write { db in
      try db.execute(
        sql: "UPDATE user SET lastLoginAt = ? WHERE id = ?", arguments: [date, id.rawValue])
    }
  }

  private static func user(_ row: Row) -> User {
    User(
      id: UserID(rawValue: row["id"]), username: row["username"], createdAt: row["createdAt"],
      lastLoginAt: row["lastLoginAt"])
  }
}
