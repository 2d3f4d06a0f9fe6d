import Dependencies
import Foundation
import TaskPaper
import Testing

@testable import TaskManagerDomain

@Suite("Clients: live, in-memory and failing")
struct ClientTests {
  @Test("The live auth client logs in against the database and remembers its session's user")
  func liveAuth() async throws {
    let database = try makeDatabase()
    _ = try await database.accounts.create(username: "ada", password: "analytical-engine")
    let session = AuthClient.live(database: database, clientAddress: "10.0.0.7")
    let other = AuthClient.live(database: database, clientAddress: "10.0.0.8")
    #expect(await session.currentUser() == nil)
    let ada = try await session.login("ada", "analytical-engine")
    #expect(await session.currentUser() == ada)
    #expect(await other.currentUser() == nil)
    await #expect(throws: LoginError.invalidCredentials) {
      try await other.login("ada", "wrong-password")
    }
    await session.logout()
    #expect(await session.currentUser() == nil)
  }

  @Test("The live auth client reports throttling with the wait")
  func liveAuthThrottled() async throws {
    let database = try makeDatabase(
      configuration: TaskManagerDatabase.Configuration(
        passwordCost: 4,
        loginThrottle: .init(accountAndAddress: .init(freeFailures: 0, firstDelay: .seconds(30)))
      ))
    _ = try await database.accounts.create(username: "ada", password: "analytical-engine")
    let session = AuthClient.live(database: database)
    await #expect(throws: LoginError.invalidCredentials) {
      try await session.login("ada", "wrong-password")
    }
    await #expect(throws: LoginError.tooManyAttempts(retryAfterSeconds: 30)) {
      try await session.login("ada", "analytical-engine")
    }
  }

  @Test("The live auth client tells the host of each sign-in and sign-out, not of failures")
  func liveAuthReportsPrivilegeChanges() async throws {
    let database = try makeDatabase()
    _ = try await database.accounts.create(username: "ada", password: "analytical-engine")
    let changes = LockedValue(0)
    let session = AuthClient.live(
      database: database, throttle: LoginThrottle(),
      privilegeChanged: { changes.withLock { $0 += 1 } })
    await #expect(throws: LoginError.invalidCredentials) {
      try await session.login("ada", "wrong-password")
    }
    #expect(changes.withLock { $0 } == 0)
    _ = try await session.login("ada", "analytical-engine")
    #expect(changes.withLock { $0 } == 1)
    await session.logout()
    #expect(changes.withLock { $0 } == 2)
  }

  @Test("The live auth client answers a server error when the database fails")
  func liveAuthServerError() async throws {
    let database = try makeDatabase()
    _ = try await database.accounts.create(username: "ada", password: "analytical-engine")
    try database.pool.close()
    await #expect(throws: LoginError.server) {
      try await AuthClient.live(database: database).login("ada", "analytical-engine")
    }
  }

  @Test("The test auth client is in memory, with one known account")
  func testAuth() async throws {
    let client = AuthClient.testValue
    let account = AuthClient.testAccount
    await #expect(throws: LoginError.invalidCredentials) {
      try await client.login(account.username, "wrong-password")
    }
    let user = try await client.login(account.username.uppercased(), account.password)
    #expect(user.username == account.username)
    #expect(user.id == UserID(rawValue: 1))
    #expect(await client.currentUser() == user)
    let again = try await AuthClient.testValue.login(account.username, account.password)
    #expect(again == user)
  }

  @Test("Failing clients throw the chosen error, so features can show it")
  func failingClients() async {
    await #expect(throws: LoginError.network) {
      try await AuthClient.failing(.network).login("ada", "analytical-engine")
    }
    await #expect(throws: LoginError.server) {
      try await AuthClient.failing(.server).login("ada", "analytical-engine")
    }
    let user = UserID(rawValue: 1)
    await #expect(throws: TaskStoreError.network) {
      try await TaskStore.failing(.network).load(user)
    }
    await #expect(throws: TaskStoreError.server) {
      try await TaskStore.failing(.server).apply(.delete(ItemID(rawValue: 0)), .initial, user)
    }
    await #expect(throws: SettingsError.network) {
      try await SettingsClient.failing(.network).load(user)
    }
    #expect(TaskStoreError.network.message == LoginError.network.message)
    #expect(SettingsError.server.message == "Server error. Please try again later.")
  }

  @Test("The in-memory task store applies edits like the live one and notifies observers")
  func inMemoryTaskStore() async throws {
    let user = UserID(rawValue: 1)
    let store = TaskStore.inMemory(outlines: [user: Outline(parsing: "Inbox:")])
    let updates = store.observe(user)
    var iterator = updates.makeAsyncIterator()
    let inbox = try await store.load(user).items[0].id
    let outline = try await store.apply(
      .insert("- Buy milk", at: .lastChild(of: inbox)), .initial, user)
    #expect(outline.serialized() == "Inbox:\n\t- Buy milk")
    #expect(await iterator.next() == outline)
    await #expect(throws: TaskStoreError.self) {
      try await store.replace("- \u{1}", nil, user)
    }
    #expect(try await store.export(user) == "Inbox:\n\t- Buy milk")
    #expect(try await store.load(UserID(rawValue: 2)).items.isEmpty)
  }

  @Test("Live and in-memory task stores give the same outlines for the same edits")
  func liveMatchesInMemory() async throws {
    let database = try makeDatabase()
    let ada = try await database.accounts.create(username: "ada", password: "analytical-engine")
    let live = TaskStore.live(database: database)
    let memory = TaskStore.inMemory()
    var outline = try await live.replace("Inbox:\n\t- a\nHome:", nil, ada.id)
    var mirrored = try await memory.replace("Inbox:\n\t- a\nHome:", nil, ada.id)
    #expect(mirrored.outline == outline.outline)
    let edits: [OutlineEdit] = [
      .insert("- b", at: .lastChild(of: outline.items[0].id)),
      .move(outline.items[1].id, to: .firstChild(of: outline.items[2].id)),
      .setTag(outline.items[0].id, name: "home"),
      .setType(outline.items[2].id, .note),
      .delete(outline.items[0].id),
    ]
    for edit in edits {
      outline = try await live.apply(edit, outline.revision, ada.id)
      mirrored = try await memory.apply(edit, mirrored.revision, ada.id)
      #expect(mirrored.outline == outline.outline, "\(edit)")
    }
    #expect(try await live.export(ada.id) == (try await memory.export(ada.id)))
  }

  @Test("Settings: defaults for a new account, saved durably, per user")
  func settings() async throws {
    let database = try makeDatabase()
    let ada = try await database.accounts.create(username: "ada", password: "analytical-engine")
    let bob = try await database.accounts.create(username: "bob", password: "builder-of-things")
    let live = SettingsClient.live(database: database)
    #expect(try await live.load(ada.id) == .defaults)
    #expect(UserSettings.defaults.showDone && !UserSettings.defaults.debuggerEnabled)
    let changed = UserSettings(showDone: false, architecture: .viper, debuggerEnabled: true)
    try await live.save(changed, ada.id)
    #expect(try await SettingsClient.live(database: reopen(database)).load(ada.id) == changed)
    #expect(try await live.load(bob.id) == .defaults)
    await #expect(throws: SettingsError.noSuchUser(UserID(rawValue: 99))) {
      try await live.save(changed, UserID(rawValue: 99))
    }
    let memory = SettingsClient.inMemory()
    #expect(try await memory.load(ada.id) == .defaults)
    try await memory.save(changed, ada.id)
    #expect(try await memory.load(ada.id) == changed)
  }

  @Test("A variant saved under its former name still reads: hybrid is viper-tca")
  func formerArchitectureNames() async throws {
    let (database, ada) = try await userDatabase()
    try await database.write { db in
      try db.execute(
        sql: "UPDATE userSettings SET architecture = 'hybrid' WHERE userID = ?",
        arguments: [ada.rawValue])
    }
    let live = SettingsClient.live(database: database)
    #expect(try await live.load(ada).architecture == .viperTCA)
    #expect(Architecture(name: "hybrid") == .viperTCA)
    #expect(Architecture(name: "cobol") == nil)
    let decoded = try JSONDecoder().decode(
      [Architecture].self, from: Data(#"["hybrid","mvc"]"#.utf8))
    #expect(decoded == [.viperTCA, .mvc])
    #expect(
      String(decoding: try JSONEncoder().encode(Architecture.viperTCA), as: UTF8.self)
        == #""viper-tca""#)
  }

  @Test("Clients are dependencies: test values by default in tests, overridable")
  func dependencies() async throws {
    try await withDependencies {
      $0.authClient = .failing(.tooManyAttempts(retryAfterSeconds: 12))
      $0.settingsClient = .inMemory()
      $0.taskStore = .inMemory()
    } operation: { () async throws in
      @Dependency(\.authClient) var authClient
      @Dependency(\.taskStore) var taskStore
      do throws(LoginError) {
        _ = try await authClient.login("ada", "analytical-engine")
        Issue.record("must fail")
      } catch {
        #expect(error.message == "Too many attempts. Try again in 12 seconds.")
      }
      #expect(try await taskStore.load(UserID(rawValue: 1)).items.isEmpty)
    }
  }
}
