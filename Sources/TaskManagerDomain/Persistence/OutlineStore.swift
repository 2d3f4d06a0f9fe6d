import Foundation
import GRDB
import TaskPaper

/// Every user's outline, stored as rows (one per item) and served from memory: a load reads
/// the rows once, then each edit is one small transaction that writes only the rows it
/// touches. An edit returns after its transaction is durably committed.
///
/// ```swift
/// let outlines = database.outlines
/// var outline = try await outlines.load(ada.id)
/// outline = try await outlines.apply(.insert("- Buy milk", at: .lastChild(of: nil)), for: ada.id)
/// try await outlines.exportText(for: ada.id)  // "- Buy milk"
/// ```
///
/// Item identities stay valid for the life of the process. If another process (say
/// `triptych import`) changes the outline, the next edit fails with
/// ``TaskStoreError/outlineChanged`` and observers receive the reloaded outline.
public struct OutlineStore: Sendable {
  let database: TaskManagerDatabase

  /// The user's outline.
  public func load(_ user: UserID) async throws(TaskStoreError) -> Outline {
    if let cached = database.outlineCache.state(user) {
      let current: Int64?
      do {
        current = try await database.pool.read { db in try Self.revision(db, user) }
      } catch {
        throw Self.classify(error, database)
      }
      guard let current else { throw .noSuchUser(user) }
      if current == cached.revision { return cached.outline }
    }
    return try await withState(user) { _, state, _ in state.outline }
  }

  /// Applies `edit` in one transaction and returns the outline after it.
  public func apply(_ edit: OutlineEdit, for user: UserID) async throws(TaskStoreError)
    -> Outline
  {
    let outline = try await withState(user) { db, state, reloaded in
      if reloaded { throw TaskStoreError.outlineChanged }
      var outline = state.outline
      let delta: OutlineDelta
      do throws(OutlineEditError) {
        delta = try edit.apply(to: &outline)
      } catch {
        throw TaskStoreError.invalidEdit(error)
      }
      let revision = state.revision + 1
      if delta.replacedAll {
        state = try Self.transaction(db) { [state] in
          try Self.checkRevision(db, user, state.revision)
          try db.execute(
            sql: "DELETE FROM outlineItem WHERE userID = ?", arguments: [user.rawValue])
          let fresh = try OutlineRows.insertAll(
            db, user: user, outline: outline, revision: revision)
          try Self.bumpRevision(db, user)
          return fresh
        }
      } else {
        let changes = try Self.transaction(db) { [state] in
          try Self.checkRevision(db, user, state.revision)
          let changes = try OutlineRows.write(delta, of: outline, state: state, db, user: user)
          try Self.bumpRevision(db, user)
          return changes
        }
        state.commit(changes, outline: outline, revision: revision)
      }
      return outline
    }
    database.outlineCache.notify(user, outline)
    return outline
  }

  /// Replaces the outline with TaskPaper `text`, after checking it; nothing changes when it
  /// has problems (``TaskStoreError/invalidEdit(_:)`` lists them with line numbers).
  public func replace(with text: String, for user: UserID) async throws(TaskStoreError)
    -> Outline
  {
    try await apply(.replaceAll(text), for: user)
  }

  /// Imports a TaskPaper file's bytes: like ``replace(with:for:)``, but bytes that are not
  /// UTF-8 are reported (with their line) instead of being replaced by U+FFFD.
  public func importData(_ bytes: some Collection<UInt8>, for user: UserID)
    async throws(TaskStoreError) -> Outline
  {
    let problems = OutlineText.validate(bytes)
    if !problems.isEmpty { throw .invalidEdit(.invalidText(problems)) }
    return try await apply(.replaceAll(String(decoding: Array(bytes), as: UTF8.self)), for: user)
  }

  /// The outline as TaskPaper text.
  public func exportText(for user: UserID) async throws(TaskStoreError) -> String {
    try await load(user).serialized()
  }

  /// The outline after every acknowledged edit made through this database (and after a
  /// reload caused by another process), until the consumer stops iterating.
  public func observe(_ user: UserID) -> AsyncStream<Outline> {
    let (stream, continuation) = AsyncStream.makeStream(
      of: Outline.self, bufferingPolicy: .bufferingNewest(1))
    let token = database.outlineCache.addObserver(continuation, for: user)
    let cache = database.outlineCache
    continuation.onTermination = { _ in cache.removeObserver(token, for: user) }
    return stream
  }

  // MARK: Serialized access

  /// Runs `body` on the database's writer, so rows and cache change together, with the
  /// user's state taken out of the cache (so it is changed in place, not copied) and put back
  /// afterwards. A missing or stale state is loaded first; `reloaded` says a stale one was
  /// replaced.
  private func withState<T: Sendable>(
    _ user: UserID,
    _ body: @escaping @Sendable (Database, inout OutlineState, _ reloaded: Bool) throws -> T
  ) async throws(TaskStoreError) -> T {
    let cache = database.outlineCache
    let path = database.path
    do {
      return try await database.pool.writeWithoutTransaction { db in
        var taken = cache.take(user)
        let revision: Int64
        do {
          guard let current = try Self.revision(db, user) else {
            throw TaskStoreError.noSuchUser(user)
          }
          revision = current
        } catch {
          // A deleted user's outline is dropped; after any other failure it stays cached.
          if let taken, !(error is TaskStoreError) { cache.store(taken, for: user) }
          throw error
        }
        var reloaded = false
        var state: OutlineState
        if let current = taken, current.revision == revision {
          taken = nil
          state = current
        } else {
          reloaded = taken != nil
          taken = nil
          state = try Self.transaction(db, .deferred) {
            let revision = try Self.revision(db, user) ?? revision
            return try OutlineRows.load(db, user: user, revision: revision, path: path)
          }
          if reloaded { cache.notify(user, state.outline) }
        }
        defer { cache.store(state, for: user) }
        return try body(db, &state, reloaded)
      }
    } catch {
      throw Self.classify(error, database)
    }
  }

  private static func transaction<T>(
    _ db: Database, _ kind: Database.TransactionKind = .immediate, _ body: () throws -> T
  ) throws -> T {
    var result: T?
    try db.inTransaction(kind) {
      result = try body()
      return .commit
    }
    return result!
  }

  private static func revision(_ db: Database, _ user: UserID) throws -> Int64? {
    try Int64.fetchOne(
      db, sql: "SELECT revision FROM outline WHERE userID = ?", arguments: [user.rawValue])
  }

  private static func checkRevision(_ db: Database, _ user: UserID, _ expected: Int64) throws {
    guard let revision = try revision(db, user) else { throw TaskStoreError.noSuchUser(user) }
    if revision != expected { throw TaskStoreError.outlineChanged }
  }

  private static func bumpRevision(_ db: Database, _ user: UserID) throws {
    try db.execute(
      sql: "UPDATE outline SET revision = revision + 1, updatedAt = ? WHERE userID = ?",
      arguments: [Date(), user.rawValue])
  }

  private static func classify(_ error: any Error, _ database: TaskManagerDatabase)
    -> TaskStoreError
  {
    if let error = error as? TaskStoreError { return error }
    return .database(DatabaseProblem.classify(error, path: database.path))
  }
}

extension TaskManagerDatabase {
  /// The users' outlines stored in this database.
  public var outlines: OutlineStore { OutlineStore(database: self) }
}

/// The outlines this process has loaded, and who watches them. Changed only on the
/// database's writer, read from anywhere.
final class OutlineCache: Sendable {
  private let states = LockedValue<[UserID: OutlineState]>([:])
  private let observers = LockedValue<[UserID: [UUID: AsyncStream<Outline>.Continuation]]>([:])

  func state(_ user: UserID) -> OutlineState? {
    states.withLock { $0[user] }
  }

  func store(_ state: OutlineState, for user: UserID) {
    states.withLock { $0[user] = state }
  }

  func commit(_ changes: RowChanges, outline: Outline, revision: Int64, for user: UserID) {
    states.withLock { $0[user]?.commit(changes, outline: outline, revision: revision) }
  }

  /// Removes and returns the user's state, so its owner can change it without a copy.
  func take(_ user: UserID) -> OutlineState? {
    states.withLock { $0.removeValue(forKey: user) }
  }

  func addObserver(_ continuation: AsyncStream<Outline>.Continuation, for user: UserID) -> UUID {
    let token = UUID()
    observers.withLock { $0[user, default: [:]][token] = continuation }
    return token
  }

  func removeObserver(_ token: UUID, for user: UserID) {
    observers.withLock { $0[user]?[token] = nil }
  }

  func notify(_ user: UserID, _ outline: Outline) {
    for continuation in observers.withLock({ Array(($0[user] ?? [:]).values) }) {
      continuation.yield(outline)
    }
  }
}
