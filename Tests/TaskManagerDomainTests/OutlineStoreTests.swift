import Foundation
import GRDB
import TaskPaper
import Testing

@testable import TaskManagerDomain

@Suite("Outline storage")
struct OutlineStoreTests {
  /// The outline as a new process sees it: reloaded from the rows.
  private func reloaded(_ database: TaskManagerDatabase, _ user: UserID) async throws -> Outline {
    try await secondServer(database).outlines.load(user).outline
  }

  @Test("A new account has an empty outline", arguments: Engine.available)
  func emptyOutline(_ engine: Engine) async throws {
    let (database, ada) = try await userDatabase(engine)
    #expect(try await database.outlines.load(ada).items.isEmpty)
    #expect(try await database.outlines.exportText(for: ada) == "")
  }

  @Test("Each kind of edit is stored, and a reload sees it")
  func everyEditKind() async throws {
    let (database, ada) = try await userDatabase()
    let store = database.outlines
    var outline = try await store.replace(
      with: "Inbox:\n\t- Buy milk\n\t- Call Bob\nHome:", for: ada)
    let inbox = outline.items[0].id
    let milk = outline.items[1].id
    let bob = outline.items[2].id
    let home = outline.items[3].id
    outline = try await store.apply(
      .insert("- Pay rent @due(2026-12-01)", at: .after(milk)), for: ada)
    #expect(
      outline.serialized()
        == "Inbox:\n\t- Buy milk\n\t- Pay rent @due(2026-12-01)\n\t- Call Bob\nHome:")
    #expect(shape(try await reloaded(database, ada)) == shape(outline))
    let rent = try #require(outline.items.map(\.id).max())
    outline = try await store.apply(.setTag(milk, name: "done"), for: ada)
    outline = try await store.apply(.setText(bob, "- Call Bob about @work"), for: ada)
    outline = try await store.apply(.setType(home, .task), for: ada)
    outline = try await store.apply(.move(rent, to: .lastChild(of: home)), for: ada)
    #expect(
      outline.serialized()
        == "Inbox:\n\t- Buy milk @done\n\t- Call Bob about @work\n- Home\n\t- Pay rent @due(2026-12-01)"
    )
    #expect(shape(try await reloaded(database, ada)) == shape(outline))
    outline = try await store.apply(.outdent(rent), for: ada)
    outline = try await store.apply(.indent(bob), for: ada)
    outline = try await store.apply(.removeTag(milk, name: "done"), for: ada)
    outline = try await store.apply(.setTag(bob, name: "priority", value: "1"), for: ada)
    #expect(
      outline.serialized()
        == "Inbox:\n\t- Buy milk\n\t\t- Call Bob about @work @priority(1)\n- Home\n- Pay rent @due(2026-12-01)"
    )
    #expect(shape(try await reloaded(database, ada)) == shape(outline))
    outline = try await store.apply(.delete(inbox), for: ada)
    #expect(outline.serialized() == "- Home\n- Pay rent @due(2026-12-01)")
    #expect(shape(try await reloaded(database, ada)) == shape(outline))
    let rows = try await database.pool.read { db in
      try Int.fetchOne(db, sql: "SELECT count(*) FROM outlineItem") ?? -1
    }
    #expect(rows == 2)
  }

  @Test("Rows hold type and tags derived from the body")
  func rowColumns() async throws {
    let (database, ada) = try await userDatabase()
    _ = try await database.outlines.replace(
      with: "Work: @home\n\t- Call @due(2026-11-30) @done\n\tA note", for: ada)
    let rows = try await database.pool.read { db in
      try Row.fetchAll(db, sql: "SELECT type, tags, body FROM outlineItem ORDER BY id").map {
        "\($0["type"] as String) \($0["tags"] as String)"
      }
    }
    #expect(
      rows == [
        "project [[\"home\",\"\"]]", "task [[\"due\",\"2026-11-30\"],[\"done\",\"\"]]", "note []",
      ])
  }

  @Test("Identities of untouched items survive edits", arguments: Engine.available)
  func stableIdentities(_ engine: Engine) async throws {
    let (database, ada) = try await userDatabase(engine)
    let store = database.outlines
    let before = try await store.replace(with: "- a\n- b\n- c", for: ada)
    let after = try await store.apply(.insert("- x", at: .firstChild(of: nil)), for: ada)
    #expect(after.items.dropFirst().map(\.id) == before.items.map(\.id))
    #expect(try await store.load(ada).items.map(\.id) == after.items.map(\.id))
  }

  @Test("An invalid edit changes nothing, in memory or on disk", arguments: Engine.available)
  func invalidEdits(_ engine: Engine) async throws {
    let (database, ada) = try await userDatabase(engine)
    let store = database.outlines
    let outline = try await store.replace(with: "A:\n\t- b\n\t\t- c", for: ada)
    let a = outline.items[0].id
    let c = outline.items[2].id
    let edits: [OutlineEdit] = [
      .move(a, to: .lastChild(of: c)),
      .move(c, to: .before(ItemID(rawValue: 999))),
      .insert("two\nlines", at: .lastChild(of: nil)),
      .delete(ItemID(rawValue: 999)),
      .indent(a),
      .outdent(a),
      .setTag(a, name: "bad name", value: ""),
    ]
    for edit in edits {
      await #expect(throws: TaskStoreError.self, "\(edit)") {
        try await store.apply(edit, for: ada)
      }
      #expect(try await store.load(ada) == outline, "\(edit)")
    }
    #expect(shape(try await reloaded(database, ada)) == shape(outline))
  }

  @Test(
    "Replacing from text validates first, with line numbers, and keeps the outline on error",
    arguments: Engine.available)
  func replaceValidates(_ engine: Engine) async throws {
    let (database, ada) = try await userDatabase(engine)
    let store = database.outlines
    let outline = try await store.replace(with: "- keep me", for: ada)
    do {
      _ = try await store.replace(with: "- ok\n- bad \u{1}\n- due @due(next week)", for: ada)
      Issue.record("must be refused")
    } catch {
      guard case .invalidEdit(.invalidText(let problems)) = error else {
        Issue.record("unexpected \(error)")
        return
      }
      #expect(problems.map(\.line) == [2, 3])
      #expect(problems[0].description.hasPrefix("line 2, column 7: control character U+0001"))
      #expect(problems[1].description.hasPrefix("line 3: @due(next week) is not a date"))
    }
    do {
      _ = try await store.replace(with: "- ok\r\n- due @due(next week)", for: ada)
      Issue.record("must be refused")
    } catch {
      #expect(error.message.hasPrefix("line 2: @due(next week) is not a date"))
    }
    await #expect(throws: TaskStoreError.self) {
      try await store.importData([0x2D, 0x20, 0x61, 0x0A, 0x2D, 0x20, 0xC3, 0x28], for: ada)
    }
    #expect(
      OutlineText.validate([0x2D, 0x0A, 0x2D, 0x20, 0xC3, 0x28]).map(\.description) == [
        "line 2, column 3: byte 0xC3 is not valid UTF-8"
      ])
    #expect(try await store.load(ada) == outline)
    #expect(try await reloaded(database, ada).serialized() == "- keep me")
  }

  @Test("A whole-text save writes only the rows of the lines it changed")
  func replacementWritesOnlyChangedRows() async throws {
    let (database, user) = try await userDatabase()
    var lines: [String] = []
    for project in 0..<20 {
      lines.append("Project \(project):")
      for task in 0..<50 { lines.append("\t- task \(task) of \(project) @n(\(task))") }
    }
    let first = try await database.outlines.replace(with: lines.joined(separator: "\n"), for: user)
    func rows() async throws -> [Int: [String]] {
      try await database.pool.read { db in
        var result: [Int: [String]] = [:]
        for row in try Row.fetchAll(
          db, sql: "SELECT itemID, id, parentID, position, indent, body FROM outlineItem")
        {
          let columns = (1...5).map { "\(row[$0] as DatabaseValue)" }
          result[row[0]] = columns
        }
        return result
      }
    }
    let rowsBefore = try await rows()
    // One line edited, one inserted, one deleted, one moved to another project.
    var edited = lines
    edited[10] = "\t- task 9 of 0 @n(9) edited"
    edited.insert("\t- a new task", at: 300)
    edited.remove(at: 600)
    let moved = edited.remove(at: 800)
    edited.insert(moved, at: 2)
    let changesBefore = try await database.pool.write { $0.totalChangesCount }
    let saved = try await database.outlines.replace(
      with: edited.joined(separator: "\n"), basedOn: first.revision, for: user)
    let written = try await database.pool.write { $0.totalChangesCount } - changesBefore
    // The edited, inserted, deleted and moved rows, the moved one's old and new siblings'
    // positions, and the outline's header: far fewer than the 1,020 rows.
    #expect(written < 150, "\(written) rows written")
    let rowsAfter = try await rows()
    let untouched = saved.outline.items.filter { item in
      let body = item.body
      return !body.contains("edited") && !body.contains("a new task")
        && body
          != moved
          .trimmingPrefix("\t").description
    }
    let keptRows = untouched.filter {
      rowsBefore[$0.id.rawValue]?[0] == rowsAfter[$0.id.rawValue]?[0]
    }
    #expect(keptRows.count == untouched.count, "every kept line keeps its row")
    // What the rows hold reads back as the outline saved, with the same identities.
    let reloaded = try await reopen(database).outlines.load(user)
    #expect(reloaded.outline.serialized() == saved.outline.serialized())
    #expect(reloaded.outline.items.map(\.id) == saved.outline.items.map(\.id))
    #expect(try await database.integrityCheck() == ["ok"])
  }

  @Test(
    "Many inserts at one place renumber the siblings and keep the order",
    arguments: Engine.available)
  func positionsRenumber(_ engine: Engine) async throws {
    let (database, ada) = try await userDatabase(engine)
    let store = database.outlines
    var outline = try await store.replace(with: "- first\n- last", for: ada)
    let first = outline.items[0].id
    for n in 1...45 {
      outline = try await store.apply(.insert("- \(n)", at: .after(first)), for: ada)
    }
    let expected = ["- first"] + (1...45).reversed().map { "- \($0)" } + ["- last"]
    #expect(outline.items.map(\.body) == expected)
    #expect(try await reloaded(database, ada).items.map(\.body) == expected)
  }

  @Test(
    "Random edit sequences survive a reload exactly",
    arguments: [1, 2, 3, 4] as [UInt64], Engine.available)
  func randomEdits(seed: UInt64, engine: Engine) async throws {
    var random = SeededGenerator(seed: seed)
    let (database, ada) = try await userDatabase(engine)
    let store = database.outlines
    var outline = try await store.replace(
      with: "Inbox:\n\t- a\n\n\t- b @due(2026-11-30)\nHome:\n\t\t- over-indented\n\tnote", for: ada)
    let bodies = ["- task", "Project:", "a note", "", "  spaced", "- tagged @x(1)", "\u{3000}wide"]
    for step in 0..<150 {
      let ids = outline.items.map(\.id)
      func pick() -> ItemID? { ids.randomElement(using: &random) }
      func point() -> InsertionPoint {
        guard let id = pick() else { return .lastChild(of: nil) }
        switch Int.random(in: 0..<5, using: &random) {
        case 0: return .before(id)
        case 1: return .after(id)
        case 2: return .firstChild(of: id)
        case 3: return .lastChild(of: id)
        default: return .lastChild(of: nil)
        }
      }
      let body = bodies.randomElement(using: &random)!
      let edit: OutlineEdit
      switch (Int.random(in: 0..<10, using: &random), pick()) {
      case (0...2, _), (_, nil): edit = .insert(body, at: point())
      case (3, let id?): edit = .delete(id)
      case (4, let id?): edit = .move(id, to: point())
      case (5, let id?): edit = .setText(id, body)
      case (6, let id?): edit = .setTag(id, name: "t", value: "\(step)")
      case (7, let id?): edit = .indent(id)
      case (8, let id?): edit = .outdent(id)
      case (_, let id?):
        edit = .setType(id, [.task, .project, .note].randomElement(using: &random)!)
      }
      do {
        outline = try await store.apply(edit, for: ada)
      } catch {
        guard case .invalidEdit = error else { throw error }
      }
      if step % 25 == 0 {
        #expect(shape(try await reloaded(database, ada)) == shape(outline), "step \(step)")
      }
    }
    #expect(shape(try await reloaded(database, ada)) == shape(outline))
    #expect(try await secondServer(database).integrityCheck() == ["ok"])
  }

  @Test("Observers receive each acknowledged outline", arguments: Engine.available)
  func observe(_ engine: Engine) async throws {
    let (database, ada) = try await userDatabase(engine)
    let store = database.outlines
    let stream = store.observe(ada)
    var iterator = stream.makeAsyncIterator()
    let first = try await store.replace(with: "- a", for: ada)
    #expect(await iterator.next() == first)
    let second = try await store.apply(.insert("- b", at: .lastChild(of: nil)), for: ada)
    #expect(await iterator.next() == second)
  }

  @Test(
    "A change made by another process is picked up: observers get it, stale edits are judged",
    arguments: Engine.available)
  func changedElsewhere(_ engine: Engine) async throws {
    let (database, ada) = try await userDatabase(engine)
    let outline = try await database.outlines.replace(with: "- a\n- b", for: ada)
    let other = try secondServer(database)
    _ = try await other.outlines.replace(with: "- c", for: ada)
    let updates = database.outlines.observe(ada)
    let gone = outline.items[1].id
    await #expect(
      throws: TaskStoreError.conflict(
        EditConflict(
          reason: .deleted(gone, nil), latest: try await other.outlines.load(ada)))
    ) {
      try await database.outlines.apply(.delete(gone), basedOn: outline.revision, for: ada)
    }
    var iterator = updates.makeAsyncIterator()
    #expect(await iterator.next()?.serialized() == "- c")
    #expect(try await database.outlines.load(ada).serialized() == "- c")
    _ = try await database.outlines.apply(.insert("- d", at: .lastChild(of: nil)), for: ada)
    #expect(try await other.outlines.load(ada).serialized() == "- c\n- d")
  }

  @Test("Users' outlines are separate", arguments: Engine.available)
  func separateUsers(_ engine: Engine) async throws {
    let (database, ada) = try await userDatabase(engine)
    let bob = try await database.accounts.create(username: "bob", password: "builder-of-things")
    _ = try await database.outlines.replace(with: "- ada's", for: ada)
    _ = try await database.outlines.replace(with: "- bob's", for: bob.id)
    #expect(try await reloaded(database, ada).serialized() == "- ada's")
    #expect(try await reloaded(database, bob.id).serialized() == "- bob's")
  }
}
