import GRDB

/// Users' settings in the database.
///
/// ```swift
/// var settings = try await database.settings.load(ada.id)
/// settings.architecture = .viper
/// try await database.settings.save(settings, for: ada.id)
/// ```
public struct SettingsStore: Sendable {
  let database: TaskManagerDatabase

  /// The user's settings.
  public func load(_ user: UserID) async throws(SettingsError) -> UserSettings {
    let settings: UserSettings?
    do {
      settings = try await stored(user)
    } catch {
      throw .database(error)
    }
    guard let settings else { throw .noSuchUser(user) }
    return settings
  }

  /// The user's stored settings, or `nil` for no such user.
  func stored(_ user: UserID) async throws(DatabaseProblem) -> UserSettings? {
    if case .postgres(let postgres) = database.engine {
      return try await PostgresSettingsRecords(engine: postgres).load(user)
    }
    return try await database.read { db in
      try Row.fetchOne(
        db,
        sql: "SELECT showDone, architecture, debuggerEnabled FROM userSettings WHERE userID = ?",
        arguments: [user.rawValue]
      ).map { row in
        UserSettings(
          showDone: row["showDone"],
          // A value written by a newer version falls back to the default, not a failure.
          architecture: Architecture(name: row["architecture"])
            ?? UserSettings.defaults.architecture,
          debuggerEnabled: row["debuggerEnabled"])
      }
    }
  }

  /// Stores the user's settings (durably, before returning).
  public func save(_ settings: UserSettings, for user: UserID) async throws(SettingsError) {
    let updated: Bool
    do {
      if case .postgres(let postgres) = database.engine {
        updated = try await PostgresSettingsRecords(engine: postgres).save(settings, for: user)
      } else {
        updated = try await saveInSQLite(settings, for: user)
      }
    } catch {
      throw .database(error)
    }
    if !updated { throw .noSuchUser(user) }
    database.settingsFeed.publish(settings, for: user)
  }

  private func saveInSQLite(_ settings: UserSettings, for user: UserID)
    async throws(DatabaseProblem) -> Bool
  {
    try await database.write { db in
      try db.execute(
        sql: """
          UPDATE userSettings SET showDone = ?, architecture = ?, debuggerEnabled = ?
          WHERE userID = ?
          """,
        arguments: [
          settings.showDone, settings.architecture.rawValue, settings.debuggerEnabled,
          user.rawValue,
        ])
      return db.changesCount > 0
    }
  }

  /// Calls `handler` with the settings after every save made through this database (and, on
  /// PostgreSQL, through any server sharing it).
  public func subscribe(_ user: UserID, _ handler: @escaping @Sendable (UserSettings) -> Void)
    -> Subscription
  {
    database.settingsFeed.subscribe(user, handler)
  }
}

extension TaskManagerDatabase {
  /// The users' settings stored in this database.
  public var settings: SettingsStore { SettingsStore(database: self) }
}
