import Foundation
import GRDB
import TaskPaper
import Testing

@testable import TaskManagerDomain

/// Loading an outline from its rows: what a damaged table is refused as, and rows that are
/// unusual but sound (written by older versions or other tools) read back as they are stored.
@Suite("Outline loading")
struct OutlineLoadTests {
  /// A database whose outline for "ada" is `text`, changed afterwards by `tamper` (SQL run on
  /// the rows, as a damaged file or another tool would leave them).
  private func stored(
    _ text: String, tamper: @escaping @Sendable (Database, Int64) throws -> Void = { _, _ in }
  ) async throws -> (TaskManagerDatabase, UserID) {
    let (database, ada) = try await userDatabase()
    _ = try await database.outlines.replace(with: text, for: ada)
    try await database.write { db in try tamper(db, ada.rawValue) }
    return (database, ada)
  }

  /// The row id of the line whose body is `body`.
  private static func row(_ db: Database, _ body: String) throws -> Int64 {
    try Int64.fetchOne(db, sql: "SELECT id FROM outlineItem WHERE body = ?", arguments: [body])!
  }

  private static let damages: [(String, @Sendable (Database, Int64) throws -> Void)] = [
    (
      "a row under another user's row",
      { db, _ in
        let bob = try Int64.fetchOne(db, sql: "SELECT max(id) FROM user")! + 1
        try db.execute(
          sql: """
            INSERT INTO user (id, username, passwordHash, createdAt) VALUES (?, 'bob', 'x', 0);
            INSERT INTO outline (userID) VALUES (?);
            INSERT INTO outlineItem (userID, position, type, body, itemID) VALUES (?, 1, 'note', 'b', 0)
            """, arguments: [bob, bob, bob])
        try db.execute(
          sql: "UPDATE outlineItem SET parentID = ? WHERE body = '- Bravo'",
          arguments: [db.lastInsertedRowID])
      }
    ),
    (
      "two rows that are each other's parent",
      { db, _ in
        let alpha = try row(db, "Alpha:")
        try db.execute(
          sql: "UPDATE outlineItem SET parentID = ? WHERE id = ?",
          arguments: [try row(db, "- Alpha one"), alpha])
      }
    ),
    (
      "a row that is its own parent",
      { db, _ in
        try db.execute(sql: "UPDATE outlineItem SET parentID = id WHERE body = '- Bravo'")
      }
    ),
    (
      "a body holding a line break",
      { db, _ in
        try db.execute(
          sql:
            "UPDATE outlineItem SET body = '- Bravo' || char(10) || '- Extra' WHERE body = '- Bravo'"
        )
      }
    ),
    (
      "a body ending in a carriage return (read back without it)",
      { db, _ in
        try db.execute(
          sql: "UPDATE outlineItem SET body = '- Alpha one' || char(13) WHERE body = '- Alpha one'")
      }
    ),
    (
      "a single row holding two lines",
      { db, _ in
        try db.execute(sql: "DELETE FROM outlineItem WHERE body <> 'Alpha:'")
        try db.execute(sql: "UPDATE outlineItem SET body = 'Alpha:' || char(10) || 'Beta:'")
      }
    ),
    (
      "two rows with one identity",
      { db, _ in
        try db.execute(sql: "DROP INDEX outlineItem_userID_itemID")
        try db.execute(
          sql:
            "UPDATE outlineItem SET itemID = (SELECT min(itemID) FROM outlineItem) WHERE body = '- Bravo'"
        )
      }
    ),
  ]

  @Test("Damaged rows are refused as a corrupt database", arguments: damages.indices)
  func damagedRows(_ index: Int) async throws {
    let (name, damage) = Self.damages[index]
    let (database, ada) = try await stored(
      "Alpha:\n\t- Alpha one\n\t- Alpha two\n- Bravo\n- Charlie", tamper: damage)
    let fresh = try reopen(database)
    await #expect(throws: TaskStoreError.database(.corrupt(path: database.path)), "\(name)") {
      try await fresh.outlines.load(ada)
    }
    // An edit needs the outline too, and is refused the same way (writing nothing).
    await #expect(throws: TaskStoreError.database(.corrupt(path: database.path)), "\(name)") {
      try await fresh.outlines.apply(.insert("- new", at: .lastChild(of: nil)), for: ada)
    }
  }

  @Test("Rows the parser would read differently are loaded as stored")
  func unusualRows() async throws {
    let (database, ada) = try await stored("A:\n\t- a1\n\t- a2\nB:\n\t- b1\n- c") { db, _ in
      // Leading whitespace, which text cannot carry (trimmed on load once there are other
      // lines), a blank line the parser would put at another level, and over-indentation.
      try db.execute(sql: "UPDATE outlineItem SET body = '  spaced' WHERE body = '- a1'")
      try db.execute(sql: "UPDATE outlineItem SET body = '' WHERE body = '- a2'")
      try db.execute(sql: "UPDATE outlineItem SET indent = 3 WHERE body = '- b1'")
      try db.execute(sql: "UPDATE outlineItem SET body = '- c \u{2028} d' WHERE body = '- c'")
    }
    let loaded = try await reopen(database).outlines.load(ada)
    #expect(
      shape(loaded) == [
        "0/1/A:", "1/1/spaced", "1/1/", "0/1/B:", "1/3/- b1", "0/1/- c \u{2028} d",
      ])
    let cached = try await database.outlines.load(ada)
    #expect(loaded.outline.items.map(\.id) == cached.outline.items.map(\.id))
  }

  @Test("A sibling stored deeper than the one before it loads in its place, not as its child")
  func siblingDeeperThanThePreviousOne() async throws {
    // What earlier versions stored after an insert next to over-indented siblings: a1 and a3
    // two tabs in, the inserted a2 one. As text, a3 would read as a2's child.
    let (database, ada) = try await stored("A:\n\t\t- a1\n\t\t- a2\n\t\t- a3\n- b") { db, _ in
      try db.execute(sql: "UPDATE outlineItem SET indent = 1 WHERE body = '- a2'")
    }
    let loaded = try await reopen(database).outlines.load(ada)
    #expect(shape(loaded) == ["0/1/A:", "1/2/- a1", "1/1/- a2", "1/1/- a3", "0/1/- b"])
    #expect(Outline(parsing: loaded.outline.serialized()).items.map(\.depth) == [0, 1, 1, 1, 0])
  }

  @Test("Identities spread wide (written by another tool) load, take edits and reload")
  func sparseIdentities() async throws {
    let (database, ada) = try await stored("A:\n\t- a1\n\t- a2\nB:\n\t- b1") { db, _ in
      try db.execute(sql: "UPDATE outlineItem SET itemID = itemID * 1000000000 + 7")
      try db.execute(
        sql: "UPDATE outline SET nextItemID = (SELECT max(itemID) + 1 FROM outlineItem)")
    }
    let opened = try reopen(database)
    let store = opened.outlines
    let loaded = try await store.load(ada)
    #expect(loaded.outline.items.map(\.id.rawValue) == (0..<5).map { $0 * 1_000_000_000 + 7 })
    let state = try #require(opened.outlineCache.state(ada))
    #expect(!state.rowIDs.isDense && !state.tracked.changedAt.isDense)
    let b1 = loaded.outline.items[4].id
    var snapshot = try await store.apply(
      .insert("- new", at: .after(b1)), basedOn: loaded.revision, for: ada)
    snapshot = try await store.apply(
      .move(snapshot.outline.items[1].id, to: .lastChild(of: nil)), basedOn: snapshot.revision,
      for: ada)
    snapshot = try await store.apply(
      .setText(b1, "- b1 edited"), basedOn: snapshot.revision, for: ada)
    snapshot = try await store.apply(
      .delete(snapshot.outline.items[0].id), basedOn: snapshot.revision, for: ada)
    let reloaded = try await reopen(database).outlines.load(ada)
    #expect(shape(reloaded) == ["0/1/B:", "1/1/- b1 edited", "1/1/- new", "0/1/- a1"])
    #expect(shape(reloaded) == shape(snapshot))
    #expect(reloaded.outline.items.map(\.id) == snapshot.outline.items.map(\.id))
    // An edit made on the first revision is still judged by what changed since.
    do {
      _ = try await reopen(database).outlines.apply(
        .setText(b1, "- stale"), basedOn: loaded.revision, for: ada)
      Issue.record("a stale edit of a changed item was applied")
    } catch {
      guard case .conflict? = error as? TaskStoreError else { throw error }
    }
  }

  @Test(
    "Rows among another user's rows load whole and alone, near or far apart",
    arguments: [
      // Read as one range of the table (Bob's rows passed over), then through the index.
      (more: 40, between: 10, times: 1), (more: 30, between: 2, times: 10),
      (more: 0, between: 200, times: 2), (more: 0, between: 70, times: 30),
    ])
  func interleavedUsers(more: Int, between: Int, times: Int) async throws {
    let (database, ada) = try await userDatabase()
    let bob = try await database.accounts.create(username: "bob", password: "difference-engine")
    let extra = (0..<more).map { "\t- more \($0)" }
    var snapshot = try await database.outlines.replace(
      with: (["A:", "\t- a1"] + extra + ["- b"]).joined(separator: "\n"), for: ada)
    var expected = ["0/1/A:", "1/1/- a1"] + extra.map { "1/1/" + $0.dropFirst() } + ["0/1/- b"]
    _ = try await database.outlines.replace(with: "Bob:", for: bob.id)
    for round in 0..<times {
      // Bob's rows land between Ada's: her rows are runs of ids with others in the gaps.
      try await database.write { db in
        for index in 0..<between {
          try db.execute(
            sql: """
              INSERT INTO outlineItem (userID, position, type, body, itemID)
              VALUES (?, ?, 'note', 'bob', ?)
              """,
            arguments: [
              bob.id.rawValue, 1000 + round * between + index, 1000 + round * between + index,
            ])
        }
        try db.execute(
          sql: """
            UPDATE outline SET nextItemID = (SELECT max(itemID) + 1 FROM outlineItem WHERE userID = ?)
            WHERE userID = ?
            """, arguments: [bob.id.rawValue, bob.id.rawValue])
      }
      snapshot = try await database.outlines.apply(
        .insert("- late \(round)", at: .lastChild(of: snapshot.outline.items[0].id)),
        basedOn: snapshot.revision, for: ada)
      expected.insert("1/1/- late \(round)", at: 2 + more + round)
    }
    let reloaded = try await reopen(database).outlines.load(ada)
    #expect(shape(reloaded) == expected)
    #expect(reloaded.outline.items.map(\.id) == snapshot.outline.items.map(\.id))
    let bobs = try await reopen(database).outlines.load(bob.id)
    #expect(shape(bobs).count == 1 + between * times)
  }

  @Test("Identities an import hands out are kept in arrays")
  func denseIdentities() async throws {
    let (database, ada) = try await stored("A:\n\t- a1\n\t- a2\nB:\n\t- b1")
    let opened = try reopen(database)
    _ = try await opened.outlines.load(ada)
    let state = try #require(opened.outlineCache.state(ada))
    #expect(state.rowIDs.isDense && state.positions.isDense)
    #expect(state.tracked.changedAt.isDense && state.tracked.placedAt.isDense)
  }

  @Test("A single row keeps its leading spaces")
  func singleSpacedRow() async throws {
    let (database, ada) = try await stored("- a") { db, _ in
      try db.execute(sql: "UPDATE outlineItem SET body = '   spaced'")
    }
    #expect(shape(try await reopen(database).outlines.load(ada)) == ["0/1/   spaced"])
  }
}

@Suite("Outline loading: the parts")
struct OutlineLoadPartsTests {
  private func row(_ id: Int64, parent: Int64?, position: Int64) -> OutlineRows.StoredRow {
    OutlineRows.StoredRow(
      id: id, parentID: parent ?? 0, hasParent: parent != nil, position: position, indent: 1,
      itemID: Int(id), changedAt: 0, placedAt: 0, bodyStart: 0, bodyEnd: 0)
  }

  @Test("Rows that do not come sorted are put in document order all the same")
  func unsortedRows() throws {
    // 1 ─┬─ 3
    //    └─ 2 ── 5
    // 4
    let sorted = [
      row(1, parent: nil, position: 10), row(4, parent: nil, position: 20),
      row(3, parent: 1, position: 5), row(2, parent: 1, position: 7),
      row(5, parent: 2, position: 1),
    ]
    for rows in [
      sorted, sorted.reversed(), [sorted[2], sorted[0], sorted[4], sorted[1], sorted[3]],
      sorted.sorted { $0.id < $1.id },
    ] {
      var stored = OutlineRows.StoredRows(rows: rows, bodies: [])
      let lines = try stored.documentOrder(path: "test")
      #expect(lines.map { stored.rows[$0.row].id } == [1, 3, 2, 5, 4])
      #expect(lines.map(\.depth) == [0, 1, 1, 2, 0])
    }
  }

  @Test("Rows in id order are put in document order by position, ties by id")
  func rowsInIDOrder() throws {
    // 1 ─┬─ 4 (position 1)
    //    ├─ 2 (position 5)
    //    └─ 6 (position 5)
    // 3 (position 20), 5 (position 10) at the top: 5 first
    var stored = OutlineRows.StoredRows(
      rows: [
        row(1, parent: nil, position: 1), row(2, parent: 1, position: 5),
        row(3, parent: nil, position: 20), row(4, parent: 1, position: 1),
        row(5, parent: nil, position: 10), row(6, parent: 1, position: 5),
      ], bodies: [])
    let lines = try stored.documentOrder(path: "test")
    #expect(lines.map { stored.rows[$0.row].id } == [1, 4, 2, 6, 5, 3])
    #expect(lines.map(\.depth) == [0, 1, 1, 1, 0, 0])
  }

  @Test(
    "Rows in id order that cannot be reached from the top are refused",
    arguments: [
      [(1, nil), (2, 9)],  // a parent that is not among the rows
      [(1, nil), (2, 3), (3, 2)],  // each other's parent
      [(1, nil), (2, 2)],  // its own parent
      [(1, nil), (1000, 2), (2000, nil)],  // spread wide: found by search, still missing
    ] as [[(Int64, Int64?)]])
  func unreachableRowsInIDOrder(_ shape: [(Int64, Int64?)]) {
    var stored = OutlineRows.StoredRows(
      rows: shape.map { row($0.0, parent: $0.1, position: 1) }, bodies: [])
    #expect(throws: DatabaseProblem.corrupt(path: "test")) {
      try stored.documentOrder(path: "test")
    }
  }

  @Test("Leading whitespace is judged as the string's first scalar would be")
  func leadingWhitespace() {
    func judged(_ text: [UInt8]) -> Bool? {
      text.withUnsafeBufferPointer(OutlineRows.startsWithWhitespace)
    }
    for byte in UInt8(0)..<0x80 {
      let scalar = Unicode.Scalar(byte)
      #expect(judged([byte, 0x61]) == scalar.properties.isWhitespace, "\(byte)")
    }
    for text in ["\u{A0}x", "\u{2003}x", "\u{FEFF}x", "\u{3000}", "éx", "😀"] {
      let scalar = text.unicodeScalars.first!
      #expect(
        judged(Array(text.utf8)) == (scalar.properties.isWhitespace || scalar == "\u{FEFF}"),
        "\(text)")
    }
    #expect(judged([]) == nil)
    #expect(judged([0xC2]) == false, "an invalid start reads as U+FFFD")
  }
}

@Suite("Item tables")
struct ItemTableTests {
  private func id(_ raw: Int) -> ItemID { ItemID(rawValue: raw) }

  @Test("Identities that fill a range are kept in an array, and edits keep it so")
  func dense() {
    var table = ItemTable((100..<200).map(id), (100..<200).map { $0 * 2 })
    #expect(table.isDense)
    #expect(table.count == 100)
    #expect(table[id(150)] == 300)
    #expect(table[id(99)] == nil && table[id(200)] == nil && table[id(-5)] == nil)
    table[id(200)] = 1  // the next identity an insert takes
    table[id(120)] = nil
    table[id(120)] = nil
    table[id(90)] = 7  // below the range
    #expect(table.isDense)
    #expect(table.count == 101)
    #expect(table[id(200)] == 1 && table[id(120)] == nil && table[id(90)] == 7)
    #expect(table[id(150)] == 300)
    var seen: [Int: Int] = [:]
    table.forEachEntry { seen[$0.rawValue] = $1 }
    #expect(seen.count == 101 && seen[90] == 7 && seen[199] == 398)
  }

  @Test("Identities spread wide are kept in a dictionary, with the same answers")
  func sparse() {
    let ids = [0, 1_000_000, 5, -3, Int.max, Int.min]
    var table = ItemTable(ids.map(id), ids.indices.map { $0 })
    #expect(!table.isDense)
    for (index, raw) in ids.enumerated() { #expect(table[id(raw)] == index) }
    table[id(7)] = 9
    table[id(5)] = nil
    #expect(table.count == 6)
    #expect(table[id(7)] == 9 && table[id(5)] == nil)
    var seen: [Int: Int] = [:]
    table.forEachEntry { seen[$0.rawValue] = $1 }
    #expect(seen.count == 6)
  }

  @Test("An array turns into a dictionary when an identity lands far away")
  func becomesSparse() {
    var table = ItemTable<Int>()
    #expect(table[id(3)] == nil)
    for raw in 0..<10 { table[id(raw)] = raw }
    #expect(table.isDense)
    table[id(1_000_000_000)] = 42
    #expect(!table.isDense)
    #expect(table.count == 11)
    #expect(table[id(1_000_000_000)] == 42 && table[id(9)] == 9)
  }
}
