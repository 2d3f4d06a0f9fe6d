/// The architecture a user runs the TaskManager with.
public enum Architecture: String, Hashable, Sendable, CaseIterable, Codable {
  case tca
  case viper
  case mvvm
  /// Login and Settings in VIPER, Home in TCA: the migration path.
  case hybrid

  /// The name shown in the settings picker.
  public var displayName: String {
    switch self {
    case .tca: "TCA"
    case .viper: "VIPER"
    case .mvvm: "MVVM"
    case .hybrid: "Hybrid"
    }
  }
}

/// A user's settings, stored with the account.
///
/// ```swift
/// var settings = try await settingsClient.load(user.id)
/// settings.showDone = false
/// try await settingsClient.save(settings, user.id)
/// ```
public struct UserSettings: Hashable, Sendable, Codable {
  /// Whether items tagged `@done` are listed.
  public var showDone: Bool
  public var architecture: Architecture
  /// Whether the debugger (action log, time travel) is shown.
  public var debuggerEnabled: Bool

  public init(
    showDone: Bool = true, architecture: Architecture = .tca, debuggerEnabled: Bool = false
  ) {
    self.showDone = showDone
    self.architecture = architecture
    self.debuggerEnabled = debuggerEnabled
  }

  /// The settings of a new account.
  public static let defaults = UserSettings()
}

/// Why settings could not be read or saved.
public enum SettingsError: Error, Equatable, Sendable, CustomStringConvertible {
  case noSuchUser(UserID)
  case network
  case server
  case database(DatabaseProblem)

  public var message: String {
    switch self {
    case .noSuchUser: "This account no longer exists."
    case .network: LoginError.network.message
    case .server: LoginError.server.message
    case .database(let problem): problem.description
    }
  }

  public var description: String { message }
}
