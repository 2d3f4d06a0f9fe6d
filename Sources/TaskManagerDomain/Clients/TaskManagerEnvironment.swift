import Foundation
import TaskPaper

/// Everything a TaskManager variant needs from the outside world, handed to it when a host
/// creates it: the same clients for TCA, VIPER, the hybrid and MVVM.
///
/// ```swift
/// let environment = TaskManagerEnvironment.live(database: database, clientAddress: peer)
/// let view = TaskManagerTCA.makeApp(context, environment)
/// ```
public struct TaskManagerEnvironment: Sendable {
  public var authClient: AuthClient {
    didSet { clientsReportingFlows.remove(.authClient) }
  }
  public var taskStore: TaskStore {
    didSet { clientsReportingFlows.remove(.taskStore) }
  }
  public var settingsClient: SettingsClient {
    didSet { clientsReportingFlows.remove(.settingsClient) }
  }
  /// The clients ``reportingFlows()`` wrapped and nobody replaced since: wrapped once, a
  /// server's shared clients are not wrapped again for every visitor.
  var clientsReportingFlows: Clients = []
  /// Today, for `@done(date)`.
  public var now: @Sendable () -> Date

  public init(
    authClient: AuthClient,
    taskStore: TaskStore,
    settingsClient: SettingsClient,
    now: @escaping @Sendable () -> Date = { Date() }
  ) {
    self.authClient = authClient
    self.taskStore = taskStore
    self.settingsClient = settingsClient
    self.now = now
  }

  /// One session on `database`; `privilegeChanged` runs after each login and logout (see
  /// ``AuthClient/live(database:clientAddress:throttle:privilegeChanged:)``).
  public static func live(
    database: TaskManagerDatabase, clientAddress: String? = nil, throttle: LoginThrottle? = nil,
    privilegeChanged: @escaping @Sendable () -> Void = {}
  ) -> TaskManagerEnvironment {
    TaskManagerEnvironment(
      authClient: .live(
        database: database, clientAddress: clientAddress, throttle: throttle,
        privilegeChanged: privilegeChanged),
      taskStore: .live(database: database),
      settingsClient: .live(database: database))
  }

  /// Deterministic, in memory: the given accounts, empty outlines (or `outlines`), default
  /// settings, and a fixed day.
  public static func inMemory(
    accounts: [String: String] = [AuthClient.testAccount.username: AuthClient.testAccount.password],
    outlines: [UserID: Outline] = [:],
    now: Date = Date(timeIntervalSince1970: 1_795_000_000)
  ) -> TaskManagerEnvironment {
    TaskManagerEnvironment(
      authClient: .inMemory(accounts: accounts),
      taskStore: .inMemory(outlines: outlines),
      settingsClient: .inMemory(),
      now: { now })
  }

  /// A set of the environment's clients.
  struct Clients: OptionSet {
    let rawValue: UInt8
    static let authClient = Clients(rawValue: 1 << 0)
    static let taskStore = Clients(rawValue: 1 << 1)
    static let settingsClient = Clients(rawValue: 1 << 2)
  }
}
