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
  case viperTCA = "viper-tca"

  /// The name shown in the settings picker.
  public var displayName: String {
    switch self {
    case .tca: "TCA"
    case .viper: "VIPER"
    case .mvvm: "MVVM"
    case .mvvmState: "MVVM State"
    case .mvc: "MVC"
    case .mvcViper: "MVC/VIPER"
    case .viperTCA: "VIPER/TCA"
    }
  }

  /// The architecture `name` stands for: its raw value, or the name it had before (settings
  /// saved then still read). `nil` for a name no architecture had.
  ///
  /// ```swift
  /// Architecture(name: "viper-tca")  // .viperTCA
  /// Architecture(name: "hybrid")     // .viperTCA, its name until 2026-11
  /// ```
  public init?(name: String) {
    if let architecture = Self(rawValue: name) {
      self = architecture
    } else if let architecture = Self.formerNames[name] {
      self = architecture
    } else {
      return nil
    }
  }

  /// Names architectures went by before, for what was saved under them.
  static let formerNames: [String: Architecture] = ["hybrid": .viperTCA]
}

extension Architecture {
  /// Decodes the raw value or a former name (see `init(name:)`).
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    let name = try container.decode(String.self)
    guard let architecture = Self(name: name) else {
      throw DecodingError.dataCorruptedError(
        in: container, debugDescription: "“\(name)” is not an architecture")
    }
    self = architecture
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
