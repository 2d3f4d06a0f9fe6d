import Dependencies

/// A user's settings: what the Settings feature of every architecture calls.
///
/// ```swift
/// @Dependency(\.settingsClient) var settingsClient
/// var settings = try await settingsClient.load(user.id)
/// settings.debuggerEnabled.toggle()
/// try await settingsClient.save(settings, user.id)
/// ```
public struct SettingsClient: Sendable {
  public var load: @Sendable (UserID) async throws(SettingsError) -> UserSettings
  /// Stores the settings durably before returning.
  public var save: @Sendable (UserSettings, UserID) async throws(SettingsError) -> Void

  public init(
    load: @escaping @Sendable (UserID) async throws(SettingsError) -> UserSettings,
    save: @escaping @Sendable (UserSettings, UserID) async throws(SettingsError) -> Void
  ) {
    self.load = load
    self.save = save
  }

  /// The settings stored in `database`.
  public static func live(database: TaskManagerDatabase) -> SettingsClient {
    let store = database.settings
    return SettingsClient(
      load: { (user) async throws(SettingsError) -> UserSettings in try await store.load(user) },
      save: { (settings, user) async throws(SettingsError) in
        try await store.save(settings, for: user)
      }
    )
  }

  /// Settings kept in memory; every user starts with ``UserSettings/defaults``.
  public static func inMemory(_ initial: [UserID: UserSettings] = [:]) -> SettingsClient {
    let state = LockedValue(initial)
    return SettingsClient(
      load: { (user) async throws(SettingsError) -> UserSettings in
        state.withLock { $0[user] ?? .defaults }
      },
      save: { (settings, user) async throws(SettingsError) in
        state.withLock { $0[user] = settings }
      }
    )
  }

  /// Every call fails with `error` (e.g. `.network`, `.server`).
  public static func failing(_ error: SettingsError) -> SettingsClient {
    SettingsClient(
      load: { (_) async throws(SettingsError) -> UserSettings in throw error },
      save: { (_, _) async throws(SettingsError) in throw error }
    )
  }
}

extension SettingsClient: DependencyKey {
  public static var liveValue: SettingsClient {
    switch TaskManagerDatabase.sharedDefault {
    case .success(let database): return .live(database: database)
    case .failure(let problem):
      reportIssue("SettingsClient.liveValue: \(problem)")
      return .failing(.database(problem))
    }
  }

  public static var testValue: SettingsClient { .inMemory() }
  public static var previewValue: SettingsClient { .inMemory() }
}

extension DependencyValues {
  /// Users' settings.
  public var settingsClient: SettingsClient {
    get { self[SettingsClient.self] }
    set { self[SettingsClient.self] = newValue }
  }
}
