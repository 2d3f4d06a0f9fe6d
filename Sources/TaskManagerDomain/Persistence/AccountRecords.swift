import Foundation

/// The `user` rows as each engine stores them; ``AccountStore`` adds the rules (names,
/// password policy, hashing) on top.
protocol AccountRecords: Sendable {
  /// Adds an account with an empty outline and default settings; `nil` when the name is taken
  /// (in any letter case).
  func insert(username: String, passwordHash: String, createdAt: Date)
    async throws(DatabaseProblem) -> UserID?
  /// Every account, ordered by name.
  func all() async throws(DatabaseProblem) -> [User]
  /// The account called `username` in any letter case.
  func find(username: String) async throws(DatabaseProblem) -> User?
  func find(id: UserID) async throws(DatabaseProblem) -> User?
  func setPasswordHash(_ hash: String, of id: UserID) async throws(DatabaseProblem)
  /// Deletes the account with its outline and settings; `false` when there was none.
  func delete(username: String) async throws(DatabaseProblem) -> Bool
  /// The account and its stored hash, for a login attempt.
  func credentials(username: String) async throws(DatabaseProblem) -> (User, String)?
  func recordLogin(_ id: UserID, at date: Date) async throws(DatabaseProblem)
}

extension TaskManagerDatabase {
  var accountRecords: any AccountRecords {
    switch engine {
    case .sqlite: SQLiteAccountRecords(database: self)
    case .postgres(let postgres): PostgresAccountRecords(engine: postgres)
    }
  }
}
