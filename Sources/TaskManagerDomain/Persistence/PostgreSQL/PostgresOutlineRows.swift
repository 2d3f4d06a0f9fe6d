import Foundation
import PostgresNIO
import TaskPaper

/// PostgreSQL's writer connection: each edit is one transaction holding its outline's row lock.
struct PostgresOutlineWriter: OutlineWriter {
  let session: PostgresSession
  let engine: PostgresEngine

  func inTransaction(_ body: (any OutlineTransaction) throws -> Void) throws {
    try session.transaction { try body(PostgresOutlineRows(session: session, engine: engine)) }
  }
}

/// An outline's rows in PostgreSQL: the same rows and revisions as SQLite's
/// (``OutlineRows``), read and written through one session.
struct PostgresOutlineRows: OutlineTransaction {
  let session: PostgresSession
  let engine: PostgresEngine

  static func revision(_ session: PostgresSession, _ user: UserID) throws -> Int64? {
    try session.query("SELECT revision FROM outline WHERE user_id = \(user.rawValue)")
      .first?.decode(Int64.self)
  }

  func header(_ user: UserID) throws -> OutlineHeader? {
    try header(user, locking: true)
  }

  /// The outline row; `locking` holds it until the transaction ends (`FOR UPDATE`), so edits
  /// of one outline from several servers take turns.
  func header(_ user: UserID, locking: Bool) throws -> OutlineHeader? {
    try session.query(
      """
      SELECT revision, next_item_id, rearranged_at FROM outline WHERE user_id = \(user.rawValue)
      \(unescaped: locking ? "FOR UPDATE" : "")
      """
    ).first.map { row in
      let (revision, next, rearranged) = try row.decode((Int64, Int64, Int64).self)
      return OutlineHeader(revision: revision, nextItemID: next, rearrangedAt: rearranged)
    }
  }

  func load(_ user: UserID, header: OutlineHeader) throws -> OutlineState {
    let path = engine.location.description
    var stored = OutlineRows.StoredRows()
    let rows = try session.query(
      """
      SELECT id, parent_id, position, indent, body, item_id, changed_at, placed_at
      FROM outline_item WHERE user_id = \(user.rawValue)
      ORDER BY parent_id NULLS FIRST, position, id
      """)
    stored.rows.reserveCapacity(rows.count)
    for row in rows {
      let (id, parent, position, indent, body, itemID, changedAt, placedAt) = try row.decode(
        (Int64, Int64?, Int64, Int32, String, Int64, Int64, Int64).self)
      let start = stored.bodies.count
      stored.bodies.append(contentsOf: body.utf8)
      stored.rows.append(
        OutlineRows.StoredRow(
          id: id, parentID: parent ?? 0, hasParent: parent != nil, position: position,
          indent: Int(indent), itemID: Int(itemID), changedAt: changedAt, placedAt: placedAt,
          bodyStart: start, bodyEnd: stored.bodies.count))
    }
    return try OutlineRows.load(stored, header: header, path: path)
  }

  func write(_ delta: OutlineDelta, state: OutlineState, user: UserID) throws -> RowChanges {
    var writer = PostgresRowWriter(session: session, user: user)
    return try OutlineRows.write(delta, state: state, to: &writer, user: user)
  }

  func writeReplacement(user: UserID, before: TrackedOutline, state: OutlineState) throws
    -> OutlineState
  {
    var writer = PostgresRowWriter(session: session, user: user)
    return try OutlineRows.writeReplacement(to: &writer, user: user, before: before, state: state)
  }

  func writeHeader(_ user: UserID, _ tracked: TrackedOutline) throws {
    try session.query(
      """
      UPDATE outline SET revision = \(tracked.revision.rawValue),
        next_item_id = \(Int64(tracked.outline.nextItemID.rawValue)),
        rearranged_at = \(tracked.rearrangedAt.rawValue), updated_at = \(Date())
      WHERE user_id = \(user.rawValue)
      """)
    try PostgresChange.outline(user).notify(session, from: engine.processToken)
  }
}

/// Gathers an edit's row writes and sends them as a few statements over arrays (`unnest`):
/// a whole-text save of 100,000 lines is a dozen statements, not 100,000 round trips. Row ids
/// for new rows are taken from the table's sequence ahead of the insert.
struct PostgresRowWriter: OutlineRowWriter {
  let session: PostgresSession
  let user: UserID
  private var reservedIDs: [Int64] = []
  private var reservation = 64
  private var deleted: [Int64] = []
  private var inserted: [NewOutlineRow] = []
  private var insertedIndex: [Int64: Int] = [:]
  private var insertedIDs: [Int64] = []
  private var updates: [Int64: OutlineRowUpdate] = [:]
  private var updateOrder: [Int64] = []

  init(session: PostgresSession, user: UserID) {
    self.session = session
    self.user = user
  }

  mutating func deleteRows(_ rows: [Int64]) throws {
    deleted += rows
  }

  mutating func insert(_ row: NewOutlineRow) throws -> Int64 {
    if reservedIDs.isEmpty {
      reservedIDs = try session.query(
        "SELECT nextval('outline_item_id_seq') FROM generate_series(1, \(reservation))"
      ).map { try $0.decode(Int64.self) }.reversed()
      reservation = min(reservation * 4, 16384)
    }
    let id = reservedIDs.removeLast()
    insertedIndex[id] = inserted.count
    inserted.append(row)
    insertedIDs.append(id)
    return id
  }

  mutating func update(_ row: Int64, _ update: OutlineRowUpdate) throws {
    if let index = insertedIndex[row] {
      // A row this edit adds is written with its final columns.
      var added = inserted[index]
      if let parent = update.parent { added.parent = parent }
      if let position = update.position { added.position = position }
      if let indent = update.indent { added.indent = indent }
      if let content = update.content { (added.type, added.body, added.tags) = content }
      if let changedAt = update.changedAt { added.changedAt = changedAt }
      if let placedAt = update.placedAt { added.placedAt = placedAt }
      inserted[index] = added
      return
    }
    if let earlier = updates[row] {
      updates[row] = earlier.merged(with: update)
    } else {
      updates[row] = update
      updateOrder.append(row)
    }
  }

  mutating func finish() throws {
    let chunk = 10_000
    for start in stride(from: 0, to: inserted.count, by: chunk) {
      let range = start..<min(start + chunk, inserted.count)
      let rows = inserted[range]
      try session.query(
        """
        INSERT INTO outline_item
          (id, user_id, parent_id, position, indent, type, body, tags, item_id, changed_at, placed_at)
        SELECT id, \(user.rawValue), NULLIF(parent, 0), position, indent, type, body, tags,
          item_id, changed_at, placed_at
        FROM unnest(
          \(Array(insertedIDs[range]))::int8[], \(rows.map { $0.parent ?? 0 })::int8[],
          \(rows.map(\.position))::int8[], \(rows.map { Int64($0.indent) })::int8[],
          \(rows.map(\.type))::text[], \(rows.map(\.body))::text[], \(rows.map(\.tags))::text[],
          \(rows.map(\.itemID))::int8[], \(rows.map(\.changedAt))::int8[],
          \(rows.map(\.placedAt))::int8[]
        ) AS new(id, parent, position, indent, type, body, tags, item_id, changed_at, placed_at)
        """)
    }
    for start in stride(from: 0, to: updateOrder.count, by: chunk) {
      let ids = Array(updateOrder[start..<min(start + chunk, updateOrder.count)])
      let changes = ids.map { updates[$0]! }
      // Arrays carry no NULLs here: each optional column travels as a flag and a value.
      try session.query(
        """
        UPDATE outline_item AS item SET
          parent_id = CASE WHEN new.set_parent THEN NULLIF(new.parent, 0) ELSE item.parent_id END,
          position = CASE WHEN new.set_position THEN new.position ELSE item.position END,
          indent = CASE WHEN new.set_indent THEN new.indent::int ELSE item.indent END,
          type = CASE WHEN new.set_content THEN new.type ELSE item.type END,
          body = CASE WHEN new.set_content THEN new.body ELSE item.body END,
          tags = CASE WHEN new.set_content THEN new.tags ELSE item.tags END,
          changed_at = CASE WHEN new.set_changed THEN new.changed_at ELSE item.changed_at END,
          placed_at = CASE WHEN new.set_placed THEN new.placed_at ELSE item.placed_at END
        FROM unnest(
          \(ids)::int8[], \(changes.map { $0.parent != nil })::bool[],
          \(changes.map { ($0.parent ?? nil) ?? 0 })::int8[],
          \(changes.map { $0.position != nil })::bool[],
          \(changes.map { $0.position ?? 0 })::int8[],
          \(changes.map { $0.indent != nil })::bool[],
          \(changes.map { Int64($0.indent ?? 1) })::int8[],
          \(changes.map { $0.content != nil })::bool[],
          \(changes.map { $0.content?.type ?? "" })::text[],
          \(changes.map { $0.content?.body ?? "" })::text[],
          \(changes.map { $0.content?.tags ?? "" })::text[],
          \(changes.map { $0.changedAt != nil })::bool[],
          \(changes.map { $0.changedAt ?? 0 })::int8[],
          \(changes.map { $0.placedAt != nil })::bool[],
          \(changes.map { $0.placedAt ?? 0 })::int8[]
        ) AS new(id, set_parent, parent, set_position, position, set_indent, indent, set_content,
          type, body, tags, set_changed, changed_at, set_placed, placed_at)
        WHERE item.id = new.id AND item.user_id = \(user.rawValue)
        """)
    }
    // Last, as on SQLite: no kept row names a deleted one as its parent by then (parents are
    // checked at commit, the constraint being deferred).
    for start in stride(from: 0, to: deleted.count, by: chunk) {
      let ids = Array(deleted[start..<min(start + chunk, deleted.count)])
      try session.query(
        "DELETE FROM outline_item WHERE user_id = \(user.rawValue) AND id = ANY(\(ids))")
    }
  }
}
