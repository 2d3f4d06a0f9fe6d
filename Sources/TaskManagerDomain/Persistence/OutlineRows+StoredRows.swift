import Foundation
import GRDB
import GRDBSQLite

// The rows of a user's outline as SQLite stores them, read for loading: plain values with
// their bodies back to back in one buffer (no string, no retain per row), then put in
// document order without a table keyed by row id.

extension OutlineRows {
  /// One `outlineItem` row as read; its body is `bodyStart..<bodyEnd` in
  /// ``StoredRows/bodies``.
  struct StoredRow {
    var id: Int64
    /// The parent's row id, when ``hasParent``.
    var parentID: Int64
    var hasParent: Bool
    var position: Int64
    var indent: Int
    var itemID: Int
    var changedAt: Int64
    var placedAt: Int64
    var bodyStart: Int
    var bodyEnd: Int
  }

  /// A line of the outline rebuilt from the rows: the row it comes from, its depth, its
  /// indentation (1 at the top level, whatever the row says) and its level (tabs + 1).
  struct StoredLine {
    var row: Int
    var depth: Int
    var indent: Int
    var level: Int
  }

  /// A user's rows, ordered by parent, position and row id (each parent's children together,
  /// in order), and their bodies.
  struct StoredRows {
    var rows: [StoredRow] = []
    var bodies: [UInt8] = []

    /// Reads the user's rows. When they fill most of the span of their row ids (an outline
    /// imported or typed by one user at a time), the span is read as one range of the table,
    /// in the table's own order, and the rows of others in it passed over; asking for the
    /// rows in the order of the `(userID, parentID, position)` index instead searched the
    /// table once per row, the larger part of a cold sign-in at 5 MB. Rows spread thinner
    /// are read through the index, in document order already.
    ///
    /// `expected` rows are reserved for: growing the arrays row by row copied the rows of a
    /// large outline several times over.
    static func fetch(_ db: Database, user: UserID, expected: Int, path: String) throws
      -> StoredRows
    {
      var result = StoredRows()
      result.rows.reserveCapacity(expected)
      result.bodies.reserveCapacity(expected * 40)
      // From the user's index alone, no row read. No rows: min and max are NULL.
      let span = try Row.fetchOne(
        db, sql: "SELECT min(id), max(id), count(*) FROM outlineItem WHERE userID = ?",
        arguments: [user.rawValue])
      guard let span, let low: Int64 = span[0], let high: Int64 = span[1] else { return result }
      let count: Int64 = span[2]
      let columns = "id, parentID, position, indent, body, itemID, changedAt, placedAt"
      if high - low < 2 * count {
        // NOT INDEXED: with `userID = ?` in the query SQLite would walk the user's index and
        // search the table for each row again.
        let statement = try db.makeStatement(
          sql:
            "SELECT \(columns) FROM outlineItem NOT INDEXED WHERE id BETWEEN ? AND ? AND userID = ?"
        )
        try result.append(statement, arguments: [low, high, user.rawValue], path: path)
      } else {
        let statement = try db.makeStatement(
          sql: "SELECT \(columns) FROM outlineItem WHERE userID = ? ORDER BY parentID, position, id"
        )
        try result.append(statement, arguments: [user.rawValue], path: path)
      }
      // One read transaction: the count and the rows are of the same rows.
      guard result.rows.count == count else { throw DatabaseProblem.corrupt(path: path) }
      return result
    }

    /// Appends the rows `statement` gives, each's columns read straight from SQLite (a `Row`
    /// would make a value, and for the body a string, per column).
    mutating func append(
      _ statement: Statement, arguments: StatementArguments, path: String
    ) throws {
      let cursor = try Row.fetchCursor(statement, arguments: arguments)
      let handle = statement.sqliteStatement
      func integer(_ column: CInt) throws -> Int64 {
        guard sqlite3_column_type(handle, column) != SQLITE_NULL else {
          throw DatabaseProblem.corrupt(path: path)
        }
        return sqlite3_column_int64(handle, column)
      }
      while try cursor.next() != nil {
        let start = bodies.count
        guard sqlite3_column_type(handle, 4) != SQLITE_NULL else {
          throw DatabaseProblem.corrupt(path: path)
        }
        if let bytes = sqlite3_column_blob(handle, 4) {
          let body = UnsafeBufferPointer(
            start: bytes.assumingMemoryBound(to: UInt8.self),
            count: Int(sqlite3_column_bytes(handle, 4)))
          // Up to the first NUL, as a string made from the column's text ends there.
          bodies.append(contentsOf: body[..<(body.firstIndex(of: 0) ?? body.count)])
        }
        let hasParent = sqlite3_column_type(handle, 1) != SQLITE_NULL
        rows.append(
          StoredRow(
            id: try integer(0), parentID: hasParent ? sqlite3_column_int64(handle, 1) : 0,
            hasParent: hasParent, position: try integer(2), indent: Int(try integer(3)),
            itemID: Int(try integer(5)), changedAt: try integer(6), placedAt: try integer(7),
            bodyStart: start, bodyEnd: bodies.count))
      }
    }

    /// Whether `a` comes before `b` in the order the query asks for (top-level rows first).
    static func precedes(_ a: StoredRow, _ b: StoredRow) -> Bool {
      if a.hasParent != b.hasParent { return !a.hasParent }
      if a.parentID != b.parentID { return a.parentID < b.parentID }
      if a.position != b.position { return a.position < b.position }
      return a.id < b.id
    }

    /// The lines in document order: depth first, each row's children after it by position.
    /// Throws ``DatabaseProblem/corrupt(path:)`` when a row cannot be reached from the top
    /// level (its parent is missing, or rows are each other's ancestors).
    mutating func documentOrder(path: String) throws -> [StoredLine] {
      // The query sorts; checking costs one pass and keeps the search below right whatever
      // order the rows came in.
      if rows.count > 1, zip(rows, rows.dropFirst()).allSatisfy({ $0.id < $1.id }) {
        return try documentOrderByID(path: path)
      }
      if !zip(rows, rows.dropFirst()).allSatisfy({ Self.precedes($0, $1) }) {
        rows.sort(by: Self.precedes)
      }
      var roots = 0
      while roots < rows.count, !rows[roots].hasParent { roots += 1 }
      // Each parent's children are one run of rows; the runs, by parent row id.
      var runParents: [Int64] = []
      var runStarts: [Int] = []
      for index in roots..<rows.count
      where index == roots || rows[index].parentID != rows[index - 1].parentID {
        runParents.append(rows[index].parentID)
        runStarts.append(index)
      }
      runStarts.append(rows.count)
      // Parents are mostly visited in the order of their row ids (rows are inserted in
      // document order), so the run after the last one found is tried before a search.
      var nextRun = 0
      func children(of row: Int) -> (start: Int, end: Int) {
        let id = rows[row].id
        var run: Int
        if (nextRun == 0 || runParents[nextRun - 1] < id)
          && (nextRun == runParents.count || id <= runParents[nextRun])
        {
          run = nextRun
        } else {
          run = 0
          var high = runParents.count
          while run < high {
            let middle = (run + high) / 2
            if runParents[middle] < id { run = middle + 1 } else { high = middle }
          }
        }
        guard run < runParents.count, runParents[run] == id else { return (0, 0) }
        nextRun = run + 1
        return (runStarts[run], runStarts[run + 1])
      }
      return try walk(
        roots: 0..<roots, row: { $0 },
        children: { row in
          let (start, stop) = children(of: row)
          return start..<stop
        }, path: path)
    }

    /// The lines from a walk down the tree, depth first: `roots` and `children(row)` are
    /// ranges of slots, `row(slot)` the row in a slot. Iterative: outlines nest deeper than
    /// the stack allows recursion. Each row is in one parent's children, so none is visited
    /// twice; one no walk reaches (a missing parent, a cycle) makes the rows corrupt.
    func walk(
      roots: Range<Int>, row: (Int) -> Int, children: (Int) -> Range<Int>, path: String
    ) throws -> [StoredLine] {
      var lines: [StoredLine] = []
      lines.reserveCapacity(rows.count)
      // `previousIndent`: the last sibling's, under each parent on the stack.
      var stack: [(next: Int, end: Int, depth: Int, level: Int, previousIndent: Int)] = [
        (roots.lowerBound, roots.upperBound, 0, 0, .max)
      ]
      while let top = stack.indices.last {
        let (slot, end, depth, parentLevel, previousIndent) = stack[top]
        guard slot < end else {
          stack.removeLast()
          continue
        }
        stack[top].next += 1
        let row = row(slot)
        guard depth == 0 || rows[row].indent >= 1 else { throw DatabaseProblem.corrupt(path: path) }
        // A sibling indented deeper than the one before it would read back as that one's
        // child: earlier versions wrote such rows (an insert or a move next to over-indented
        // siblings). It is read at the previous sibling's indentation, which keeps every item
        // where it was and changes only that line's leading tabs.
        let indent = depth == 0 ? 1 : min(rows[row].indent, previousIndent)
        stack[top].previousIndent = indent
        let level = parentLevel + indent
        lines.append(StoredLine(row: row, depth: depth, indent: indent, level: level))
        let below = children(row)
        if !below.isEmpty {
          stack.append((below.lowerBound, below.upperBound, depth + 1, level, .max))
        }
      }
      guard lines.count == rows.count else { throw DatabaseProblem.corrupt(path: path) }
      return lines
    }

    func withBody<R>(_ row: Int, _ body: (UnsafeBufferPointer<UInt8>) throws -> R) rethrows -> R {
      try bodies.withUnsafeBufferPointer {
        try body(UnsafeBufferPointer(rebasing: $0[rows[row].bodyStart..<rows[row].bodyEnd]))
      }
    }

    func body(_ row: Int) -> String {
      withBody(row) { String(decoding: $0, as: UTF8.self) }
    }
  }
}
