import Foundation
import TaskManagerDomainTesting
import TaskPaper
import Testing

@testable import TaskManagerDomain

/// The stores' behaviour on both engines, and what only several servers sharing PostgreSQL
/// show: another server's change reaching this one's observers, row locks between servers,
/// the schema shared and versioned.
@Suite("Both stores, and several servers on PostgreSQL")
struct PostgresStoreTests {
  @Test(
    "Accounts: names in any case, one owner per name, deleted with their data",
    arguments: Engine.available)
  func accounts(_ engine: Engine) async throws {
    let database = try makeDatabase(engine)
    let accounts = database.accounts
    let ada = try await accounts.create(username: "Ada", password: "analytical-engine")
    #expect(try await accounts.find("ADA")?.id == ada.id)
    #expect(try await accounts.find(id: ada.id)?.username == "Ada")
    await #expect(throws: AccountError.usernameTaken("ada")) {
      try await accounts.create(username: "ada", password: "another-password-1")
    }
    _ = try await accounts.create(username: "bob", password: "orange-lantern-7")
    #expect(try await accounts.list().map(\.username) == ["Ada", "bob"])
    try await accounts.setPassword("difference-engine", for: "ada")
    let authenticator = Authenticator(database: database)
    let user = try await authenticator.login(username: "ada", password: "difference-engine")
    #expect(user.id == ada.id)
    #expect(try await accounts.find("ada")?.lastLoginAt != nil)
    _ = try await database.outlines.replace(with: "- Buy milk", for: ada.id)
    try await accounts.delete("ADA")
    #expect(try await accounts.find("ada") == nil)
    await #expect(throws: TaskStoreError.noSuchUser(ada.id)) {
      try await database.outlines.load(ada.id)
    }
    #expect(try await database.integrityCheck() == ["ok"])
  }

  @Test("Settings are stored and reach another server's observers", arguments: Engine.available)
  func settings(_ engine: Engine) async throws {
    let database = try makeDatabase(engine)
    let ada = try await database.accounts.create(username: "ada", password: "analytical-engine")
    var settings = try await database.settings.load(ada.id)
    #expect(settings == UserSettings.defaults)
    settings.architecture = .viper
    settings.showDone = false
    let other = try secondServer(database)
    let seen = Received<UserSettings>()
    let subscription = other.settings.subscribe(ada.id) { seen.append($0) }
    defer { subscription.cancel() }
    try await database.settings.save(settings, for: ada.id)
    #expect(try await other.settings.load(ada.id) == settings)
    if engine == .postgres {
      #expect(await seen.first(within: .seconds(30)) == settings)
    }
  }

  @Test("Every kind of edit is stored and read back by another server", arguments: Engine.available)
  func edits(_ engine: Engine) async throws {
    let database = try makeDatabase(engine)
    let ada = try await database.accounts.create(username: "ada", password: "analytical-engine").id
    let store = database.outlines
    var outline = try await store.replace(
      with: "Inbox:\n\t- Buy milk\n\t- Call Bob\nHome:\n\t\t- over-indented\n- done @done", for: ada
    )
    let milk = outline.items[1].id
    let bob = outline.items[2].id
    let home = outline.items[3].id
    outline = try await store.apply(
      .insert("- Pay rent @due(2026-12-01)", at: .after(milk)), for: ada)
    let rent = try #require(outline.items.first { $0.body.contains("rent") }).id
    outline = try await store.apply(.setTag(milk, name: "done"), for: ada)
    outline = try await store.apply(.setText(bob, "- Call Bob about @work"), for: ada)
    outline = try await store.apply(.move(rent, to: .lastChild(of: home)), for: ada)
    outline = try await store.apply(.indent(bob), for: ada)
    // Twenty inserts at one place use up the gap between two positions and renumber siblings.
    for index in 0..<25 {
      outline = try await store.apply(.insert("- Step \(index)", at: .after(milk)), for: ada)
    }
    let fresh = try secondServer(database)
    let reloaded = try await fresh.outlines.load(ada)
    #expect(reloaded.outline.serialized() == outline.outline.serialized())
    #expect(reloaded.items.map(\.id) == outline.items.map(\.id))
    #expect(reloaded.revision == outline.revision)
    #expect(try await database.integrityCheck() == ["ok"])
  }

  @Test("A whole-text save of a large outline, then one changed line", arguments: Engine.available)
  func largeReplacement(_ engine: Engine) async throws {
    let database = try makeDatabase(engine)
    let ada = try await database.accounts.create(username: "ada", password: "analytical-engine").id
    let lines = (0..<5000).map { index in
      index % 50 == 0 ? "Project \(index):" : "\t- Task \(index) @tag(\(index % 7))"
    }
    let saved = try await database.outlines.replace(with: lines.joined(separator: "\n"), for: ada)
    var changed = lines
    // A project becomes a task: its tasks move under the project before, its row goes.
    changed[2500] = "\t- Task 2500 changed"
    changed.insert("\t- New task", at: 10)
    changed.remove(at: 4000)
    let after = try await database.outlines.replace(
      with: changed.joined(separator: "\n"), basedOn: saved.revision, for: ada)
    let reloaded = try await secondServer(database).outlines.load(ada)
    #expect(after.outline.serialized() == changed.joined(separator: "\n"))
    #expect(shape(reloaded) == shape(after))
    #expect(reloaded.items.map(\.id) == after.items.map(\.id))
    #expect(after.items[0].id == saved.items[0].id)
  }

  /// Delivery, not speed: how fast is `triptych-bench stores`' figure (milliseconds); a
  /// test sharing two cores with the whole suite can wait seconds for its turn.
  @Test("An edit on one server reaches the other server's observers")
  func liveUpdateAcrossServers() async throws {
    try #require(PostgresTestServer.isAvailable)
    let serverA = try makeDatabase(.postgres)
    let serverB = try secondServer(serverA)
    let ada = try await serverA.accounts.create(username: "ada", password: "analytical-engine").id
    let shown = try await serverB.outlines.load(ada)
    #expect(shown.items.isEmpty)
    let seen = Received<OutlineSnapshot>()
    let subscription = serverB.outlines.subscribe(ada) { seen.append($0) }
    defer { subscription.cancel() }
    let edited = try await serverA.outlines.apply(
      .insert("- From A", at: .lastChild(of: nil)), for: ada)
    #expect(await seen.first(within: .seconds(30)) == edited)
  }

  @Test("Stale edits from another server are refused by the database, not merged blindly")
  func staleEditAcrossServers() async throws {
    try #require(PostgresTestServer.isAvailable)
    let serverA = try makeDatabase(.postgres)
    let serverB = try secondServer(serverA)
    let ada = try await serverA.accounts.create(username: "ada", password: "analytical-engine").id
    let start = try await serverA.outlines.replace(with: "- Alpha\n- Bravo\n- Charlie", for: ada)
    let windowB = try await serverB.outlines.load(ada)
    let charlie = windowB.items[2].id
    let bravo = windowB.items[1].id
    // A reorders; B, still showing the old order, deletes Bravo by its identity.
    _ = try await serverA.outlines.apply(.move(charlie, to: .before(start.items[0].id)), for: ada)
    let afterDelete = try await serverB.outlines.apply(
      .delete(bravo), basedOn: windowB.revision, for: ada)
    #expect(afterDelete.outline.serialized() == "- Charlie\n- Alpha")
    // B edits Alpha on its old revision after A changed it: refused, nothing lost.
    let alpha = windowB.items[0].id
    _ = try await serverA.outlines.apply(.setText(alpha, "- Alpha from A"), for: ada)
    await #expect(throws: TaskStoreError.self) {
      try await serverB.outlines.apply(
        .setText(alpha, "- Alpha from B"), basedOn: windowB.revision, for: ada)
    }
    #expect(try await serverA.outlines.exportText(for: ada) == "- Charlie\n- Alpha from A")
  }

  @Test("Concurrent edits from two servers all land, in turn")
  func concurrentWritersAcrossServers() async throws {
    try #require(PostgresTestServer.isAvailable)
    let serverA = try makeDatabase(.postgres)
    let serverB = try secondServer(serverA)
    let ada = try await serverA.accounts.create(username: "ada", password: "analytical-engine").id
    try await withThrowingTaskGroup(of: Void.self) { group in
      for (name, server) in [("A", serverA), ("B", serverB)] {
        group.addTask {
          for index in 0..<20 {
            _ = try await server.outlines.apply(
              .insert("- \(name)\(index)", at: .lastChild(of: nil)), for: ada)
          }
        }
      }
      try await group.waitForAll()
    }
    let lines = try await serverB.outlines.exportText(for: ada).split(separator: "\n")
    #expect(lines.count == 40)
    #expect(Set(lines).count == 40)
  }

  @Test("Guesses spread over two servers are counted together; the owner elsewhere is not held")
  func throttleAcrossServers() async throws {
    try #require(PostgresTestServer.isAvailable)
    let serverA = try makeDatabase(.postgres)
    let serverB = try secondServer(serverA)
    _ = try await serverA.accounts.create(username: "ada", password: "analytical-engine")
    let viaA = Authenticator(database: serverA)
    let viaB = Authenticator(database: serverB)
    // Three free failures for one account at one address, whichever server each reaches.
    for authenticator in [viaA, viaB, viaA] {
      await #expect(throws: LoginError.invalidCredentials) {
        try await authenticator.login(
          username: "ada", password: "wrong-password", address: "198.51.100.66")
      }
    }
    await #expect(throws: LoginError.invalidCredentials) {
      try await viaB.login(username: "ada", password: "wrong-password", address: "198.51.100.66")
    }
    // The fourth failure imposed a wait, on both servers.
    for authenticator in [viaA, viaB] {
      await #expect(throws: LoginError.tooManyAttempts(retryAfterSeconds: 1)) {
        try await authenticator.login(
          username: "ada", password: "analytical-engine", address: "198.51.100.66")
      }
    }
    // The owner at another address signs in at once, through either server.
    let owner = try await viaB.login(
      username: "ada", password: "analytical-engine", address: "203.0.113.5")
    #expect(owner.username == "ada")
  }

  @Test("The schema is versioned, and a newer one is refused and left alone")
  func schemaVersions() async throws {
    try #require(PostgresTestServer.isAvailable)
    let database = try makeDatabase(.postgres)
    #expect(try await database.appliedSchemaVersions() == PostgresSchema.identifiers)
    // A second server starting on the same database applies nothing twice.
    #expect(try await secondServer(database).appliedSchemaVersions() == PostgresSchema.identifiers)
    guard case .postgres(let engine) = database.engine else { return }
    _ = try await engine.write { session in
      try session.query("INSERT INTO triptych_migrations (identifier) VALUES ('v99-future')")
    }
    #expect(throws: DatabaseProblem.self) { try secondServer(database) }
    do {
      _ = try secondServer(database)
    } catch {
      guard case .newerSchema(_, let unknown) = error as? DatabaseProblem else {
        Issue.record("expected a newer-schema refusal, got \(error)")
        return
      }
      #expect(unknown == ["v99-future"])
    }
  }

  @Test("An unreachable server is named, without its password")
  func unreachableServer() throws {
    #expect {
      try TaskManagerDatabase(location: "postgres://ada:secret@127.0.0.1:1/triptych")
    } throws: { error in
      guard case .unreachable(let path, _) = error as? DatabaseProblem else { return false }
      return path == "postgres://ada@127.0.0.1:1/triptych" && !"\(error)".contains("secret")
    }
  }
}

/// Values a subscription delivered, for a test to wait on.
final class Received<Value: Sendable>: @unchecked Sendable {
  private let lock = NSLock()
  private var values: [Value] = []

  func append(_ value: Value) { lock.withLock { values.append(value) } }

  /// The first value delivered, waiting up to `limit` for it.
  func first(within limit: Duration) async -> Value? {
    let deadline = ContinuousClock.now + limit
    while ContinuousClock.now < deadline {
      if let first = lock.withLock({ values.first }) { return first }
      try? await Task.sleep(for: .milliseconds(5))
    }
    return lock.withLock { values.first }
  }
}
