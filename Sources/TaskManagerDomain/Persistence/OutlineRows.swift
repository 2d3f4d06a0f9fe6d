import Foundation
import GRDB
import TaskPaper

/// A stored outline in memory: the outline the features see with its revisions, plus, for
/// each of its items, the row it is stored in and that row's sibling position.
struct OutlineState {
  var tracked: TrackedOutline
  var rowIDs: [ItemID: Int64]
  var positions: [ItemID: Int64]
}

/// Row ids and positions an edit changes, kept apart from the cached ``OutlineState`` until
/// the transaction commits: a failed write leaves the cache as it was.
struct RowChanges {
  var rowIDs: [ItemID: Int64?] = [:]
  var positions: [ItemID: Int64?] = [:]

  func rowID(_ id: ItemID, in state: OutlineState) -> Int64? {
    if let changed = rowIDs[id] { return changed }
    return state.rowIDs[id]
  }

  func position(_ id: ItemID, in state: OutlineState) -> Int64? {
    if let changed = positions[id] { return changed }
    return state.positions[id]
  }
}

extension OutlineState {
  /// Takes in the rows of a committed edit.
  mutating func commit(_ changes: RowChanges) {
    for (id, row) in changes.rowIDs { rowIDs[id] = row }
    for (id, position) in changes.positions { positions[id] = position }
  }
}

/// The `outline` row of a user: revisions and the next identity to hand out.
struct OutlineHeader {
  var revision: Int64
  var nextItemID: Int64
  var rearrangedAt: Int64
}

/// Reads and writes the `outlineItem` rows of one user.
enum OutlineRows {
  /// Distance between the positions of consecutive siblings: room for about 20 inserts at
  /// the same place before the siblings are renumbered.
  static let gap: Int64 = 1 << 20

  private struct StoredRow {
    var id: Int64
    var parentID: Int64?
    var position: Int64
    var indent: Int
    var body: String
    var itemID: Int
    var changedAt: Int64
    var placedAt: Int64
  }

  // MARK: The outline row

  static func header(_ db: Database, _ user: UserID) throws -> OutlineHeader? {
    try Row.fetchOne(
      db, sql: "SELECT revision, nextItemID, rearrangedAt FROM outline WHERE userID = ?",
      arguments: [user.rawValue]
    ).map { OutlineHeader(revision: $0[0], nextItemID: $0[1], rearrangedAt: $0[2]) }
  }

  static func writeHeader(_ db: Database, _ user: UserID, _ tracked: TrackedOutline) throws {
    try db.execute(
      sql: """
        UPDATE outline SET revision = ?, nextItemID = ?, rearrangedAt = ?, updatedAt = ?
        WHERE userID = ?
        """,
      arguments: [
        tracked.revision.rawValue, tracked.outline.nextItemID.rawValue,
        tracked.rearrangedAt.rawValue, Date(), user.rawValue,
      ])
  }

  // MARK: Loading

  /// Rebuilds the outline from its rows: items in document order, with their stored
  /// identities and revisions.
  static func load(_ db: Database, user: UserID, header: OutlineHeader, path: String) throws
    -> OutlineState
  {
    var children: [Int64?: [StoredRow]] = [:]
    let cursor = try Row.fetchCursor(
      db,
      sql: """
        SELECT id, parentID, position, indent, body, itemID, changedAt, placedAt FROM outlineItem
        WHERE userID = ? ORDER BY parentID, position, id
        """,
      arguments: [user.rawValue])
    var count = 0
    while let row = try cursor.next() {
      let stored = StoredRow(
        id: row[0], parentID: row[1], position: row[2], indent: row[3], body: row[4],
        itemID: row[5], changedAt: row[6], placedAt: row[7])
      children[stored.parentID, default: []].append(stored)
      count += 1
    }
    // Depth-first, iteratively: outlines can nest deeper than the stack allows recursion.
    var ordered: [(row: StoredRow, depth: Int, level: Int)] = []
    ordered.reserveCapacity(count)
    var stack: [(row: StoredRow, depth: Int, parentLevel: Int)] = (children[nil] ?? []).reversed()
      .map { ($0, 0, 0) }
    while let (row, depth, parentLevel) = stack.popLast() {
      let level = parentLevel + (depth == 0 ? 1 : row.indent)
      ordered.append((row, depth, level))
      for child in (children[row.id] ?? []).reversed() {
        stack.append((child, depth + 1, level))
      }
    }
    guard ordered.count == count else {
      throw DatabaseProblem.corrupt(path: path)
    }
    var outline = try rebuild(
      ordered.map { ($0.row.body, $0.depth, $0.depth == 0 ? 1 : $0.row.indent, $0.level) },
      path: path)
    do {
      try outline.assignIdentities(
        ordered.map { ItemID(rawValue: $0.row.itemID) },
        next: ItemID(rawValue: Int(header.nextItemID)))
    } catch {
      throw DatabaseProblem.corrupt(path: path)
    }
    var rowIDs: [ItemID: Int64] = [:]
    var positions: [ItemID: Int64] = [:]
    var changedAt: [ItemID: OutlineRevision] = [:]
    var placedAt: [ItemID: OutlineRevision] = [:]
    rowIDs.reserveCapacity(count)
    positions.reserveCapacity(count)
    changedAt.reserveCapacity(count)
    placedAt.reserveCapacity(count)
    for (item, entry) in zip(outline.items, ordered) {
      rowIDs[item.id] = entry.row.id
      positions[item.id] = entry.row.position
      changedAt[item.id] = OutlineRevision(rawValue: entry.row.changedAt)
      placedAt[item.id] = OutlineRevision(rawValue: entry.row.placedAt)
    }
    let tracked = TrackedOutline(
      snapshot: OutlineSnapshot(outline, revision: OutlineRevision(rawValue: header.revision)),
      changedAt: changedAt, placedAt: placedAt,
      rearrangedAt: OutlineRevision(rawValue: header.rearrangedAt))
    return OutlineState(tracked: tracked, rowIDs: rowIDs, positions: positions)
  }

  /// Builds an outline with exactly these bodies, depths and levels (tab count + 1) by
  /// parsing text, the only public way to make items with a given indentation.
  ///
  /// A line is written as it is unless the parser would read it differently: a line starting
  /// with a space would switch the whole text to space indentation, and a blank line takes
  /// the level of the next line. Such lines are written as a placeholder and given their body
  /// afterwards.
  static func rebuild(
    _ lines: [(body: String, depth: Int, indent: Int, level: Int)], path: String
  ) throws -> Outline {
    if lines.isEmpty { return Outline() }
    // A single line is parsed as it is, leading spaces included: exact, whatever the body.
    if lines.count == 1, lines[0].depth == 0 {
      let outline = Outline(parsing: lines[0].body)
      if outline.items.count == 1, outline.items[0].body == lines[0].body { return outline }
    }
    var placeholders: [Int] = []
    var verbatim = [Bool](repeating: true, count: lines.count)
    var nextLevel = 1
    for index in lines.indices.reversed() {
      let line = lines[index]
      // Leading whitespace (JavaScript's, which adds U+FEFF) is where the parser's rules
      // bite; an empty line is safe only at the level the parser will give it anyway.
      let risky = line.body.unicodeScalars.first.map {
        $0.properties.isWhitespace || $0 == "\u{FEFF}"
      }
      switch risky {
      case nil where line.level == nextLevel: break
      case false?: nextLevel = line.level
      default:
        verbatim[index] = false
        placeholders.append(index)
        nextLevel = line.level
      }
    }
    var bytes: [UInt8] = []
    bytes.reserveCapacity(lines.reduce(0) { $0 + $1.body.utf8.count + $1.level })
    for (index, line) in lines.enumerated() {
      if index > 0 { bytes.append(UInt8(ascii: "\n")) }
      bytes.append(contentsOf: repeatElement(UInt8(ascii: "\t"), count: line.level - 1))
      if verbatim[index] {
        bytes.append(contentsOf: line.body.utf8)
      } else {
        bytes.append(UInt8(ascii: "x"))
      }
    }
    var outline = Outline(parsing: bytes)
    guard outline.items.count == lines.count else { throw DatabaseProblem.corrupt(path: path) }
    var bodies = lines.map(\.body)
    for index in placeholders {
      let id = outline.items[index].id
      do {
        try outline.setBody(bodies[index], of: id)
      } catch {
        // Only a single-line document keeps leading spaces; once it has more lines, a kit
        // that refuses indented bodies gets the text without them rather than no outline.
        bodies[index] = String(
          bodies[index].unicodeScalars.drop { $0.properties.isWhitespace || $0 == "\u{FEFF}" })
        try outline.setBody(bodies[index], of: id)
      }
    }
    for (index, item) in outline.items.enumerated()
    where item.depth != lines[index].depth || item.indent != lines[index].indent
      || item.body != bodies[index]
    {
      throw DatabaseProblem.corrupt(path: path)
    }
    return outline
  }

  // MARK: Writing

  /// Deletes rows by id, 500 to a statement (SQLite's limit on parameters).
  static func deleteRows(_ ids: [Int64], _ db: Database) throws {
    for chunk in stride(from: 0, to: ids.count, by: 500) {
      let slice = ids[chunk..<min(chunk + 500, ids.count)]
      try db.execute(
        sql:
          "DELETE FROM outlineItem WHERE id IN (\(slice.map { _ in "?" }.joined(separator: ",")))",
        arguments: StatementArguments(Array(slice)))
    }
  }

  /// Writes the rows `delta` touched and returns the row ids and positions that changed.
  /// `state.tracked` is already edited; its row ids and positions are still those from before.
  static func write(
    _ delta: OutlineDelta, state: OutlineState, _ db: Database, user: UserID
  ) throws -> RowChanges {
    let outline = state.tracked.outline
    let revision = state.tracked.revision.rawValue
    var changes = RowChanges()
    if !delta.deleted.isEmpty {
      try deleteRows(delta.deleted.compactMap { state.rowIDs[$0] }, db)
      for id in delta.deleted {
        changes.rowIDs[id] = .some(nil)
        changes.positions[id] = .some(nil)
      }
    }
    for id in delta.rewritten {
      guard let index = outline.index(of: id), let row = state.rowIDs[id] else { continue }
      let item = outline.items[index]
      try db.execute(
        sql: "UPDATE outlineItem SET type = ?, body = ?, tags = ?, changedAt = ? WHERE id = ?",
        arguments: [item.type.rawValue, item.body, tagsJSON(item), revision, row])
    }
    for id in delta.inserted {
      guard let index = outline.index(of: id) else { continue }
      let item = outline.items[index]
      let (parentRow, position) = try place(index, in: outline, state, &changes, db)
      try db.execute(
        sql: """
          INSERT INTO outlineItem
            (userID, parentID, position, indent, type, body, tags, itemID, changedAt, placedAt)
          VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
          """,
        arguments: [
          user.rawValue, parentRow, position, item.indent, item.type.rawValue, item.body,
          tagsJSON(item), item.id.rawValue, revision, revision,
        ])
      changes.rowIDs[id] = db.lastInsertedRowID
      changes.positions[id] = position
    }
    for id in delta.placed {
      guard let index = outline.index(of: id), let row = state.rowIDs[id] else { continue }
      let (parentRow, position) = try place(index, in: outline, state, &changes, db)
      try db.execute(
        sql: """
          UPDATE outlineItem SET parentID = ?, position = ?, indent = ?, placedAt = ?
          WHERE id = ?
          """,
        arguments: [parentRow, position, outline.items[index].indent, revision, row])
      changes.positions[id] = position
    }
    return changes
  }

  /// The parent row and a sibling position for the item at `index`: between its neighbours,
  /// renumbering the siblings when there is no room left between them.
  private static func place(
    _ index: Int, in outline: Outline, _ state: OutlineState, _ changes: inout RowChanges,
    _ db: Database
  ) throws -> (parent: Int64?, position: Int64) {
    let items = outline.items
    let depth = items[index].depth
    let parent = outline.parentIndex(of: index)
    var previous: Int?
    var scan = index - 1
    while scan >= 0, items[scan].depth >= depth {
      if items[scan].depth == depth {
        previous = scan
        break
      }
      scan -= 1
    }
    let end = outline.subtreeEnd(of: index)
    let next = end < items.count && items[end].depth == depth ? end : nil
    let parentRow = parent.flatMap { changes.rowID(items[$0].id, in: state) }
    let before = previous.flatMap { changes.position(items[$0].id, in: state) }
    let after = next.flatMap { changes.position(items[$0].id, in: state) }
    switch (before, after) {
    case (nil, nil): return (parentRow, gap)
    case (let before?, nil): return (parentRow, before + gap)
    case (nil, let after?): return (parentRow, after - gap)
    case (let before?, let after?):
      if after - before > 1 { return (parentRow, before + (after - before) / 2) }
      return (parentRow, try renumberSiblings(of: index, in: outline, state, &changes, db))
    }
  }

  /// Gives every sibling of the item at `index` a fresh, evenly spaced position and returns
  /// the item's own.
  private static func renumberSiblings(
    of index: Int, in outline: Outline, _ state: OutlineState, _ changes: inout RowChanges,
    _ db: Database
  ) throws -> Int64 {
    let items = outline.items
    let depth = items[index].depth
    var first = index
    while first > 0, items[first - 1].depth >= depth { first -= 1 }
    var position: Int64 = 0
    var own: Int64 = 0
    var cursor = first
    while cursor < items.count, items[cursor].depth >= depth {
      if items[cursor].depth == depth {
        position += gap
        let id = items[cursor].id
        if cursor == index {
          own = position
        } else if let row = changes.rowID(id, in: state) {
          try db.execute(
            sql: "UPDATE outlineItem SET position = ? WHERE id = ?", arguments: [position, row])
        }
        changes.positions[id] = position
      }
      cursor += 1
    }
    return own
  }

  /// The item's tags as a JSON array of `[name, value]` pairs, for SQL queries (`json_each`).
  static func tagsJSON(_ item: Item) -> String {
    if item.tags.isEmpty { return "[]" }
    let pairs = item.tags.map { [$0.name, $0.value] }
    guard let data = try? JSONSerialization.data(withJSONObject: pairs) else { return "[]" }
    return String(decoding: data, as: UTF8.self)
  }
}
