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
  // MARK: Loading

  /// Rebuilds the outline from its rows: items in document order, with their stored
  /// identities and revisions.
  static func load(_ db: Database, user: UserID, header: OutlineHeader, path: String) throws
    -> OutlineState
  {
    // Identities are handed out below `nextItemID`: an upper bound on the rows, mostly.
    let expected = Int(clamping: max(0, min(header.nextItemID, 1 << 18)))
    let stored = try StoredRows.fetch(db, user: user, expected: expected, path: path)
    return try load(stored, header: header, path: path)
  }

  /// Rebuilds the outline from rows read by either engine.
  static func load(_ stored: StoredRows, header: OutlineHeader, path: String) throws
    -> OutlineState
  {
    var stored = stored
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
