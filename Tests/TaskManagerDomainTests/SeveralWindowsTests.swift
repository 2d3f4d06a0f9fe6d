import Foundation
import TaskManagerDomainTesting
import TaskPaper
import Testing

@testable import TaskManagerDomain

/// Two windows of one account on one store: every edit names its item by stored identity and
/// the revision it was made on; the store merges what it can and refuses, changing nothing,
/// what would lose or misdirect a change (Docs/Several-windows.md). Each test runs on the
/// SQLite store, on the in-memory one, which must follow the same rule, and on PostgreSQL
/// with every call going to the other of two servers, as a load balancer without sticky
/// sessions would send them: the rule holds across servers as across windows.
@Suite("Several windows, one outline")
struct SeveralWindowsTests {
  enum Backend: String, CaseIterable, CustomStringConvertible {
    case sqlite, inMemory, postgresTwoServers
    var description: String { rawValue }

    /// Every backend that can run here (PostgreSQL only where its server starts; the reason
    /// is printed otherwise).
    static var allCases: [Backend] {
      PostgresTestServer.isAvailable
        ? [.sqlite, .inMemory, .postgresTwoServers] : [.sqlite, .inMemory]
    }
  }

  private static let user = UserID(rawValue: 1)

  /// A store holding `text` for the test's user, and that user.
  private func store(_ backend: Backend, _ text: String) async throws -> (TaskStore, UserID) {
    switch backend {
    case .inMemory:
      return (.inMemory(outlines: [Self.user: Outline(parsing: text)]), Self.user)
    case .sqlite:
      let database = try makeDatabase()
      let ada = try await database.accounts.create(username: "ada", password: "analytical-engine")
      let store = TaskStore.live(database: database)
      _ = try await store.replace(text, nil, ada.id)
      return (store, ada.id)
    case .postgresTwoServers:
      let url = try #require(PostgresTestServer.freshDatabaseURL())
      let serverA = try TaskManagerDatabase(location: url, configuration: postgresTestConfiguration)
      let serverB = try TaskManagerDatabase(location: url, configuration: postgresTestConfiguration)
      let ada = try await serverA.accounts.create(username: "ada", password: "analytical-engine")
      let store = TaskStore.alternating(.live(database: serverA), .live(database: serverB))
      _ = try await store.replace(text, nil, ada.id)
      return (store, ada.id)
    }
  }

  private func id(_ snapshot: OutlineSnapshot, _ content: String) throws -> ItemID {
    try #require(snapshot.outline.items.first { $0.content == content }).id
  }

  private func conflict(
    _ body: () async throws(TaskStoreError) -> OutlineSnapshot
  ) async -> EditConflict? {
    do {
      _ = try await body()
      return nil
    } catch {
      guard case .conflict(let conflict) = error else { return nil }
      return conflict
    }
  }

  @Test("A delete from a stale window removes the item it showed", arguments: Backend.allCases)
  func staleDeleteHitsTheRightItem(_ backend: Backend) async throws {
    let (store, user) = try await store(backend, "- Alpha\n- Bravo\n- Charlie")
    let windowB = try await store.load(user)
    let bravo = try id(windowB, "Bravo")
    // Window A inserts a line at the top through the Text tab.
    let windowA = try await store.load(user)
    _ = try await store.replace("- Zulu\n- Alpha\n- Bravo\n- Charlie", windowA.revision, user)
    let after = try await store.apply(.delete(bravo), windowB.revision, user)
    #expect(after.outline.serialized() == "- Zulu\n- Alpha\n- Charlie")
  }

  @Test("An edit of an item deleted elsewhere is refused and says so", arguments: Backend.allCases)
  func editOfDeletedItem(_ backend: Backend) async throws {
    let (store, user) = try await store(backend, "Inbox:\n\t- Alpha\n\t- Bravo")
    let stale = try await store.load(user)
    let bravo = try id(stale, "Bravo")
    let inbox = try id(stale, "Inbox")
    let current = try await store.apply(.delete(bravo), stale.revision, user)
    let markDone = await conflict { () async throws(TaskStoreError) in
      try await store.apply(.setTag(bravo, name: "done"), stale.revision, user)
    }
    // The server that refuses may have loaded the outline after the delete (as a restarted
    // one would): it knows an item was deleted, not what kind.
    let deletedTask =
      backend == .postgresTwoServers
      ? "That item was deleted in another window." : "That task was deleted in another window."
    #expect(markDone?.message == deletedTask)
    #expect(markDone?.latest == current)
    _ = try await store.apply(.delete(inbox), current.revision, user)
    let insert = await conflict { () async throws(TaskStoreError) in
      try await store.apply(.insert("- New", at: .lastChild(of: inbox)), current.revision, user)
    }
    let deletedProject =
      backend == .postgresTwoServers
      ? "That item was deleted in another window." : "That project was deleted in another window."
    #expect(insert?.message == deletedProject)
    #expect(try await store.export(user) == "")
  }

  @Test(
    "The same item changed in two windows: the later edit is refused, its text kept",
    arguments: Backend.allCases)
  func sameItemChangedTwice(_ backend: Backend) async throws {
    let (store, user) = try await store(backend, "- Buy milk\n- Call Bob")
    let windowA = try await store.load(user)
    let windowB = windowA
    let milk = try id(windowA, "Buy milk")
    let afterA = try await store.apply(.setText(milk, "- Buy oat milk"), windowA.revision, user)
    let refused = await conflict { () async throws(TaskStoreError) in
      try await store.apply(.setText(milk, "- Buy soy milk"), windowB.revision, user)
    }
    #expect(
      refused?.message
        == "That task was changed in another window, so your change was not saved. "
        + "Your text: “- Buy soy milk”")
    #expect(refused?.latest == afterA)
    #expect(try await store.export(user) == "- Buy oat milk\n- Call Bob")
    // Made on the revision it now shows, the same edit goes through.
    let retried = try await store.apply(.setText(milk, "- Buy soy milk"), afterA.revision, user)
    #expect(retried.outline.serialized() == "- Buy soy milk\n- Call Bob")
  }

  @Test(
    "Changes to different items merge, whatever revision they were made on",
    arguments: Backend.allCases)
  func differentItemsMerge(_ backend: Backend) async throws {
    let (store, user) = try await store(backend, "- Alpha\n- Bravo\n- Charlie")
    let stale = try await store.load(user)
    let (alpha, bravo, charlie) = (
      try id(stale, "Alpha"), try id(stale, "Bravo"), try id(stale, "Charlie")
    )
    _ = try await store.apply(.setText(alpha, "- Alpha @due(2026-12-01)"), stale.revision, user)
    _ = try await store.apply(.delete(bravo), stale.revision, user)
    _ = try await store.apply(.setTag(charlie, name: "done"), stale.revision, user)
    _ = try await store.apply(.insert("- Delta", at: .after(charlie)), stale.revision, user)
    #expect(
      try await store.export(user) == "- Alpha @due(2026-12-01)\n- Charlie @done\n- Delta")
  }

  @Test(
    "A delete over something added or changed inside the item is refused",
    arguments: Backend.allCases)
  func deleteOverNewerChild(_ backend: Backend) async throws {
    let (store, user) = try await store(backend, "Inbox:\n\t- Alpha")
    let stale = try await store.load(user)
    let inbox = try id(stale, "Inbox")
    _ = try await store.apply(.insert("- Bravo", at: .lastChild(of: inbox)), stale.revision, user)
    let refused = await conflict { () async throws(TaskStoreError) in
      try await store.apply(.delete(inbox), stale.revision, user)
    }
    #expect(refused?.reason == .changed(inbox, .project))
    #expect(try await store.export(user) == "Inbox:\n\t- Alpha\n\t- Bravo")
  }

  @Test(
    "A text save over newer changes is refused; saving again on the newer revision replaces it",
    arguments: Backend.allCases)
  func staleTextSave(_ backend: Backend) async throws {
    let (store, user) = try await store(backend, "- Alpha")
    let textTab = try await store.load(user)
    let added = try await store.apply(
      .insert("- Added in B", at: .lastChild(of: nil)), textTab.revision, user)
    let refused = await conflict { () async throws(TaskStoreError) in
      try await store.replace("- Alpha\n- Typed in A", textTab.revision, user)
    }
    #expect(refused?.reason == .textIsStale)
    #expect(refused?.latest == added)
    #expect(try await store.export(user) == "- Alpha\n- Added in B")
    let saved = try await store.replace("- Alpha\n- Typed in A", added.revision, user)
    #expect(saved.outline.serialized() == "- Alpha\n- Typed in A")
  }

  @Test("Indent and outdent on a rearranged outline are refused", arguments: Backend.allCases)
  func relativeMovesNeedTheSameSiblings(_ backend: Backend) async throws {
    let (store, user) = try await store(backend, "- Alpha\n- Bravo")
    let stale = try await store.load(user)
    let bravo = try id(stale, "Bravo")
    _ = try await store.apply(.insert("- Between", at: .before(bravo)), stale.revision, user)
    let refused = await conflict { () async throws(TaskStoreError) in
      try await store.apply(.indent(bravo), stale.revision, user)
    }
    #expect(refused?.reason == .rearranged)
  }

  @Test(
    "Every change reaches the user's other subscribers, and only theirs",
    arguments: Backend.allCases)
  func subscribersSeeChanges(_ backend: Backend) async throws {
    let (store, user) = try await store(backend, "- Alpha")
    let received = LockedValue<[OutlineSnapshot]>([])
    let other = LockedValue<Int>(0)
    let subscription = store.subscribe(user) { snapshot in received.withLock { $0.append(snapshot) }
    }
    let otherUser = store.subscribe(UserID(rawValue: 999)) { _ in other.withLock { $0 += 1 } }
    let start = try await store.load(user)
    let stored = try await store.apply(
      .insert("- Bravo", at: .lastChild(of: nil)), start.revision, user)
    if backend == .postgresTwoServers {
      // Stored by the other server: delivered by its notification (milliseconds, by
      // `triptych-bench stores`; the wait allows for a loaded machine). The subscriber's
      // server also published the outline it loaded first.
      let deadline = ContinuousClock.now + .seconds(30)
      while received.withLock({ $0.last }) != stored, ContinuousClock.now < deadline {
        try await Task.sleep(for: .milliseconds(5))
      }
      #expect(received.withLock { $0.last } == stored)
    } else {
      // Delivered synchronously, before `apply` returned.
      #expect(received.withLock { $0 } == [stored])
    }
    #expect(other.withLock { $0 } == 0)
    let count = received.withLock { $0.count }
    subscription.cancel()
    _ = try await store.apply(.insert("- Charlie", at: .lastChild(of: nil)), stored.revision, user)
    try await Task.sleep(for: .milliseconds(backend == .postgresTwoServers ? 300 : 0))
    #expect(received.withLock { $0.count } == count)
    _ = otherUser
  }
}

@Suite("Stored identities")
struct StoredIdentityTests {
  private func ids(_ snapshot: OutlineSnapshot) -> [String: ItemID] {
    Dictionary(uniqueKeysWithValues: snapshot.outline.items.map { ($0.content, $0.id) })
  }

  @Test("Identities survive a reload in a new process, and inserts never reuse one")
  func survivesReload() async throws {
    let (database, ada) = try await userDatabase()
    var snapshot = try await database.outlines.replace(
      with: "Inbox:\n\t- Alpha\n\t- Bravo", for: ada)
    let bravo = try #require(ids(snapshot)["Bravo"])
    snapshot = try await database.outlines.apply(.delete(bravo), for: ada)
    let reloaded = try await reopen(database).outlines.load(ada)
    #expect(ids(reloaded) == ids(snapshot))
    #expect(reloaded.revision == snapshot.revision)
    let added = try await reopen(database).outlines.apply(
      .insert("- Charlie", at: .lastChild(of: nil)), basedOn: reloaded.revision, for: ada)
    #expect(try #require(ids(added)["Charlie"]).rawValue > bravo.rawValue)
  }

  @Test("Importing unchanged text, or saving moved and edited lines, keeps identities")
  func textSavesKeepIdentities() async throws {
    let (database, ada) = try await userDatabase()
    let text = "Inbox:\n\t- Alpha\n\t- Buy milk\nHome:\n\t- Charlie"
    let first = try await database.outlines.replace(with: text, for: ada)
    let reimported = try await database.outlines.importData(Array(text.utf8), for: ada)
    #expect(ids(reimported) == ids(first))
    let saved = try await database.outlines.replace(
      with: "Home:\n\t- Charlie\n\t- Alpha\nInbox:\n\t- Buy oat milk\n\t- New", for: ada)
    let after = ids(try await reopen(database).outlines.load(ada))
    #expect(after["Alpha"] == ids(first)["Alpha"])
    #expect(after["Buy oat milk"] == ids(first)["Buy milk"])
    #expect(after["Home"] == ids(first)["Home"])
    #expect(after["New"] == ids(saved)["New"])
    #expect(!ids(first).values.contains(after["New"]!))
  }

  @Test("Two processes writing on their own revisions merge; no acknowledged edit is lost")
  func twoProcessesMerge() async throws {
    let (database, ada) = try await userDatabase()
    let other = try reopen(database)
    var mine = try await database.outlines.load(ada)
    var theirs = try await other.outlines.load(ada)
    for round in 0..<20 {
      mine = try await database.outlines.apply(
        .insert("- mine \(round)", at: .lastChild(of: nil)), basedOn: mine.revision, for: ada)
      theirs = try await other.outlines.apply(
        .insert("- theirs \(round)", at: .lastChild(of: nil)), basedOn: theirs.revision, for: ada)
    }
    let stored = try await reopen(database).outlines.load(ada).outline
    #expect(stored.items.count == 40)
    #expect(Set(stored.items.map(\.id)).count == 40)
  }

  @Test("A database from before stored identities keeps its items under their row ids")
  func migrationKeepsItems() async throws {
    let path = try temporaryDirectory() + "/old.sqlite"
    do {
      let old = try TaskManagerDatabase(
        path: path, configuration: testConfiguration, migratingUpTo: "v2-outlines")
      let ada = try await old.accounts.create(username: "ada", password: "analytical-engine")
      try await old.write { db in
        try db.execute(
          sql: """
            INSERT INTO outlineItem (userID, parentID, position, indent, type, body, tags)
            VALUES (?, NULL, 1048576, 1, 'task', '- Alpha', '[]'),
                   (?, NULL, 2097152, 1, 'task', '- Bravo', '[]')
            """, arguments: [ada.id.rawValue, ada.id.rawValue])
      }
    }
    let migrated = try TaskManagerDatabase(path: path, configuration: testConfiguration)
    let ada = try #require(try await migrated.accounts.find("ada"))
    let snapshot = try await migrated.outlines.load(ada.id)
    #expect(snapshot.outline.serialized() == "- Alpha\n- Bravo")
    let added = try await migrated.outlines.apply(
      .insert("- Charlie", at: .lastChild(of: nil)), basedOn: snapshot.revision, for: ada.id)
    #expect(Set(added.outline.items.map(\.id)).count == 3)
  }
}
