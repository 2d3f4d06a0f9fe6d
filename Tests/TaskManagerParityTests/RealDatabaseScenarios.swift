import Foundation
import TaskManagerDomain
import TaskManagerDomainTesting
import Testing
import ViewsTesting

/// The same scenarios on the real parts: SQLite through GRDB or PostgreSQL through
/// PostgresNIO, bcrypt, the login throttle. No variant knows which store it runs on.
@MainActor
@Suite("Parity: on a real database")
struct RealDatabaseScenarios {
  enum Store: String, CustomStringConvertible, Sendable {
    case sqlite, postgres
    var description: String { rawValue }

    /// SQLite always; PostgreSQL where its test server starts (the reason printed otherwise).
    static var available: [Store] {
      PostgresTestServer.isAvailable ? [.sqlite, .postgres] : [.sqlite]
    }
  }

  /// A fresh database with the test account (bcrypt cost 4, to keep tests quick), and where
  /// it is, for a new session to open it again.
  static func makeDatabase(_ store: Store) async throws -> (TaskManagerDatabase, String) {
    let location: String
    switch store {
    case .sqlite:
      let folder = FileManager.default.temporaryDirectory
        .appendingPathComponent("triptych-parity-\(UUID().uuidString)")
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      location = folder.appendingPathComponent("parity.sqlite").path
    case .postgres:
      location = try #require(PostgresTestServer.freshDatabaseURL())
    }
    let database = try TaskManagerDatabase(
      location: location, configuration: .init(passwordCost: 4))
    _ = try await database.accounts().create(
      username: AuthClient.testAccount.username, password: AuthClient.testAccount.password)
    return (database, location)
  }

  @Test(
    "Repeated wrong passwords are throttled, with the wait named",
    arguments: Variant.all, Store.available)
  func throttling(variant: Variant, store: Store) async throws {
    let (database, _) = try await Self.makeDatabase(store)
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
    "Tasks, text and settings are stored and read back by a new session",
    arguments: Variant.all, Store.available)
  func storedForReal(variant: Variant, store: Store) async throws {
    let (database, location) = try await Self.makeDatabase(store)
    let first = Scenario(variant, environment: .live(database: database))
    try await first.logIn()
    #expect(first.app.shows("No items"))
    try await first.app.tap("Add")
    try await first.app.type("- Stored for real @due(2026-12-01)", into: "Task")
    try await first.app.tap("Save")
    try await first.openTab("Settings")
    try await first.app.toggle("Debugger")
    try await first.app.tap("Sign Out")

    // A new process's view (on PostgreSQL, another server's), with nothing cached.
    let reopened = try TaskManagerDatabase(
      location: location, configuration: database.configuration)
    let second = Scenario(variant, environment: .live(database: reopened))
    try await second.logIn()
    #expect(second.itemRows == ["Stored for real Due Tue 1 Dec 2026"])
    #expect(second.app.shows("section Debugger:"))
  }
}
