import Foundation

// Rows read as one range of the table come in the order of their row ids. Sorting 127,000 of
// them into document order cost more than SQLite saved by reading them that way, so each
// row's children are gathered instead: counted, placed by parent in one pass, and ordered by
// position where they are not already (an outline typed in order rarely needs it).

extension OutlineRows.StoredRows {
  /// The lines in document order for rows in ascending row-id order, without sorting them.
  /// Throws ``DatabaseProblem/corrupt(path:)`` when a row cannot be reached from the top
  /// level (its parent is not among the rows, or rows are each other's ancestors).
  func documentOrderByID(path: String) throws -> [OutlineRows.StoredLine] {
    try rows.withUnsafeBufferPointer { rows in
      let count = rows.count
      let index = RowIndex(rows)
      // Each row's bucket (its parent's row; `count` for the top level, -1 for none found),
      // then the buckets as ranges of `children`, rows in id order within each.
      var parents = [Int32](repeating: Int32(count), count: count)
      var starts = [Int32](repeating: 0, count: count + 3)
      for row in 0..<count where rows[row].hasParent {
        // A missing parent leaves the row in no bucket: it is never reached.
        let parent = index.row(of: rows[row].parentID) ?? -1
        parents[row] = Int32(parent)
      }
      for parent in parents where parent >= 0 { starts[Int(parent) + 2] += 1 }
      for bucket in 0...count + 1 { starts[bucket + 1] += starts[bucket] }
      // `starts[bucket + 1]` is where the bucket's next child goes; it ends as the start of
      // the following bucket.
      var children = [Int32](repeating: 0, count: Int(starts[count + 2]))
      for row in 0..<count where parents[row] >= 0 {
        let slot = Int(parents[row]) + 1
        children[Int(starts[slot])] = Int32(row)
        starts[slot] += 1
      }
      // Within a bucket the rows are in id order, so only positions can be out of order.
      children.withUnsafeMutableBufferPointer { children in
        for bucket in 0...count {
          let range = Int(starts[bucket])..<Int(starts[bucket + 1])
          guard range.count > 1 else { continue }
          var inOrder = true
          for slot in range.dropFirst()
          where rows[Int(children[slot - 1])].position > rows[Int(children[slot])].position {
            inOrder = false
            break
          }
          if !inOrder {
            children[range].sort {
              (rows[Int($0)].position, rows[Int($0)].id) < (
                rows[Int($1)].position, rows[Int($1)].id
              )
            }
          }
        }
      }
      return try walk(
        roots: Int(starts[count])..<Int(starts[count + 1]), row: { Int(children[$0]) },
        children: { Int(starts[$0])..<Int(starts[$0 + 1]) }, path: path)
    }
  }
}

/// Where each row id is among rows in ascending id order: a table by id when the ids fill
/// most of their span, a binary search otherwise.
private struct RowIndex {
  let rows: UnsafeBufferPointer<OutlineRows.StoredRow>
  let lowest: Int64
  let table: [Int32]

  init(_ rows: UnsafeBufferPointer<OutlineRows.StoredRow>) {
    self.rows = rows
    lowest = rows.first?.id ?? 0
    let span = (rows.last?.id ?? 0) - lowest + 1
    guard span <= Int64(rows.count) * 4 + 64, rows.count < Int(Int32.max) else {
      table = []
      return
    }
    var table = [Int32](repeating: -1, count: Int(span))
    for (row, stored) in rows.enumerated() { table[Int(stored.id - lowest)] = Int32(row) }
    self.table = table
  }

  func row(of id: Int64) -> Int? {
    guard id >= lowest else { return nil }
    if !table.isEmpty {
      guard id - lowest < Int64(table.count) else { return nil }
      let row = table[Int(id - lowest)]
      return row < 0 ? nil : Int(row)
    }
    var low = 0
    var high = rows.count
    while low < high {
      let middle = (low + high) / 2
      if rows[middle].id < id { low = middle + 1 } else { high = middle }
    }
    return low < rows.count && rows[low].id == id ? low : nil
  }
}
