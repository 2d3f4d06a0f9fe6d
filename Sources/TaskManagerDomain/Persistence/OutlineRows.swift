import Foundation
import GRDB
import TaskPaper

/// A stored outline in memory: the outline the features see with its revisions, plus, for
/// each of its items, the row it is stored in and that row's sibling position.
struct OutlineState {
  var tracked: TrackedOutline
  var rowIDs: ItemTable<Int64>
  var positions: ItemTable<Int64>
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

  // MARK: Writing

  /// Writes the rows `delta` touched and returns the row ids and positions that changed.
  /// `state.tracked` is already edited; its row ids and positions are still those from before.
  static func write(
    _ delta: OutlineDelta, state: OutlineState, to writer: inout some OutlineRowWriter,
    user: UserID
  ) throws -> RowChanges {
    let outline = state.tracked.outline
    let revision = state.tracked.revision.rawValue
    var changes = RowChanges()
    if !delta.deleted.isEmpty {
      try writer.deleteRows(delta.deleted.compactMap { state.rowIDs[$0] })
      for id in delta.deleted {
        changes.rowIDs[id] = .some(nil)
        changes.positions[id] = .some(nil)
      }
    }
    for id in delta.rewritten {
      guard let index = outline.index(of: id), let row = state.rowIDs[id] else { continue }
      let item = outline.items[index]
      try writer.update(
        row, OutlineRowUpdate(content: OutlineRowUpdate.content(of: item), changedAt: revision))
    }
    for id in delta.inserted {
      guard let index = outline.index(of: id) else { continue }
      let (parentRow, position) = try place(index, in: outline, state, &changes, &writer)
      changes.rowIDs[id] = try writer.insert(
        NewOutlineRow(
          outline.items[index], user: user, parent: parentRow, position: position,
          changedAt: revision, placedAt: revision))
      changes.positions[id] = position
    }
    for id in delta.placed {
      guard let index = outline.index(of: id), let row = state.rowIDs[id] else { continue }
      let (parentRow, position) = try place(index, in: outline, state, &changes, &writer)
      try writer.update(
        row,
        OutlineRowUpdate(
          parent: .some(parentRow), position: position, indent: outline.items[index].indent,
          placedAt: revision))
      changes.positions[id] = position
    }
    try writer.finish()
    return changes
  }

  /// The parent row and a sibling position for the item at `index`: between its neighbours,
  /// renumbering the siblings when there is no room left between them.
  private static func place(
    _ index: Int, in outline: Outline, _ state: OutlineState, _ changes: inout RowChanges,
    _ writer: inout some OutlineRowWriter
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
      return (parentRow, try renumberSiblings(of: index, in: outline, state, &changes, &writer))
    }
  }

  /// Gives every sibling of the item at `index` a fresh, evenly spaced position and returns
  /// the item's own.
  private static func renumberSiblings(
    of index: Int, in outline: Outline, _ state: OutlineState, _ changes: inout RowChanges,
    _ writer: inout some OutlineRowWriter
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
          try writer.update(row, OutlineRowUpdate(position: position))
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
