import Foundation
import PostgresNIO

/// The TaskManager's tables in a PostgreSQL database, reached through a few connections of
/// this process: one writer (writes are serialised in a process, as on SQLite's single
/// writer; across servers, row locks decide), a few readers, and a listener for other
/// servers' changes (``PostgresChangeListener``).
final class PostgresEngine: Sendable {
  let location: PostgresLocation
  let writer: PostgresLane
  private let readers: [PostgresLane]
  private let nextReader = LockedValue(0)
  /// Names this process in notifications, so it can pass over its own.
  let processToken = UUID().uuidString
  let listeners = LockedValue<[PostgresChangeListener]>([])

  /// Connects and migrates the schema; throws when the server cannot be reached or its schema
  /// is newer than this version knows.
  init(location: PostgresLocation, lockTimeout: Duration) throws(DatabaseProblem) {
    self.location = location
    writer = PostgresLane(
      label: "triptych.postgres.writer", location: location, lockTimeout: lockTimeout)
    readers = (0..<3).map { index in
      PostgresLane(
        label: "triptych.postgres.reader\(index)", location: location, lockTimeout: lockTimeout)
    }
    do {
      try writer.runBlocking { session in try PostgresSchema.migrate(session) }
    } catch {
      throw DatabaseProblem.classify(error, path: location.description)
    }
  }

  deinit {
    for listener in listeners.withLock({ $0 }) { listener.stop() }
    writer.close()
    for reader in readers { reader.close() }
  }

  /// Reads on one of the reader connections.
  func read<T: Sendable>(_ body: @escaping @Sendable (PostgresSession) throws -> T)
    async throws(DatabaseProblem) -> T
  {
    let lane = nextReader.withLock { next in
      defer { next = (next + 1) % readers.count }
      return readers[next]
    }
    do {
      return try await lane.run(body)
    } catch {
      throw DatabaseProblem.classify(error, path: location.description)
    }
  }

  /// Runs `body` on the writer connection; `body` opens its own transaction.
  func write<T: Sendable>(_ body: @escaping @Sendable (PostgresSession) throws -> T)
    async throws(DatabaseProblem) -> T
  {
    do {
      return try await writer.run(body)
    } catch {
      throw DatabaseProblem.classify(error, path: location.description)
    }
  }

  /// The migrations recorded in the database, in the order they were applied.
  func appliedSchemaVersions() async throws(DatabaseProblem) -> [String] {
    try await read { session in try PostgresSchema.applied(session) }
  }
}

/// The schema in PostgreSQL: the same tables as SQLite's (``Schema``), in PostgreSQL's types
/// and names, under the same migration names, recorded in `triptych_migrations`.
enum PostgresSchema {
  /// Any fixed number: servers starting together take turns migrating.
  private static let migrationLock: Int64 = 0x7472_6970_7479_6368

  static let migrations: [(identifier: String, sql: String)] = [
    (
      "v1-accounts",
      """
      CREATE TABLE account (
        id BIGSERIAL PRIMARY KEY,
        username TEXT NOT NULL,
        password_hash TEXT NOT NULL,
        created_at TIMESTAMPTZ NOT NULL,
        last_login_at TIMESTAMPTZ
      );
      CREATE UNIQUE INDEX account_username ON account (lower(username));
      CREATE TABLE user_settings (
        user_id BIGINT PRIMARY KEY REFERENCES account(id) ON DELETE CASCADE,
        show_done BOOLEAN NOT NULL DEFAULT TRUE,
        architecture TEXT NOT NULL DEFAULT 'tca',
        debugger_enabled BOOLEAN NOT NULL DEFAULT FALSE
      );
      """
    ),
    (
      "v2-outlines",
      """
      CREATE TABLE outline (
        user_id BIGINT PRIMARY KEY REFERENCES account(id) ON DELETE CASCADE,
        revision BIGINT NOT NULL DEFAULT 0,
        updated_at TIMESTAMPTZ
      );
      CREATE TABLE outline_item (
        id BIGSERIAL PRIMARY KEY,
        user_id BIGINT NOT NULL REFERENCES outline(user_id) ON DELETE CASCADE,
        parent_id BIGINT REFERENCES outline_item(id) DEFERRABLE INITIALLY DEFERRED,
        position BIGINT NOT NULL,
        indent INTEGER NOT NULL DEFAULT 1 CHECK (indent >= 1),
        type TEXT NOT NULL CHECK (type IN ('project', 'task', 'note')),
        body TEXT NOT NULL,
        tags TEXT NOT NULL DEFAULT '[]'
      );
      CREATE INDEX outline_item_user_parent_position ON outline_item (user_id, parent_id, position);
      CREATE INDEX outline_item_parent ON outline_item (parent_id);
      """
    ),
    (
      "v3-item-identities",
      """
      ALTER TABLE outline ADD COLUMN next_item_id BIGINT NOT NULL DEFAULT 0,
        ADD COLUMN rearranged_at BIGINT NOT NULL DEFAULT 0;
      ALTER TABLE outline_item ADD COLUMN item_id BIGINT NOT NULL DEFAULT -1,
        ADD COLUMN changed_at BIGINT NOT NULL DEFAULT 0,
        ADD COLUMN placed_at BIGINT NOT NULL DEFAULT 0;
      UPDATE outline_item SET item_id = id;
      UPDATE outline SET next_item_id = COALESCE(
        (SELECT MAX(item_id) + 1 FROM outline_item WHERE outline_item.user_id = outline.user_id), 0);
      CREATE UNIQUE INDEX outline_item_user_item ON outline_item (user_id, item_id);
      """
    ),
    (
      "v4-login-failures",
      // The login throttle's records, shared by every server (``PostgresLoginRecords``);
      // times in milliseconds since 1970, the servers' common clock.
      """
      CREATE TABLE login_failure (
        scope TEXT NOT NULL CHECK (scope IN ('pair', 'address', 'account')),
        key TEXT NOT NULL,
        failures BIGINT NOT NULL,
        blocked_until BIGINT NOT NULL,
        last_failure BIGINT NOT NULL,
        PRIMARY KEY (scope, key)
      );
      CREATE INDEX login_failure_last_failure ON login_failure (last_failure);
      CREATE TABLE login_known_address (
        account TEXT NOT NULL,
        address TEXT NOT NULL,
        signed_in_at BIGINT NOT NULL,
        PRIMARY KEY (account, address)
      );
      """
    ),
  ]

  static var identifiers: [String] { migrations.map(\.identifier) }

  /// Applies the migrations the database lacks, in one transaction, holding an advisory lock
  /// so two servers starting at once do not both apply one. A database with a migration this
  /// version does not know is left untouched.
  static func migrate(_ session: PostgresSession) throws {
    try session.transaction {
      try session.query("SELECT pg_advisory_xact_lock(\(migrationLock))")
      try session.query(
        """
        CREATE TABLE IF NOT EXISTS triptych_migrations (
          position SERIAL,
          identifier TEXT PRIMARY KEY,
          applied_at TIMESTAMPTZ NOT NULL DEFAULT now()
        )
        """)
      let applied = try self.applied(session)
      let unknown = Set(applied).subtracting(identifiers)
      if !unknown.isEmpty {
        throw DatabaseProblem.newerSchema(
          path: session.location.description, unknownMigrations: unknown.sorted())
      }
      for migration in migrations where !applied.contains(migration.identifier) {
        // One statement per query: the extended protocol PostgresNIO speaks takes no more.
        for statement in statements(migration.sql) {
          try session.query(PostgresQuery(unsafeSQL: statement))
        }
        try session.query(
          "INSERT INTO triptych_migrations (identifier) VALUES (\(migration.identifier))")
      }
    }
  }

  /// The statements of a migration's SQL, which ends each with a semicolon at a line's end
  /// (none of ours has one inside a string).
  static func statements(_ sql: String) -> [String] {
    sql.components(separatedBy: ";\n").map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
      .map { $0.hasSuffix(";") ? String($0.dropLast()) : $0 }.filter { !$0.isEmpty }
  }

  static func applied(_ session: PostgresSession) throws -> [String] {
    try session.query("SELECT identifier FROM triptych_migrations ORDER BY position")
      .map { try $0.decode(String.self) }
  }
}

extension PostgresEngine {
  /// Starts listening for other servers' changes; `handler` gets each one.
  func startListening(_ handler: @escaping @Sendable (PostgresChange) -> Void) {
    let listener = PostgresChangeListener(
      location: location, token: processToken, handler: handler)
    listener.start()
    listeners.withLock { $0.append(listener) }
  }

  /// Items whose parent row is missing or belongs to another user: `["ok"]` when none.
  func integrityCheck() async throws(DatabaseProblem) -> [String] {
    let orphans = try await read { session in
      try session.query(
        """
        SELECT item.user_id, item.item_id FROM outline_item AS item
        LEFT JOIN outline_item AS parent ON parent.id = item.parent_id
        WHERE item.parent_id IS NOT NULL
          AND (parent.id IS NULL OR parent.user_id <> item.user_id)
        LIMIT 100
        """
      ).map { row in
        let (user, item) = try row.decode((Int64, Int64).self)
        return "item \(item) of user \(user) has no parent row"
      }
    }
    return orphans.isEmpty ? ["ok"] : orphans
  }
}
