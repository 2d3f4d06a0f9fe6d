import PostgresNIO

/// The `user_settings` rows in PostgreSQL. A save tells the other servers (``PostgresChange``).
struct PostgresSettingsRecords {
  let engine: PostgresEngine

  func load(_ user: UserID) async throws(DatabaseProblem) -> UserSettings? {
    try await engine.read { session in
      try session.query(
        """
        SELECT show_done, architecture, debugger_enabled FROM user_settings
        WHERE user_id = \(user.rawValue)
        """
      ).first.map { row in
        let (showDone, architecture, debuggerEnabled) = try row.decode((Bool, String, Bool).self)
        return UserSettings(
          showDone: showDone,
          // A value written by a newer version falls back to the default, not a failure.
          architecture: Architecture(name: architecture) ?? UserSettings.defaults.architecture,
          debuggerEnabled: debuggerEnabled)
      }
    }
  }

  /// `false` when there is no such user.
  func save(_ settings: UserSettings, for user: UserID) async throws(DatabaseProblem) -> Bool {
    let token = engine.processToken
    return try await engine.write { session in
      try session.transaction {
        let updated =
          try session.query(
            """
            UPDATE user_settings SET show_done = \(settings.showDone),
              architecture = \(settings.architecture.rawValue),
              debugger_enabled = \(settings.debuggerEnabled)
            WHERE user_id = \(user.rawValue) RETURNING user_id
            """
          ).rows.isEmpty == false
        if updated { try PostgresChange.settings(user).notify(session, from: token) }
        return updated
      }
    }
  }
}
