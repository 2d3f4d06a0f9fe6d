import Foundation
import TaskManagerDomain
import Testing
import ViewsTesting

/// The same scenarios on the real parts: SQLite through GRDB, bcrypt, the login throttle.
@MainActor
@Suite("Parity: on a real database")
struct RealDatabaseScenarios {
  /// A fresh database file with the test account (bcrypt cost 4, to keep tests quick).
  static func makeDatabase() async throws -> TaskManagerDatabase {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("triptych-parity-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let database = try TaskManagerDatabase(
      path: folder.appendingPathComponent("parity.sqlite").path,
      configuration: .init(passwordCost: 4))
    _ = try await database.accounts().create(
      username: AuthClient.testAccount.username, password: AuthClient.testAccount.password)
    return database
  }

  @Test("Repeated wrong passwords are throttled, with the wait named", arguments: Variant.all)
  func throttling(variant: Variant) async throws {
    let database = try await Self.makeDatabase()
    // The throttle's own clock stands still: on a loaded machine the real one let the
    // one-second wait after the fourth failure run out before the fifth attempt.
    let throttle = LoginThrottle(clock: VirtualClock())
    let scenario = Scenario(variant, environment: .live(database: database, throttle: throttle))
    for _ in 1...4 {
      try await scenario.submitLogin(password: "wrong-password")
      #expect(scenario.errors == ["Invalid username or password"])
    }
    try await scenario.submitLogin(password: "wrong-password")
    let message = try #require(scenario.errors.first)
    #expect(message.hasPrefix("Too many attempts. Try again in "))
    #expect(message.hasSuffix(" second.") || message.hasSuffix(" seconds."))
    #expect(!scenario.isHome)
  }

  @Test(
    "Tasks, text and settings are stored and read back by a new session", arguments: Variant.all)
  func storedInSQLite(variant: Variant) async throws {
    let database = try await Self.makeDatabase()
    let first = Scenario(variant, environment: .live(database: database))
    try await first.logIn()
    #expect(first.app.shows("No items"))
    try await first.app.tap("Add")
    try await first.app.type("- Stored for real @due(2026-12-01)", into: "Task")
    try await first.app.tap("Save")
    try await first.openTab("Settings")
    try await first.app.toggle("Debugger")
    try await first.app.tap("Sign Out")

    let reopened = try TaskManagerDatabase(
      path: database.path, configuration: database.configuration)
    let second = Scenario(variant, environment: .live(database: reopened))
    try await second.logIn()
    #expect(second.itemRows == ["Stored for real Due Tue 1 Dec 2026"])
    #expect(second.app.shows("section Debugger:"))
  }
}
