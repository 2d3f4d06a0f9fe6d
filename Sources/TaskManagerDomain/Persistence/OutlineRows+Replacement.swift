import TaskPaper

extension OutlineRows {
  /// Stores a whole-text save as the rows that differ from the stored ones: a line that kept
  /// its identity keeps its row, rewritten only where its text, place or revisions changed;
  /// new lines are inserted and rows of lines that are gone deleted. Positions are numbered
  /// afresh, `gap` apart, but a save that changes one line of a large outline writes one row,
  /// not all of them: writes are serialised, and rewriting every row held every other user's
  /// edits for seconds.
  ///
  /// `state.tracked` is the outline after the save, `before` the one its rows store; the row
  /// ids and positions in `state` are still those from before.
  static func writeReplacement(
    to writer: inout some OutlineRowWriter, user: UserID, before: TrackedOutline,
    state: OutlineState
  ) throws -> OutlineState {
    let tracked = state.tracked
    let outline = tracked.outline
    let old = before.outline
    var oldIndexes: [ItemID: Int] = [:]
    oldIndexes.reserveCapacity(old.items.count)
    for (index, item) in old.items.enumerated() { oldIndexes[item.id] = index }
    let oldParents = old.parentIndexes()
    var rowIDs = ItemTable<Int64>()
    var positions = ItemTable<Int64>()
    var childCounts: [Int: Int64] = [:]
    var topLevelCount: Int64 = 0
    for (index, parent) in outline.parentIndexes().enumerated() {
      let item = outline.items[index]
      let position: Int64
      if let parent {
        position = (childCounts[parent, default: 0] + 1) * gap
        childCounts[parent] = position / gap
      } else {
        topLevelCount += 1
        position = topLevelCount * gap
      }
      let parentRow = parent.map { rowIDs[outline.items[$0].id]! }
      let changedAt = tracked.changed(item.id)
      let placedAt = tracked.placed(item.id)
      if let row = state.rowIDs[item.id], let oldIndex = oldIndexes[item.id] {
        let oldItem = old.items[oldIndex]
        let oldParentRow = oldParents[oldIndex].map { state.rowIDs[old.items[$0].id] } ?? nil
        let isUnchanged =
          oldParentRow == parentRow && state.positions[item.id] == position
          && oldItem.indent == item.indent && before.changed(item.id) == changedAt
          && before.placed(item.id) == placedAt && oldItem.body == item.body
        if !isUnchanged {
          try writer.update(
            row,
            OutlineRowUpdate(
              parent: .some(parentRow), position: position, indent: item.indent,
              content: OutlineRowUpdate.content(of: item), changedAt: changedAt.rawValue,
              placedAt: placedAt.rawValue))
        }
        rowIDs[item.id] = row
      } else {
        rowIDs[item.id] = try writer.insert(
          NewOutlineRow(
            item, user: user, parent: parentRow, position: position,
            changedAt: changedAt.rawValue, placedAt: placedAt.rawValue))
      }
      positions[item.id] = position
    }
    // Last, so no kept row still names a deleted one as its parent.
    var gone: [Int64] = []
    state.rowIDs.forEachEntry { id, row in if rowIDs[id] == nil { gone.append(row) } }
    try writer.deleteRows(gone)
    try writer.finish()
    return OutlineState(tracked: tracked, rowIDs: rowIDs, positions: positions)
  }
}
