import Foundation
import GRDB

/// The TaskManager's database: accounts, settings and every user's outline, in one SQLite
/// file in WAL mode (the embedded default) or in PostgreSQL, which several servers share.
/// Open it once per process and share it; it is safe to use from any task. Every acknowledged
/// write is durably committed (SQLite's `synchronous = FULL`; PostgreSQL's commit).
///
/// ```swift
/// let database = try TaskManagerDatabase(path: TaskManagerDatabase.defaultPath())
/// let ada = try await database.accounts.create(username: "ada", password: "analytical-engine")
/// let outline = try await database.outlines.load(ada.id)
/// let shared = try TaskManagerDatabase(location: "postgres://triptych@db.internal/triptych")
/// ```
///
/// On PostgreSQL, a change committed by another server reaches this one's observers through
/// `LISTEN`/`NOTIFY`, and stale edits are refused by the rows'
/// revisions under a row lock, exactly as between windows of one server.
public final class TaskManagerDatabase: Sendable {
  /// Tuning knobs; the defaults are the production ones.
  public struct Configuration: Sendable {
    /// How long a write waits for another process's write lock before failing with
    /// ``DatabaseProblem/locked(path:)``.
    public var busyTimeout: Duration
    /// bcrypt cost (log2 rounds) for new password hashes: 10 or more in production; tests
    /// may use 4 to stay fast.
    public var passwordCost: Int
    /// What new passwords must satisfy.
    public var passwordPolicy: PasswordPolicy
    /// How failed logins are slowed down: per account and address, per address, and gently
    /// per account (see ``LoginThrottle``).
    public var loginThrottle: LoginThrottle.Policies

    public init(
      busyTimeout: Duration = .seconds(5), passwordCost: Int = 10,
      passwordPolicy: PasswordPolicy = .standard,
      loginThrottle: LoginThrottle.Policies = .standard
    ) {
      self.busyTimeout = busyTimeout
      self.passwordCost = min(max(passwordCost, 4), 31)
      self.passwordPolicy = passwordPolicy
      self.loginThrottle = loginThrottle
    }
  }

  /// The file this database lives in, or the PostgreSQL URL without its password.
  public let path: String
  /// What it was opened with: the file's path, or the whole PostgreSQL URL.
  let location: String
  public let configuration: Configuration
  /// Where the rows are.
  enum Engine: Sendable {
    case sqlite(DatabasePool)
    case postgres(PostgresEngine)
  }
  let engine: Engine
  let outlineCache = OutlineCache()
  /// Who watches which user's settings.
  let settingsFeed = ChangeFeed<UserSettings>()
  /// The failed-login record shared by every session using this database.
  public let loginThrottle: LoginThrottle

  /// Opens (creating it if needed, with every migration) the database at `path`.
  ///
  /// Throws a ``DatabaseProblem`` for a missing folder, a read-only file, a lock held by
  /// another writer past the busy timeout, a file that is not a database, or a database written
  /// by a newer schema version — which is left exactly as it was.
  public init(path: String, configuration: Configuration = Configuration()) throws(DatabaseProblem)
  {
    let path = (path as NSString).expandingTildeInPath
    self.path = path
    location = path
    self.configuration = configuration
    loginThrottle = LoginThrottle(policies: configuration.loginThrottle)
    try Self.checkFile(at: path)
    try Self.refuseNewerSchema(at: path, configuration: configuration)
    var config = Configuration.grdb(configuration)
    config.label = "TaskManagerDatabase"
    let pool: DatabasePool
    do {
      pool = try DatabasePool(path: path, configuration: config)
    } catch {
      throw DatabaseProblem.classify(error, path: path)
    }
    engine = .sqlite(pool)
    try Self.migrate(pool, path: path, upTo: nil)
  }

  /// Opens the PostgreSQL database at `url` (`postgres://USER[:PASSWORD]@HOST[:PORT]/NAME`),
  /// creating or migrating its tables, and starts listening for other servers' changes.
  ///
  /// Throws a ``DatabaseProblem`` when the URL is not usable, the server cannot be reached,
  /// or its schema is newer than this version knows (it is then left untouched).
  public init(postgresURL url: String, configuration: Configuration = Configuration())
    throws(DatabaseProblem)
  {
    let location = try PostgresLocation(url: url)
    path = location.description
    self.location = url
    self.configuration = configuration
    let postgres = try PostgresEngine(location: location, lockTimeout: configuration.busyTimeout)
    engine = .postgres(postgres)
    loginThrottle = LoginThrottle(
      policies: configuration.loginThrottle, records: PostgresLoginRecords(engine: postgres))
    postgres.startListening { [weak self] change in self?.apply(change) }
  }

  /// Opens `location`: a `postgres://` (or `postgresql://`) URL, or an SQLite file's path.
  public convenience init(location: String, configuration: Configuration = Configuration())
    throws(DatabaseProblem)
  {
    if Self.isPostgresURL(location) {
      try self.init(postgresURL: location, configuration: configuration)
    } else {
      try self.init(path: location, configuration: configuration)
    }
  }

  /// `location` as messages may show it: a PostgreSQL URL without its password.
  public static func redactedLocation(_ location: String) -> String {
    isPostgresURL(location) ? PostgresLocation.redact(location) : location
  }

  /// Whether `location` names a PostgreSQL database rather than an SQLite file.
  public static func isPostgresURL(_ location: String) -> Bool {
    PostgresLocation.isURL(location)
  }

  /// Whether the rows are in PostgreSQL (shared by servers) rather than an SQLite file.
  public var isShared: Bool {
    if case .postgres = engine { return true }
    return false
  }

  /// Opens a database migrated only up to `identifier`: lets tests build old-schema files.
  init(path: String, configuration: Configuration, migratingUpTo identifier: String)
    throws(DatabaseProblem)
  {
    self.path = path
    location = path
    self.configuration = configuration
    loginThrottle = LoginThrottle(policies: configuration.loginThrottle)
    let pool: DatabasePool
    do {
      pool = try DatabasePool(path: path, configuration: Configuration.grdb(configuration))
    } catch {
      throw DatabaseProblem.classify(error, path: path)
    }
    engine = .sqlite(pool)
    try Self.migrate(pool, path: path, upTo: identifier)
  }

  /// The migrations this version of Triptych knows, oldest first.
  public static var schemaVersions: [String] { Schema.migrationIdentifiers }

  /// The migrations recorded in the database, in the order they were applied.
  public func appliedSchemaVersions() async throws(DatabaseProblem) -> [String] {
    switch engine {
    case .sqlite:
      try await read { db in
        try String.fetchAll(db, sql: "SELECT identifier FROM grdb_migrations ORDER BY rowid")
      }
    case .postgres(let postgres): try await postgres.appliedSchemaVersions()
    }
  }

  /// `["ok"]` for sound storage, the findings otherwise: SQLite's `PRAGMA integrity_check`;
  /// on PostgreSQL (which checks its own pages), items whose parent row is missing.
  public func integrityCheck() async throws(DatabaseProblem) -> [String] {
    switch engine {
    case .sqlite:
      try await read { db in try String.fetchAll(db, sql: "PRAGMA integrity_check") }
    case .postgres(let postgres): try await postgres.integrityCheck()
    }
  }

  /// The per-user data location: `$XDG_DATA_HOME/triptych/triptych.sqlite`, by default
  /// `~/.local/share/triptych/triptych.sqlite` (on macOS `~/Library/Application Support/
  /// Triptych/triptych.sqlite`). `TRIPTYCH_DATABASE` overrides it.
  public static func defaultPath(
    environment: [String: String] = ProcessInfo.processInfo.environment
  )
    -> String
  {
    if let explicit = environment["TRIPTYCH_DATABASE"], !explicit.isEmpty { return explicit }
    #if os(macOS)
      let base = NSHomeDirectory() + "/Library/Application Support/Triptych"
    #else
      let base: String
      if let xdg = environment["XDG_DATA_HOME"], xdg.hasPrefix("/") {
        base = xdg + "/triptych"
      } else {
        base = (environment["HOME"] ?? NSHomeDirectory()) + "/.local/share/triptych"
      }
    #endif
    return base + "/triptych.sqlite"
  }

  /// Opens the database at ``defaultPath(environment:)``, creating its folder (owner-only)
  /// first: the default location is ours to create, an explicit `--database` path is not.
  public static func openDefault(configuration: Configuration = Configuration())
    throws(DatabaseProblem) -> TaskManagerDatabase
  {
    let path = defaultPath()
    if isPostgresURL(path) {
      return try TaskManagerDatabase(postgresURL: path, configuration: configuration)
    }
    let directory = (path as NSString).deletingLastPathComponent
    if !FileManager.default.fileExists(atPath: directory) {
      do {
        try FileManager.default.createDirectory(
          atPath: directory, withIntermediateDirectories: true,
          attributes: [.posixPermissions: 0o700])
      } catch {
        throw .readOnly(path: path)
      }
    }
    return try TaskManagerDatabase(path: path, configuration: configuration)
  }

  // MARK: Access with classified errors

  /// SQLite's connection pool; only the SQLite engine's code asks for it.
  var pool: DatabasePool {
    guard case .sqlite(let pool) = engine else {
      preconditionFailure("SQLite's pool asked of a PostgreSQL database")
    }
    return pool
  }

  /// Reads on one of SQLite's reader connections, off the caller's thread.
  func read<T: Sendable>(_ body: @escaping @Sendable (Database) throws -> T)
    async throws(DatabaseProblem) -> T
  {
    do {
      return try await pool.read(body)
    } catch {
      throw DatabaseProblem.classify(error, path: path)
    }
  }

  /// Writes in one transaction on SQLite's writer connection, off the caller's thread.
  func write<T: Sendable>(_ body: @escaping @Sendable (Database) throws -> T)
    async throws(DatabaseProblem) -> T
  {
    do {
      return try await pool.write(body)
    } catch {
      throw DatabaseProblem.classify(error, path: path)
    }
  }

  // MARK: Opening

  private static func checkFile(at path: String) throws(DatabaseProblem) {
    let fileManager = FileManager.default
    let directory = (path as NSString).deletingLastPathComponent
    var isDirectory: ObjCBool = false
    if !directory.isEmpty, !fileManager.fileExists(atPath: directory, isDirectory: &isDirectory) {
      throw .missingDirectory(path: path)
    }
    if fileManager.fileExists(atPath: path, isDirectory: &isDirectory) {
      if isDirectory.boolValue {
        throw .other(path: path, message: "it is a folder, not a database file")
      }
      // Checked before SQLite sees the file, so a stray text file is reported, not touched.
      if let handle = FileHandle(forReadingAtPath: path) {
        let header = (try? handle.read(upToCount: 16)) ?? Data()
        try? handle.close()
        if !header.isEmpty, header != Data("SQLite format 3\0".utf8) {
          throw .notADatabase(path: path)
        }
      }
      if !fileManager.isWritableFile(atPath: path) { throw .readOnly(path: path) }
    }
    // WAL mode creates `-wal` and `-shm` files beside the database.
    if !fileManager.isWritableFile(atPath: directory.isEmpty ? "." : directory) {
      throw .readOnly(path: path)
    }
    try createPrivately(at: path)
  }

  /// Creates a missing database file readable and writable by its owner only (0600): it holds
  /// the accounts' password hashes. SQLite gives the `-wal` and `-shm` files it makes beside
  /// it the database file's permissions, so they are private too.
  private static func createPrivately(at path: String) throws(DatabaseProblem) {
    let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
    if descriptor >= 0 {
      close(descriptor)
      return
    }
    // Another process made it first: it is then theirs to have made privately.
    guard errno == EEXIST else {
      throw .other(path: path, message: String(cString: strerror(errno)))
    }
  }

  /// Reads the applied migrations through a read-only connection: opening the pool would
  /// already write (GRDB primes the WAL file), and a newer file must stay untouched.
  private static func refuseNewerSchema(at path: String, configuration: Configuration)
    throws(DatabaseProblem)
  {
    let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
    guard size > 0 else { return }
    var config = Configuration.grdb(configuration)
    config.readonly = true
    do {
      let queue = try DatabaseQueue(path: path, configuration: config)
      defer { try? queue.close() }
      let applied = try queue.read { try Schema.migrator.appliedIdentifiers($0) }
      let unknown = applied.subtracting(Schema.migrationIdentifiers)
      if !unknown.isEmpty {
        throw DatabaseProblem.newerSchema(path: path, unknownMigrations: unknown.sorted())
      }
    } catch {
      throw DatabaseProblem.classify(error, path: path)
    }
  }

  private static func migrate(_ pool: DatabasePool, path: String, upTo identifier: String?)
    throws(DatabaseProblem)
  {
    let migrator = Schema.migrator
    do {
      // GRDB sets NORMAL on the writer when it enables WAL, which may lose the last commits
      // on power loss; FULL syncs the WAL at every commit, so an acknowledged edit is on
      // disk. It is a per-connection setting, and only the writer commits.
      try pool.writeWithoutTransaction { db in try db.execute(sql: "PRAGMA synchronous = FULL") }
      let applied = try pool.read { try migrator.appliedIdentifiers($0) }
      let unknown = applied.subtracting(migrator.migrations)
      if !unknown.isEmpty {
        throw DatabaseProblem.newerSchema(path: path, unknownMigrations: unknown.sorted())
      }
      if let identifier {
        try migrator.migrate(pool, upTo: identifier)
      } else {
        try migrator.migrate(pool)
      }
    } catch {
      throw DatabaseProblem.classify(error, path: path)
    }
  }
}

extension TaskManagerDatabase.Configuration {
  static func grdb(_ configuration: Self) -> GRDB.Configuration {
    var config = GRDB.Configuration()
    let (seconds, attoseconds) = configuration.busyTimeout.components
    config.busyMode = .timeout(Double(seconds) + Double(attoseconds) / 1e18)
    return config
  }
}
