import TaskPaper

/// The reads and writes of one outline edit inside its transaction, on either engine: the
/// edit's logic (``OutlineStore``) is written once against this.
protocol OutlineTransaction {
  /// The user's outline row. On PostgreSQL it stays locked until the transaction ends, so
  /// another server's edit of the same outline waits for this one, as a second writer waits
  /// for SQLite's lock.
  func header(_ user: UserID) throws -> OutlineHeader?
  /// Every row of the outline, rebuilt.
  func load(_ user: UserID, header: OutlineHeader) throws -> OutlineState
  /// Writes the rows an edit touched (see ``OutlineRows/write(_:state:to:user:)``).
  func write(_ delta: OutlineDelta, state: OutlineState, user: UserID) throws -> RowChanges
  /// Writes a whole-text save (see ``OutlineRows/writeReplacement(to:user:before:state:)``).
  func writeReplacement(user: UserID, before: TrackedOutline, state: OutlineState) throws
    -> OutlineState
  /// Stores the outline's revisions and tells other servers it changed.
  func writeHeader(_ user: UserID, _ tracked: TrackedOutline) throws
}

/// The writer of an engine, held for one serialised step: what it does between transactions
/// (taking the cached outline, putting it back) no other edit in this process sees half done.
protocol OutlineWriter {
  /// Runs `body` in a transaction, committed when it returns and rolled back when it throws.
  func inTransaction(_ body: (any OutlineTransaction) throws -> Void) throws
}

extension TaskManagerDatabase {
  /// The stored revision of the user's outline, or `nil` for no such user.
  func storedRevision(_ user: UserID) async throws -> Int64? {
    switch engine {
    case .sqlite(let pool):
      try await pool.read { db in try OutlineRows.header(db, user)?.revision }
    case .postgres(let postgres):
      try await postgres.read { session in try PostgresOutlineRows.revision(session, user) }
    }
  }

  /// The user's stored outline, read beside the writer, or `nil` for no such user.
  func loadStoredOutline(_ user: UserID) async throws -> OutlineState? {
    let path = path
    switch engine {
    case .sqlite(let pool):
      return try await pool.read { db in
        guard let header = try OutlineRows.header(db, user) else { return nil }
        return try OutlineRows.load(db, user: user, header: header, path: path)
      }
    case .postgres(let postgres):
      return try await postgres.read { session in
        try session.transaction(readOnly: true) {
          let rows = PostgresOutlineRows(session: session, engine: postgres)
          guard let header = try rows.header(user, locking: false) else { return nil }
          return try rows.load(user, header: header)
        }
      }
    }
  }

  /// Runs `body` on the engine's writer, alone among this process's writes.
  func withOutlineWriter<T: Sendable>(
    _ body: @escaping @Sendable (any OutlineWriter) throws -> T
  ) async throws -> T {
    let path = path
    switch engine {
    case .sqlite(let pool):
      return try await pool.writeWithoutTransaction { db in
        try body(SQLiteOutlineWriter(db: db, path: path))
      }
    case .postgres(let postgres):
      return try await postgres.writer.run { session in
        try body(PostgresOutlineWriter(session: session, engine: postgres))
      }
    }
  }
}
