import TaskPaper

/// A row an edit adds to `outlineItem`.
struct NewOutlineRow {
  var user: UserID
  var parent: Int64?
  var position: Int64
  var indent: Int
  var type: String
  var body: String
  var tags: String
  var itemID: Int64
  var changedAt: Int64
  var placedAt: Int64

  init(
    _ item: Item, user: UserID, parent: Int64?, position: Int64, changedAt: Int64, placedAt: Int64
  ) {
    self.user = user
    self.parent = parent
    self.position = position
    indent = item.indent
    type = item.type.rawValue
    body = item.body
    tags = OutlineRows.tagsJSON(item)
    itemID = Int64(item.id.rawValue)
    self.changedAt = changedAt
    self.placedAt = placedAt
  }
}

/// The columns an edit changes in one existing row; `nil` leaves a column as it is.
struct OutlineRowUpdate {
  /// `.some(nil)` moves the row to the top level.
  var parent: Int64??
  var position: Int64?
  var indent: Int?
  /// Type, body and tags change together: they are all read from the item's text.
  var content: (type: String, body: String, tags: String)?
  var changedAt: Int64?
  var placedAt: Int64?

  /// The update with `later`'s columns written over this one's.
  func merged(with later: OutlineRowUpdate) -> OutlineRowUpdate {
    OutlineRowUpdate(
      parent: later.parent ?? parent, position: later.position ?? position,
      indent: later.indent ?? indent, content: later.content ?? content,
      changedAt: later.changedAt ?? changedAt, placedAt: later.placedAt ?? placedAt)
  }

  /// The content columns of `item`.
  static func content(of item: Item) -> (type: String, body: String, tags: String) {
    (item.type.rawValue, item.body, OutlineRows.tagsJSON(item))
  }
}

/// Where ``OutlineRows`` sends the row writes an edit makes: SQLite runs each at once,
/// PostgreSQL gathers them into a few statements (``PostgresRowWriter``). The edit's logic —
/// which rows change, their positions, when siblings are renumbered — is the same for both.
protocol OutlineRowWriter {
  /// Deletes rows by row id.
  mutating func deleteRows(_ rows: [Int64]) throws
  /// Adds a row and returns its row id.
  mutating func insert(_ row: NewOutlineRow) throws -> Int64
  /// Changes columns of an existing row (or of one inserted by this writer).
  mutating func update(_ row: Int64, _ update: OutlineRowUpdate) throws
  /// Writes whatever is still gathered; called once, after the edit's last row.
  mutating func finish() throws
}
