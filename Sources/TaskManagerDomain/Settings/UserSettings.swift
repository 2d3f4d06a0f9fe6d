/// The architecture a user runs the TaskManager with, in the story's order: the pure
/// architectures first, then the migration stages between them.
public enum Architecture: String, Hashable, Sendable, CaseIterable, Codable {
  case tca
  case viper
  /// Plain `@Observable` view models.
  case mvvm
  /// Every view model a state-binding view model over one `Equatable` state: the "MVVM with
  /// Combine" version of the original comparison.
  case mvvmState = "mvvm-state"
  /// Controllers that own their state and push values into their views.
  case mvc
  /// Login and Settings migrated to VIPER, the rest still MVC: the first migration stage.
  case mvcViper = "mvc-viper"
  /// Login and Settings in VIPER, Home in TCA: the second migration stage.
  case hybrid

  /// The name shown in the settings picker.
  public var displayName: String {
    switch self {
    case .tca: "TCA"
    case .viper: "VIPER"
    case .mvvm: "MVVM"
    case .mvvmState: "MVVM State"
    case .mvc: "MVC"
    case .mvcViper: "MVC/VIPER"
    case .hybrid: "VIPER/TCA"
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
public enum SettingsError: Error, Equatable, Sendable, Codable, CustomStringConvertible {
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
