import GRDB
import TaskPaper

/// SQLite's writer connection: an immediate transaction takes the file's write lock.
struct SQLiteOutlineWriter: OutlineWriter {
  let db: Database
  let path: String

  func inTransaction(_ body: (any OutlineTransaction) throws -> Void) throws {
    try db.inTransaction(.immediate) {
      try body(SQLiteOutlineTransaction(db: db, path: path))
      return .commit
    }
  }
}

/// An outline edit's reads and writes on SQLite's connection.
struct SQLiteOutlineTransaction: OutlineTransaction {
  let db: Database
  let path: String

  func header(_ user: UserID) throws -> OutlineHeader? { try OutlineRows.header(db, user) }

  func load(_ user: UserID, header: OutlineHeader) throws -> OutlineState {
    try OutlineRows.load(db, user: user, header: header, path: path)
  }

  func write(_ delta: OutlineDelta, state: OutlineState, user: UserID) throws -> RowChanges {
    var writer = SQLiteRowWriter(db: db)
    return try OutlineRows.write(delta, state: state, to: &writer, user: user)
  }

  func writeReplacement(user: UserID, before: TrackedOutline, state: OutlineState) throws
    -> OutlineState
  {
    var writer = SQLiteRowWriter(db: db)
    return try OutlineRows.writeReplacement(to: &writer, user: user, before: before, state: state)
  }

  func writeHeader(_ user: UserID, _ tracked: TrackedOutline) throws {
    try OutlineRows.writeHeader(db, user, tracked)
  }
}

/// Runs each row write at once, through statements SQLite keeps prepared.
struct SQLiteRowWriter: OutlineRowWriter {
  let db: Database

  mutating func deleteRows(_ rows: [Int64]) throws {
    // 500 to a statement: SQLite's limit on parameters.
    for chunk in stride(from: 0, to: rows.count, by: 500) {
      let slice = rows[chunk..<min(chunk + 500, rows.count)]
      try db.execute(
        sql:
          "DELETE FROM outlineItem WHERE id IN (\(slice.map { _ in "?" }.joined(separator: ",")))",
        arguments: StatementArguments(Array(slice)))
    }
  }

  mutating func insert(_ row: NewOutlineRow) throws -> Int64 {
    try db.cachedStatement(
      sql: """
        INSERT INTO outlineItem
          (userID, parentID, position, indent, type, body, tags, itemID, changedAt, placedAt)
        VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
        """
    ).execute(arguments: [
      row.user.rawValue, row.parent, row.position, row.indent, row.type, row.body, row.tags,
      row.itemID, row.changedAt, row.placedAt,
    ])
    return db.lastInsertedRowID
  }

  mutating func update(_ row: Int64, _ update: OutlineRowUpdate) throws {
    var columns: [String] = []
    var arguments: [(any DatabaseValueConvertible)?] = []
    if let parent = update.parent {
      columns.append("parentID = ?")
      arguments.append(parent)
    }
    if let position = update.position {
      columns.append("position = ?")
      arguments.append(position)
    }
    if let indent = update.indent {
      columns.append("indent = ?")
      arguments.append(indent)
    }
    if let content = update.content {
      columns.append("type = ?, body = ?, tags = ?")
      arguments += [content.type, content.body, content.tags]
    }
    if let changedAt = update.changedAt {
      columns.append("changedAt = ?")
      arguments.append(changedAt)
    }
    if let placedAt = update.placedAt {
      columns.append("placedAt = ?")
      arguments.append(placedAt)
    }
    guard !columns.isEmpty else { return }
    arguments.append(row)
    try db.cachedStatement(
      sql: "UPDATE outlineItem SET \(columns.joined(separator: ", ")) WHERE id = ?"
    ).execute(arguments: StatementArguments(arguments))
  }

  mutating func finish() throws {}
}
