import Foundation
import GRDB
import Testing

@testable import TaskManagerDomain

@Suite("Accounts")
struct AccountTests {
  @Test("Create, find (any letter case), list, timestamps", arguments: Engine.available)
  func createAndFind(_ engine: Engine) async throws {
    let database = try makeDatabase(engine)
    let created = Date(timeIntervalSince1970: 1_800_000_000)
    let accounts = database.accounts(now: { created })
    let ada = try await accounts.create(username: "Ada", password: "analytical-engine")
    #expect(ada.username == "Ada")
    #expect(ada.createdAt == created)
    #expect(ada.lastLoginAt == nil)
    #expect(try await accounts.find("ada") == ada)
    #expect(try await accounts.find("ADA") == ada)
    #expect(try await accounts.find(id: ada.id) == ada)
    _ = try await accounts.create(username: "bob", password: "builder-of-things")
    #expect(try await accounts.list().map(\.username) == ["Ada", "bob"])
    #expect(try await accounts.find("carol") == nil)
  }

  @Test("Names are unique regardless of letter case", arguments: Engine.available)
  func uniqueCaseInsensitive(_ engine: Engine) async throws {
    let accounts = try makeDatabase(engine).accounts
    _ = try await accounts.create(username: "ada", password: "analytical-engine")
    await #expect(throws: AccountError.usernameTaken("ADA")) {
      try await accounts.create(username: "ADA", password: "another-password")
    }
  }

  @Test(
    "Invalid names are refused with the reason",
    arguments: [
      ("ab", "at least 3"), ("a b c", "not a space"), ("_ada", "start with a letter"),
      ("adä", "may contain only"), (String(repeating: "a", count: 33), "at most 32"),
    ])
  func invalidUsernames(name: String, reason: String) async throws {
    let accounts = try makeDatabase().accounts
    do {
      _ = try await accounts.create(username: name, password: "analytical-engine")
      Issue.record("\(name) must be refused")
    } catch {
      guard case .invalidUsername(let refused, let why) = error else {
        Issue.record("unexpected \(error)")
        return
      }
      #expect(refused == name)
      #expect(why.contains(reason))
    }
  }

  @Test(
    "Weak passwords are refused with the reason",
    arguments: [
      ("short", "at least 8"), ("aaaaaaaaaa", "one character repeated"),
      ("password123", "most common"), ("xxada-loves-math", "user name"),
      (String(repeating: "ab", count: 37), "at most 72 bytes"), ("two\nlines-here", "line break"),
    ])
  func weakPasswords(password: String, reason: String) async throws {
    let accounts = try makeDatabase().accounts
    do {
      _ = try await accounts.create(username: "ada", password: password)
      Issue.record("\(password) must be refused")
    } catch {
      guard case .weakPassword(let why) = error else {
        Issue.record("unexpected \(error)")
        return
      }
      #expect(why.contains(reason))
      #expect(error.description.hasPrefix("The password is too weak: "))
    }
    #expect(try await accounts.list().isEmpty)
  }

  @Test("Passwords are stored as bcrypt hashes of the configured cost")
  func storedAsBcrypt() async throws {
    let database = try makeDatabase()
    _ = try await database.accounts.create(username: "ada", password: "analytical-engine")
    let hash = try #require(
      try await database.pool.read { db in
        try String.fetchOne(db, sql: "SELECT passwordHash FROM user")
      })
    #expect(hash.hasPrefix("$2b$04$"))
    #expect(!hash.contains("analytical-engine"))
    #expect(TaskManagerDatabase.Configuration().passwordCost == 10)
  }

  @Test(
    "Changing a password makes the new one work and the old one fail",
    arguments: Engine.available)
  func changePassword(_ engine: Engine) async throws {
    let database = try makeDatabase(engine)
    _ = try await database.accounts.create(username: "ada", password: "analytical-engine")
    try await database.accounts.setPassword("difference-engine", for: "ADA")
    let authenticator = Authenticator(database: database)
    _ = try await authenticator.login(username: "ada", password: "difference-engine")
    await #expect(throws: LoginError.invalidCredentials) {
      try await authenticator.login(username: "ada", password: "analytical-engine")
    }
    await #expect(
      throws: AccountError.weakPassword(reason: "it must be at least 8 characters long")
    ) {
      try await database.accounts.setPassword("short", for: "ada")
    }
    await #expect(throws: AccountError.noSuchUser("bob")) {
      try await database.accounts.setPassword("difference-engine", for: "bob")
    }
  }

  @Test("Deleting an account removes its outline and settings")
  func deleteCascades() async throws {
    let database = try makeDatabase()
    let ada = try await database.accounts.create(username: "ada", password: "analytical-engine")
    _ = try await database.outlines.replace(with: "Inbox:\n\t- a\n\t\t- b", for: ada.id)
    try await database.accounts.delete("ADA")
    let counts = try await database.pool.read { db in
      try ["user", "userSettings", "outline", "outlineItem"].map {
        try Int.fetchOne(db, sql: "SELECT count(*) FROM \($0)") ?? -1
      }
    }
    #expect(counts == [0, 0, 0, 0])
    await #expect(throws: TaskStoreError.noSuchUser(ada.id)) {
      try await database.outlines.load(ada.id)
    }
    await #expect(throws: AccountError.noSuchUser("ada")) {
      try await database.accounts.delete("ada")
    }
  }
}
