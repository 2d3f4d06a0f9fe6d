import Dependencies

/// A user's settings: what the Settings feature of every architecture calls.
///
/// ```swift
/// @Dependency(\.settingsClient) var settingsClient
/// var settings = try await settingsClient.load(user.id)
/// settings.debuggerEnabled.toggle()
/// try await settingsClient.save(settings, user.id)
/// let subscription = settingsClient.subscribe(user.id) { settings in apply(settings) }
/// ```
public struct SettingsClient: Sendable {
  public var load: @Sendable (UserID) async throws(SettingsError) -> UserSettings
  /// Stores the settings durably before returning.
  public var save: @Sendable (UserSettings, UserID) async throws(SettingsError) -> Void
  /// Calls the handler with the settings after every save (by any session of the user),
  /// synchronously as they are stored, until the subscription is cancelled or released.
  public var subscribe:
    @Sendable (UserID, @escaping @Sendable (UserSettings) -> Void) -> Subscription

  public init(
    load: @escaping @Sendable (UserID) async throws(SettingsError) -> UserSettings,
    save: @escaping @Sendable (UserSettings, UserID) async throws(SettingsError) -> Void,
    subscribe:
      @escaping @Sendable (UserID, @escaping @Sendable (UserSettings) -> Void) -> Subscription = {
        _, _ in .none
      }
  ) {
    self.load = load
    self.save = save
    self.subscribe = subscribe
  }

  /// The settings after every save, as an async sequence, until the consumer stops iterating.
  public func observe(_ user: UserID) -> AsyncStream<UserSettings> {
    .of { subscribe(user, $0) }
  }

  /// The settings stored in `database`.
  public static func live(database: TaskManagerDatabase) -> SettingsClient {
    let store = database.settings
    return SettingsClient(
      load: { (user) async throws(SettingsError) -> UserSettings in try await store.load(user) },
      save: { (settings, user) async throws(SettingsError) in
        try await store.save(settings, for: user)
      },
      subscribe: { user, handler in store.subscribe(user, handler) }
    )
  }

  /// Settings kept in memory; every user starts with ``UserSettings/defaults``.
  public static func inMemory(_ initial: [UserID: UserSettings] = [:]) -> SettingsClient {
    let state = LockedValue(initial)
    let feed = ChangeFeed<UserSettings>()
    return SettingsClient(
      load: { (user) async throws(SettingsError) -> UserSettings in
        state.withLock { $0[user] ?? .defaults }
      },
      save: { (settings, user) async throws(SettingsError) in
        state.withLock { $0[user] = settings }
        feed.publish(settings, for: user)
      },
      subscribe: { user, handler in feed.subscribe(user, handler) }
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
