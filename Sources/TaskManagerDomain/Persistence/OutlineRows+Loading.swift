import Foundation
import GRDB
import GRDBSQLite
import TaskPaper

// Loading is what a user's first sign-in after a server start waits for: 127,000 rows of a
// 5 MB outline are read, put in document order and parsed once. The rows are kept as plain
// values with their bodies back to back in one buffer (no string, no retain per row), put
// in order without a table keyed by row id, and the per-item tables are filled by identity
// in one pass (``ItemTable``).

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

    /// `expected` rows are reserved for: growing the arrays row by row copied the rows of a
    /// large outline several times over.
    static func fetch(_ db: Database, user: UserID, expected: Int, path: String) throws
      -> StoredRows
    {
      var result = StoredRows()
      result.rows.reserveCapacity(expected)
      result.bodies.reserveCapacity(expected * 40)
      let statement = try db.makeStatement(
        sql: """
          SELECT id, parentID, position, indent, body, itemID, changedAt, placedAt
          FROM outlineItem WHERE userID = ? ORDER BY parentID, position, id
          """)
      let cursor = try Row.fetchCursor(statement, arguments: [user.rawValue])
      // GRDB steps the statement; each row's columns are read straight from SQLite, where a
      // `Row` would make a value (and, for the body, a string) per column.
      let handle = statement.sqliteStatement
      func integer(_ column: CInt) throws -> Int64 {
        guard sqlite3_column_type(handle, column) != SQLITE_NULL else {
          throw DatabaseProblem.corrupt(path: path)
        }
        return sqlite3_column_int64(handle, column)
      }
      while try cursor.next() != nil {
        let start = result.bodies.count
        guard sqlite3_column_type(handle, 4) != SQLITE_NULL else {
          throw DatabaseProblem.corrupt(path: path)
        }
        if let bytes = sqlite3_column_blob(handle, 4) {
          let body = UnsafeBufferPointer(
            start: bytes.assumingMemoryBound(to: UInt8.self),
            count: Int(sqlite3_column_bytes(handle, 4)))
          // Up to the first NUL, as a string made from the column's text ends there.
          result.bodies.append(contentsOf: body[..<(body.firstIndex(of: 0) ?? body.count)])
        }
        let hasParent = sqlite3_column_type(handle, 1) != SQLITE_NULL
        result.rows.append(
          StoredRow(
            id: try integer(0), parentID: hasParent ? sqlite3_column_int64(handle, 1) : 0,
            hasParent: hasParent, position: try integer(2), indent: Int(try integer(3)),
            itemID: Int(try integer(5)), changedAt: try integer(6), placedAt: try integer(7),
            bodyStart: start, bodyEnd: result.bodies.count))
      }
      return result
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
      // Iteratively: outlines can nest deeper than the stack allows recursion. A row is
      // reached only from its one parent, so none is visited twice.
      var lines: [StoredLine] = []
      lines.reserveCapacity(rows.count)
      var stack: [(next: Int, end: Int, depth: Int, level: Int)] = [(0, roots, 0, 0)]
      while let top = stack.indices.last {
        let (row, end, depth, parentLevel) = stack[top]
        guard row < end else {
          stack.removeLast()
          continue
        }
        stack[top].next += 1
        let indent = depth == 0 ? 1 : rows[row].indent
        guard indent >= 1 else { throw DatabaseProblem.corrupt(path: path) }
        let level = parentLevel + indent
        lines.append(StoredLine(row: row, depth: depth, indent: indent, level: level))
        let (start, stop) = children(of: row)
        if start < stop { stack.append((start, stop, depth + 1, level)) }
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

  // MARK: Loading

  /// Rebuilds the outline from its rows: items in document order, with their stored
  /// identities and revisions.
  static func load(_ db: Database, user: UserID, header: OutlineHeader, path: String) throws
    -> OutlineState
  {
    // Identities are handed out below `nextItemID`: an upper bound on the rows, mostly.
    let expected = Int(clamping: max(0, min(header.nextItemID, 1 << 18)))
    var stored = try StoredRows.fetch(db, user: user, expected: expected, path: path)
    let lines = try stored.documentOrder(path: path)
    var outline = try rebuild(lines, from: stored, path: path)
    var ids: [ItemID] = []
    var rowIDs: [Int64] = []
    var positions: [Int64] = []
    var changedAt: [OutlineRevision] = []
    var placedAt: [OutlineRevision] = []
    ids.reserveCapacity(lines.count)
    rowIDs.reserveCapacity(lines.count)
    positions.reserveCapacity(lines.count)
    changedAt.reserveCapacity(lines.count)
    placedAt.reserveCapacity(lines.count)
    for line in lines {
      let row = stored.rows[line.row]
      ids.append(ItemID(rawValue: row.itemID))
      rowIDs.append(row.id)
      positions.append(row.position)
      changedAt.append(OutlineRevision(rawValue: row.changedAt))
      placedAt.append(OutlineRevision(rawValue: row.placedAt))
    }
    do {
      try outline.assignIdentities(ids, next: ItemID(rawValue: Int(header.nextItemID)))
    } catch {
      throw DatabaseProblem.corrupt(path: path)
    }
    let tracked = TrackedOutline(
      snapshot: OutlineSnapshot(outline, revision: OutlineRevision(rawValue: header.revision)),
      changedAt: ItemTable(ids, changedAt), placedAt: ItemTable(ids, placedAt),
      rearrangedAt: OutlineRevision(rawValue: header.rearrangedAt))
    return OutlineState(
      tracked: tracked, rowIDs: ItemTable(ids, rowIDs), positions: ItemTable(ids, positions))
  }

  /// Builds an outline with exactly these bodies, depths and indentations by parsing text,
  /// the only public way to make items with a given indentation; throws
  /// ``DatabaseProblem/corrupt(path:)`` when the text reads back as anything else.
  ///
  /// A line is written as it is unless the parser would read it differently: a line starting
  /// with a space would switch the whole text to space indentation, and a blank line takes
  /// the level of the next line. Such lines are written as a placeholder and given their body
  /// afterwards.
  static func rebuild(_ lines: [StoredLine], from stored: StoredRows, path: String) throws
    -> Outline
  {
    if lines.isEmpty { return Outline() }
    // A single line is parsed as it is, leading spaces included: exact, whatever the body.
    if lines.count == 1, lines[0].depth == 0 {
      let body = stored.body(lines[0].row)
      let outline = Outline(parsing: body)
      if outline.items.count == 1, outline.items[0].body == body { return outline }
    }
    // The bodies written as a placeholder, by line.
    var placeholders: [Int: String] = [:]
    var verbatim = [Bool](repeating: true, count: lines.count)
    var nextLevel = 1
    for (index, line) in lines.enumerated().reversed() {
      switch stored.withBody(line.row, startsWithWhitespace) {
      case nil where line.level == nextLevel: break
      case false?: nextLevel = line.level
      default:
        verbatim[index] = false
        placeholders[index] = stored.body(line.row)
        nextLevel = line.level
      }
    }
    // Written straight into the string the items will share (checked as UTF-8 once, as any
    // text is): a byte array first was copied again, all 5 MB of it.
    var length = lines.count - 1
    for (index, line) in lines.enumerated() {
      let row = stored.rows[line.row]
      length += line.level - 1 + (verbatim[index] ? row.bodyEnd - row.bodyStart : 1)
    }
    let text = String(unsafeUninitializedCapacity: length) { text in
      var end = 0
      func write(_ byte: UInt8, count: Int = 1) {
        text.baseAddress!.advanced(by: end).initialize(repeating: byte, count: count)
        end += count
      }
      stored.bodies.withUnsafeBufferPointer { bodies in
        for (index, line) in lines.enumerated() {
          if index > 0 { write(UInt8(ascii: "\n")) }
          write(UInt8(ascii: "\t"), count: line.level - 1)
          let row = stored.rows[line.row]
          if verbatim[index], row.bodyEnd > row.bodyStart {
            text.baseAddress!.advanced(by: end).initialize(
              from: bodies.baseAddress!.advanced(by: row.bodyStart),
              count: row.bodyEnd - row.bodyStart)
            end += row.bodyEnd - row.bodyStart
          } else if !verbatim[index] {
            write(UInt8(ascii: "x"))
          }
        }
      }
      return end
    }
    var outline = Outline(parsing: text)
    guard outline.items.count == lines.count else { throw DatabaseProblem.corrupt(path: path) }
    for (index, body) in placeholders {
      let id = outline.items[index].id
      do {
        try outline.setBody(body, of: id)
      } catch {
        // Only a single-line document keeps leading spaces; once it has more lines, a kit
        // that refuses indented bodies gets the text without them rather than no outline.
        let trimmed = String(
          body.unicodeScalars.drop { $0.properties.isWhitespace || $0 == "\u{FEFF}" })
        placeholders[index] = trimmed
        try outline.setBody(trimmed, of: id)
      }
    }
    var index = 0
    let exact = outline.allLines { depth, indent, body in
      let line = lines[index]
      defer { index += 1 }
      guard depth == line.depth, indent == line.indent else { return false }
      guard verbatim[index] else {
        return String(decoding: body, as: UTF8.self) == placeholders[index]
      }
      return stored.withBody(line.row) { storedBody in
        body.count == storedBody.count
          && (body.isEmpty || memcmp(body.baseAddress!, storedBody.baseAddress!, body.count) == 0)
      } || String(decoding: body, as: UTF8.self) == stored.body(line.row)
    }
    guard exact else { throw DatabaseProblem.corrupt(path: path) }
    return outline
  }

  /// Whether the body starts with whitespace, where the parser's rules bite (JavaScript's
  /// whitespace, which adds U+FEFF); nil for an empty body.
  static func startsWithWhitespace(_ body: UnsafeBufferPointer<UInt8>) -> Bool? {
    guard let first = body.first else { return nil }
    // ASCII's whitespace is tab to carriage return, and space.
    if first < 0x80 { return first == 0x20 || (0x09...0x0D).contains(first) }
    // A scalar is at most 4 bytes; an invalid start reads as U+FFFD either way.
    let scalar = String(decoding: UnsafeBufferPointer(rebasing: body.prefix(4)), as: UTF8.self)
      .unicodeScalars.first!
    return scalar.properties.isWhitespace || scalar == "\u{FEFF}"
  }
}
