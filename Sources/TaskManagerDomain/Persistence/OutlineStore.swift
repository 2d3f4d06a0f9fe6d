import Foundation
import GRDB
import TaskPaper

/// Every user's outline, stored as rows (one per item, each with its stored identity) and
/// served from memory: a load reads the rows once, then each edit is one small transaction
/// that writes only the rows it touches. An edit returns after its transaction is durably
/// committed.
///
/// ```swift
/// let outlines = database.outlines
/// var snapshot = try await outlines.load(ada.id)
/// snapshot = try await outlines.apply(
///   .insert("- Buy milk", at: .lastChild(of: nil)), basedOn: snapshot.revision, for: ada.id)
/// try await outlines.exportText(for: ada.id)  // "- Buy milk"
/// ```
///
/// Item identities are stored with the rows, so they name the same item across loads,
/// processes and text saves. An edit made on an older revision is merged or refused by the
/// rule of `TrackedOutline`; another process's changes are picked up at the next access and
/// published to observers.
public struct OutlineStore: Sendable {
  let database: TaskManagerDatabase

  /// The user's outline.
  public func load(_ user: UserID) async throws(TaskStoreError) -> OutlineSnapshot {
    if let cached = database.outlineCache.state(user) {
      let current: Int64?
      do {
        current = try await database.storedRevision(user)
      } catch {
        throw Self.classify(error, database)
      }
      guard let current else { throw .noSuchUser(user) }
      if current == cached.tracked.revision.rawValue { return cached.tracked.snapshot }
    }
    return try await withState(user, edit: nil)
  }

  /// Applies `edit`, made on revision `base` (nil: on whatever is stored), in one transaction
  /// and returns the outline after it. An edit on an older revision is merged when it touches
  /// nothing newer and refused with ``TaskStoreError/conflict(_:)`` otherwise.
  public func apply(
    _ edit: OutlineEdit, basedOn base: OutlineRevision? = nil, for user: UserID
  ) async throws(TaskStoreError) -> OutlineSnapshot {
    try await withState(user, edit: (edit, base))
  }

  /// Replaces the outline with TaskPaper `text`, after checking it; nothing changes when it
  /// has problems (``TaskStoreError/invalidEdit(_:)`` lists them with line numbers). With a
  /// `base`, the save is refused if the outline changed since.
  public func replace(
    with text: String, basedOn base: OutlineRevision? = nil, for user: UserID
  ) async throws(TaskStoreError) -> OutlineSnapshot {
    try await apply(.replaceAll(text), basedOn: base, for: user)
  }

  /// Imports a TaskPaper file's bytes: like ``replace(with:basedOn:for:)`` without a base, but
  /// bytes that are not UTF-8 are reported (with their line) instead of being replaced by U+FFFD.
  public func importData(_ bytes: some Collection<UInt8>, for user: UserID)
    async throws(TaskStoreError) -> OutlineSnapshot
  {
    let problems = OutlineText.validate(bytes)
    if !problems.isEmpty { throw .invalidEdit(.invalidText(problems)) }
    return try await apply(
      .replaceAll(String(decoding: Array(bytes), as: UTF8.self)), basedOn: nil, for: user)
  }

  /// The outline as TaskPaper text.
  public func exportText(for user: UserID) async throws(TaskStoreError) -> String {
    try await load(user).outline.serialized()
  }

  /// Calls `handler` with the outline after every acknowledged edit made through this
  /// database (and after a reload that found another process's changes).
  public func subscribe(
    _ user: UserID, _ handler: @escaping @Sendable (OutlineSnapshot) -> Void
  ) -> Subscription {
    database.outlineCache.feed.subscribe(user, handler)
  }

  /// The outline after every acknowledged edit, as an async sequence, until the consumer stops.
  public func observe(_ user: UserID) -> AsyncStream<OutlineSnapshot> {
    .of { subscribe(user, $0) }
  }

  /// Reloads the outlines someone watches whose stored revision moved on (another process
  /// wrote), so they reach their observers; a server calls it every second.
  public func refreshWatched() async {
    let cache = database.outlineCache
    for user in cache.feed.subscribedUsers {
      guard let cached = cache.state(user) else { continue }
      let stored = try? await database.storedRevision(user)
      if let stored, stored != cached.tracked.revision.rawValue {
        _ = try? await withState(user, edit: nil)
      }
    }
  }

  /// Reloads the user's outline if someone in this process watches it and another server
  /// changed it: what a PostgreSQL notification of that change triggers.
  func refresh(_ user: UserID) async {
    let cache = database.outlineCache
    guard cache.feed.subscribedUsers.contains(user), let cached = cache.state(user) else { return }
    let stored = try? await database.storedRevision(user)
    if let stored, stored != cached.tracked.revision.rawValue {
      _ = try? await withState(user, edit: nil)
    }
  }

  // MARK: Serialized access

  /// Loads the user's outline if the cache has none or an old one, applies `edit` if given,
  /// and writes it, all in one immediate transaction on the database's writer, so rows and
  /// cache change together and no other process writes in between. The cache keeps the last
  /// committed state whatever fails.
  private func withState(
    _ user: UserID, edit: (OutlineEdit, OutlineRevision?)?
  ) async throws(TaskStoreError) -> OutlineSnapshot {
    let cache = database.outlineCache
    // Writes are serialised: the slow part of a whole-text save (checking and parsing the
    // text, linear in its size) is done before taking the writer, so one user's large save
    // holds everyone else's edits only for its row writes.
    // A text with problems is reported there, after the conflict check, as before.
    let replacement: Result<Outline, OutlineEditError>? =
      if case .replaceAll(let text)? = edit?.0 {
        Result { () throws(OutlineEditError) in try OutlineText.parse(text) }
      } else {
        nil
      }
    // A first access reads every row: done in a read transaction beside the writer, not on
    // it, so a large outline loading does not hold every other user's edits.
    var warmedUp = false
    if cache.state(user) == nil {
      let loaded: OutlineState?
      do {
        loaded = try await database.loadStoredOutline(user)
      } catch {
        throw Self.classify(error, database)
      }
      if let loaded { warmedUp = cache.storeIfAbsent(loaded, for: user) }
    }
    let loadedFirst = warmedUp
    let published: (snapshot: OutlineSnapshot, changed: Bool)
    // Another process's changes found on the way are published even if the edit then fails.
    let reloadedBeforeFailure = LockedValue<OutlineSnapshot?>(nil)
    do {
      published = try await database.withOutlineWriter { writer in
        // Taken out of the cache so it is changed in place, not copied; always put back.
        var committed = cache.take(user)
        defer { if let committed { cache.store(committed, for: user) } }
        var result: (OutlineSnapshot, Bool)?
        var written: OutlineState?
        try writer.inTransaction { rows in
          guard let header = try rows.header(user) else {
            committed = nil
            throw TaskStoreError.noSuchUser(user)
          }
          // Loaded just now (above, or here when another process wrote since): published as
          // a load's outline is.
          var reloaded = loadedFirst
          if committed?.tracked.revision.rawValue != header.revision {
            committed = try rows.load(user, header: header)
            reloaded = true
          }
          if reloaded { reloadedBeforeFailure.withLock { $0 = committed!.tracked.snapshot } }
          guard let (edit, base) = edit else {
            result = (committed!.tracked.snapshot, reloaded)
            return
          }
          // Held alone while it changes, so its tables are not copied. A refused edit changes
          // nothing and goes back; after a failed write the cache is dropped and reloaded.
          var state = committed!
          committed = nil
          // What the rows store, for a whole-text save to write only the rows that differ
          // (kept only then: holding it would make any other edit copy its tables).
          let before: TrackedOutline? = replacement == nil ? nil : state.tracked
          let delta: OutlineDelta
          do {
            delta = try state.tracked.apply(
              edit, basedOn: base ?? state.tracked.revision, parsed: replacement)
          } catch {
            committed = state
            throw error
          }
          // `before` is kept exactly for whole-text saves, the edits that replace every row.
          if let before {
            state = try rows.writeReplacement(user: user, before: before, state: state)
          } else {
            let changes = try rows.write(delta, state: state, user: user)
            state.commit(changes)
          }
          try rows.writeHeader(user, state.tracked)
          result = (state.tracked.snapshot, true)
          written = state
        }
        if let written { committed = written }
        return result!
      }
    } catch {
      if let reloaded = reloadedBeforeFailure.withLock({ $0 }) {
        cache.feed.publish(reloaded, for: user)
      }
      throw Self.classify(error, database)
    }
    if published.changed { cache.feed.publish(published.snapshot, for: user) }
    return published.snapshot
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
  let feed = ChangeFeed<OutlineSnapshot>()

  func state(_ user: UserID) -> OutlineState? {
    states.withLock { $0[user] }
  }

  func store(_ state: OutlineState, for user: UserID) {
    states.withLock { $0[user] = state }
  }

  /// Stores a state loaded for a user the cache has none for; `false` (and nothing stored)
  /// when one arrived meanwhile.
  func storeIfAbsent(_ state: OutlineState, for user: UserID) -> Bool {
    states.withLock { states in
      guard states[user] == nil else { return false }
      states[user] = state
      return true
    }
  }

  /// Removes and returns the user's state, so its owner can change it without a copy.
  func take(_ user: UserID) -> OutlineState? {
    states.withLock { $0.removeValue(forKey: user) }
  }
}
