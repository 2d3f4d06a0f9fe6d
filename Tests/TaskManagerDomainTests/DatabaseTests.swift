import Foundation
import GRDB
import Testing

@testable import TaskManagerDomain

@Suite("Database: migrations and errors")
struct DatabaseTests {
  @Test("A new file gets every migration, in WAL mode with synchronous FULL")
  func freshDatabase() async throws {
    let database = try makeDatabase()
    #expect(try await database.appliedSchemaVersions() == TaskManagerDatabase.schemaVersions)
    #expect(
      TaskManagerDatabase.schemaVersions == ["v1-accounts", "v2-outlines", "v3-item-identities"])
    let (mode, synchronous) = try await database.pool.write { db in
      (
        try String.fetchOne(db, sql: "PRAGMA journal_mode"),
        try Int.fetchOne(db, sql: "PRAGMA synchronous")
      )
    }
    #expect(mode == "wal")
    #expect(synchronous == 2)  // FULL
    #expect(try await database.integrityCheck() == ["ok"])
  }

  @Test("An older database is migrated forward and keeps its accounts")
  func upgradesOldSchema() async throws {
    let path = try temporaryDirectory() + "/old.sqlite"
    do {
      let old = try TaskManagerDatabase(
        path: path, configuration: testConfiguration, migratingUpTo: "v1-accounts")
      #expect(try await old.appliedSchemaVersions() == ["v1-accounts"])
      try await old.pool.write { db in
        try db.execute(
          sql: "INSERT INTO user (username, passwordHash, createdAt) VALUES ('ada', 'x', ?)",
          arguments: [Date()])
        try db.execute(sql: "INSERT INTO userSettings (userID) VALUES (1)")
      }
    }
    let database = try TaskManagerDatabase(path: path, configuration: testConfiguration)
    #expect(try await database.appliedSchemaVersions() == TaskManagerDatabase.schemaVersions)
    let ada = try #require(try await database.accounts.find("ada"))
    // v2 adds outlines: accounts from before it get an empty one.
    let outline = try await database.outlines.load(ada.id)
    #expect(outline.items.isEmpty)
  }

  @Test("A database from a newer schema is refused with a clear message and left unchanged")
  func refusesNewerSchema() async throws {
    let database = try makeDatabase()
    let path = database.path
    try await database.pool.write { db in
      try db.execute(sql: "INSERT INTO grdb_migrations (identifier) VALUES ('v9-future')")
    }
    // Everything in the main file, so any later write would show in its bytes.
    try await database.pool.writeWithoutTransaction { db in
      try db.execute(sql: "PRAGMA wal_checkpoint(TRUNCATE)")
    }
    try database.pool.close()
    let before = try Data(contentsOf: URL(fileURLWithPath: path))
    #expect(throws: DatabaseProblem.newerSchema(path: path, unknownMigrations: ["v9-future"])) {
      try TaskManagerDatabase(path: path, configuration: testConfiguration)
    }
    let after = try Data(contentsOf: URL(fileURLWithPath: path))
    #expect(before.count == after.count)
    #expect(before.elementsEqual(after), "the file's bytes changed")
    let message = DatabaseProblem.newerSchema(path: path, unknownMigrations: ["v9-future"])
      .description
    #expect(message.contains("newer version of Triptych"))
    #expect(message.contains("was not changed"))
  }

  @Test("A path in a missing folder is reported as such")
  func missingDirectory() throws {
    let path = try temporaryDirectory() + "/no/such/folder/db.sqlite"
    #expect(throws: DatabaseProblem.missingDirectory(path: path)) {
      try TaskManagerDatabase(path: path, configuration: testConfiguration)
    }
    #expect(!FileManager.default.fileExists(atPath: path))
    #expect(
      DatabaseProblem.missingDirectory(path: path).description.contains("does not exist"))
  }

  @Test("A file that is not a database is reported and not touched")
  func notADatabase() throws {
    let path = try temporaryDirectory() + "/notes.txt"
    let text = Data("- Buy milk\n- Call Bob\n".utf8)
    try text.write(to: URL(fileURLWithPath: path))
    #expect(throws: DatabaseProblem.notADatabase(path: path)) {
      try TaskManagerDatabase(path: path, configuration: testConfiguration)
    }
    #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == text)
  }

  @Test("A garbage file with an SQLite header is still reported as not a database")
  func damagedHeader() throws {
    let path = try temporaryDirectory() + "/broken.sqlite"
    var bytes = Data("SQLite format 3\0".utf8)
    bytes.append(Data(repeating: 0xAB, count: 4096))
    try bytes.write(to: URL(fileURLWithPath: path))
    #expect(throws: DatabaseProblem.self) {
      try TaskManagerDatabase(path: path, configuration: testConfiguration)
    }
  }

  @Test("A folder given as the database path is refused")
  func folderPath() throws {
    let path = try temporaryDirectory()
    #expect(throws: DatabaseProblem.self) {
      try TaskManagerDatabase(path: path, configuration: testConfiguration)
    }
  }

  @Test("A write while another process holds the write lock fails as locked, changing nothing")
  func lockedByAnotherWriter() async throws {
    let database = try makeDatabase()
    // A second connection stands in for another process holding a write transaction.
    let other = try WriteLockHolder(path: database.path)
    await #expect(throws: AccountError.database(.locked(path: database.path))) {
      try await database.accounts.create(username: "ada", password: "analytical-engine")
    }
    other.release()
    #expect(try await database.accounts.list().isEmpty)
    _ = try await database.accounts.create(username: "ada", password: "analytical-engine")
    #expect(
      DatabaseProblem.locked(path: database.path).description.contains("locked by another writer"))
  }

  @Test("Opening while another process holds the write lock fails as locked")
  func openWhileLocked() throws {
    let path = try temporaryDirectory() + "/busy.sqlite"
    let other = try WriteLockHolder(path: path, sql: "CREATE TABLE t(x); BEGIN EXCLUSIVE")
    #expect(throws: DatabaseProblem.locked(path: path)) {
      try TaskManagerDatabase(path: path, configuration: testConfiguration)
    }
    other.release()
  }

  @Test("SQLite's read-only and permission errors are reported as read-only")
  func readOnlyClassification() {
    // Tests run as root here, which writes through file permissions, so the mapping is checked
    // on SQLite's own error codes.
    for code in [ResultCode.SQLITE_READONLY, .SQLITE_PERM] {
      let problem = DatabaseProblem.classify(DatabaseError(resultCode: code), path: "/x/db.sqlite")
      #expect(problem == .readOnly(path: "/x/db.sqlite"))
    }
    #expect(
      DatabaseProblem.classify(DatabaseError(resultCode: .SQLITE_NOTADB), path: "/x")
        == .notADatabase(path: "/x"))
    #expect(
      DatabaseProblem.classify(DatabaseError(resultCode: .SQLITE_BUSY), path: "/x")
        == .locked(path: "/x"))
    #expect(DatabaseProblem.readOnly(path: "/x").description.contains("read-only"))
  }

  @Test("The default path is a per-user data location, overridable")
  func defaultPath() {
    #expect(
      TaskManagerDatabase.defaultPath(environment: ["HOME": "/home/ada"])
        == "/home/ada/.local/share/triptych/triptych.sqlite")
    #expect(
      TaskManagerDatabase.defaultPath(environment: ["HOME": "/home/ada", "XDG_DATA_HOME": "/data"])
        == "/data/triptych/triptych.sqlite")
    #expect(
      TaskManagerDatabase.defaultPath(environment: ["TRIPTYCH_DATABASE": "/srv/t.sqlite"])
        == "/srv/t.sqlite")
  }

  @Test("A new database file and its WAL files are readable by their owner only")
  func newFilesArePrivate() async throws {
    let path = try temporaryDirectory() + "/private.sqlite"
    let database = try TaskManagerDatabase(path: path, configuration: testConfiguration)
    _ = try await database.accounts.create(username: "ada", password: "analytical-engine")
    for file in [path, path + "-wal", path + "-shm"] {
      let attributes = try FileManager.default.attributesOfItem(atPath: file)
      let mode = try #require(attributes[.posixPermissions] as? Int)
      #expect(mode & 0o777 == 0o600, "\(file) has mode \(String(mode, radix: 8))")
    }
  }
}
