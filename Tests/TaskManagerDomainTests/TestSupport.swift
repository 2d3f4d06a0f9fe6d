import Foundation
import GRDB
import TaskManagerDomainTesting
import TaskPaper
import Testing

@testable import TaskManagerDomain

/// A fresh folder under the temporary directory, for one test's database files.
func temporaryDirectory() throws -> String {
  let path = FileManager.default.temporaryDirectory
    .appendingPathComponent("triptych-domain-\(UUID().uuidString)").path
  try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
  return path
}

/// Production settings except bcrypt cost 4, so hashing does not dominate the tests.
let testConfiguration = TaskManagerDatabase.Configuration(
  busyTimeout: .milliseconds(200), passwordCost: 4)

/// A new database in its own temporary folder.
func makeDatabase(configuration: TaskManagerDatabase.Configuration = testConfiguration) throws
  -> TaskManagerDatabase
{
  try TaskManagerDatabase(path: temporaryDirectory() + "/test.sqlite", configuration: configuration)
}

/// A new database with one account, "ada", whose outline is empty.
func userDatabase() async throws -> (TaskManagerDatabase, UserID) {
  let database = try makeDatabase()
  let ada = try await database.accounts.create(username: "ada", password: "analytical-engine")
  return (database, ada.id)
}

/// Which store a test runs on.
enum Engine: String, CustomStringConvertible, Sendable {
  case sqlite, postgres
  var description: String { rawValue }

  /// SQLite always; PostgreSQL where its test server starts (the reason printed otherwise).
  static var available: [Engine] {
    PostgresTestServer.isAvailable ? [.sqlite, .postgres] : [.sqlite]
  }
}

/// The test settings for PostgreSQL: a row lock is waited for up to 10 s, not 200 ms. Tests
/// of two servers contend for one outline's row on purpose, and on a loaded machine the holder
/// may wait for a core longer than SQLite's short test timeout.
let postgresTestConfiguration = TaskManagerDatabase.Configuration(
  busyTimeout: .seconds(10), passwordCost: 4)

/// A new, empty database on `engine`.
func makeDatabase(_ engine: Engine) throws -> TaskManagerDatabase {
  switch engine {
  case .sqlite: return try makeDatabase(configuration: testConfiguration)
  case .postgres:
    let url = try #require(PostgresTestServer.freshDatabaseURL())
    return try TaskManagerDatabase(location: url, configuration: postgresTestConfiguration)
  }
}

/// A new database on `engine` with one account, "ada", whose outline is empty.
func userDatabase(_ engine: Engine) async throws -> (TaskManagerDatabase, UserID) {
  let database = try makeDatabase(engine)
  let ada = try await database.accounts.create(username: "ada", password: "analytical-engine")
  return (database, ada.id)
}

/// Another server's (or process's) view of the same database, with nothing cached.
func secondServer(_ database: TaskManagerDatabase) throws -> TaskManagerDatabase {
  try TaskManagerDatabase(location: database.location, configuration: database.configuration)
}

extension TaskStore {
  /// Sends each call to the next of two stores in turn: a load balancer without sticky
  /// sessions in front of two servers.
  static func alternating(_ first: TaskStore, _ second: TaskStore) -> TaskStore {
    let turn = LockedTurn()
    @Sendable func next() -> TaskStore { turn.flip() ? first : second }
    return TaskStore(
      load: { (user) async throws(TaskStoreError) in try await next().load(user) },
      apply: { (edit, base, user) async throws(TaskStoreError) in
        try await next().apply(edit, base, user)
      },
      replace: { (text, base, user) async throws(TaskStoreError) in
        try await next().replace(text, base, user)
      },
      export: { (user) async throws(TaskStoreError) in try await next().export(user) },
      subscribe: { user, handler in next().subscribe(user, handler) })
  }
}

final class LockedTurn: @unchecked Sendable {
  private let lock = NSLock()
  private var value = false
  func flip() -> Bool {
    lock.withLock {
      value.toggle()
      return value
    }
  }
}

/// The same file opened again: a new process's view, with nothing cached.
func reopen(_ database: TaskManagerDatabase) throws -> TaskManagerDatabase {
  try TaskManagerDatabase(path: database.path, configuration: database.configuration)
}

/// What must survive storage: each item's body, depth and indentation, in order.
func shape(_ outline: Outline) -> [String] {
  outline.items.map { "\($0.depth)/\($0.indent)/\($0.body)" }
}

func shape(_ snapshot: OutlineSnapshot) -> [String] { shape(snapshot.outline) }

/// The TaskPaper conformance corpus inputs, shared with the TaskPaper tests.
func corpusDocuments() throws -> [(name: String, bytes: Data)] {
  let inputs = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("TaskPaperTests/Conformance/inputs")
  let names = try FileManager.default.contentsOfDirectory(atPath: inputs.path)
    .filter { $0.hasSuffix(".taskpaper") }.sorted()
  return try names.map { ($0, try Data(contentsOf: inputs.appendingPathComponent($0))) }
}

/// A small deterministic random generator (SplitMix64), so failures replay.
struct SeededGenerator: RandomNumberGenerator {
  var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

/// Another connection holding the write lock of a database file, as another process would,
/// until ``release()``.
final class WriteLockHolder: @unchecked Sendable {
  private let acquired = DispatchSemaphore(value: 0)
  private let released = DispatchSemaphore(value: 0)
  private let finished = DispatchSemaphore(value: 0)

  init(path: String, sql: String = "BEGIN IMMEDIATE") throws {
    let queue = try DatabaseQueue(path: path)
    Thread { [acquired, released, finished] in
      try? queue.writeWithoutTransaction { db in
        try db.execute(sql: sql)
        acquired.signal()
        released.wait()
        try db.execute(sql: "ROLLBACK")
      }
      finished.signal()
    }.start()
    acquired.wait()
  }

  func release() {
    released.signal()
    finished.wait()
  }
}
