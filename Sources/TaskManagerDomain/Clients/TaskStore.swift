import Dependencies
import TaskPaper

/// A user's outline: load it, change it one edit at a time, replace it from text, watch it.
/// What the Tasks and Text features of every architecture call.
///
/// Every edit names the revision it was made on; an edit made on an older revision (another
/// window changed the outline since) is merged when it touches nothing newer and refused with
/// ``TaskStoreError/conflict(_:)`` otherwise. Every change reaches the user's other
/// subscribers at once.
///
/// ```swift
/// @Dependency(\.taskStore) var taskStore
/// var snapshot = try await taskStore.load(user.id)
/// snapshot = try await taskStore.apply(.setTag(id, name: "done"), snapshot.revision, user.id)
/// let subscription = taskStore.subscribe(user.id) { snapshot in show(snapshot) }
/// ```
public struct TaskStore: Sendable {
  public var load: @Sendable (UserID) async throws(TaskStoreError) -> OutlineSnapshot
  /// Applies one edit, made on the given revision, in one durable transaction and returns the
  /// outline after it.
  public var apply:
    @Sendable (OutlineEdit, OutlineRevision, UserID) async throws(TaskStoreError) ->
      OutlineSnapshot
  /// Replaces the outline with TaskPaper text; problems (with line numbers) change nothing.
  /// With a revision, the save is refused if the outline changed since (nil: replace whatever
  /// is stored, as an import does).
  public var replace:
    @Sendable (String, OutlineRevision?, UserID) async throws(TaskStoreError) -> OutlineSnapshot
  /// The outline as TaskPaper text.
  public var export: @Sendable (UserID) async throws(TaskStoreError) -> String
  /// Calls the handler with every outline acknowledged after the call (by any session of the
  /// user), synchronously as it is stored, until the subscription is cancelled or released.
  public var subscribe:
    @Sendable (UserID, @escaping @Sendable (OutlineSnapshot) -> Void) -> Subscription

  public init(
    load: @escaping @Sendable (UserID) async throws(TaskStoreError) -> OutlineSnapshot,
    apply:
      @escaping @Sendable (OutlineEdit, OutlineRevision, UserID) async throws(TaskStoreError) ->
      OutlineSnapshot,
    replace:
      @escaping @Sendable (String, OutlineRevision?, UserID) async throws(TaskStoreError) ->
      OutlineSnapshot,
    export: @escaping @Sendable (UserID) async throws(TaskStoreError) -> String,
    subscribe:
      @escaping @Sendable (UserID, @escaping @Sendable (OutlineSnapshot) -> Void) -> Subscription
  ) {
    self.load = load
    self.apply = apply
    self.replace = replace
    self.export = export
    self.subscribe = subscribe
  }

  /// Every outline acknowledged after the call, as an async sequence (the newest is kept when
  /// the consumer is slow), until the consumer stops iterating.
  ///
  /// ```swift
  /// for await snapshot in taskStore.observe(user.id) { await send(.outlineUpdated(snapshot)) }
  /// ```
  public func observe(_ user: UserID) -> AsyncStream<OutlineSnapshot> {
    .of { subscribe(user, $0) }
  }

  /// The outlines stored in `database`.
  public static func live(database: TaskManagerDatabase) -> TaskStore {
    let store = database.outlines
    return TaskStore(
      load: { (user) async throws(TaskStoreError) -> OutlineSnapshot in try await store.load(user)
      },
      apply: { (edit, base, user) async throws(TaskStoreError) -> OutlineSnapshot in
        try await store.apply(edit, basedOn: base, for: user)
      },
      replace: { (text, base, user) async throws(TaskStoreError) -> OutlineSnapshot in
        try await store.replace(with: text, basedOn: base, for: user)
      },
      export: { (user) async throws(TaskStoreError) -> String in
        try await store.exportText(for: user)
      },
      subscribe: { user, handler in store.subscribe(user, handler) }
    )
  }

  /// Outlines kept in memory: deterministic, no database, the same revision rule as the
  /// database. Every user starts with `outlines[user]` or an empty outline.
  public static func inMemory(outlines: [UserID: Outline] = [:]) -> TaskStore {
    let state = LockedValue(
      outlines.mapValues { TrackedOutline(snapshot: OutlineSnapshot($0)) })
    let feed = ChangeFeed<OutlineSnapshot>()
    @Sendable func apply(_ edit: OutlineEdit, _ base: OutlineRevision?, _ user: UserID)
      throws(TaskStoreError) -> OutlineSnapshot
    {
      let result: Result<OutlineSnapshot, TaskStoreError> = state.withLock { outlines in
        var tracked = outlines[user] ?? TrackedOutline(snapshot: OutlineSnapshot())
        do throws(TaskStoreError) {
          _ = try tracked.apply(edit, basedOn: base ?? tracked.revision)
        } catch {
          return .failure(error)
        }
        outlines[user] = tracked
        return .success(tracked.snapshot)
      }
      let snapshot = try result.get()
      feed.publish(snapshot, for: user)
      return snapshot
    }
    return TaskStore(
      load: { (user) async throws(TaskStoreError) -> OutlineSnapshot in
        state.withLock { $0[user]?.snapshot ?? OutlineSnapshot() }
      },
      apply: { (edit, base, user) async throws(TaskStoreError) -> OutlineSnapshot in
        try apply(edit, base, user)
      },
      replace: { (text, base, user) async throws(TaskStoreError) -> OutlineSnapshot in
        try apply(.replaceAll(text), base, user)
      },
      export: { (user) async throws(TaskStoreError) -> String in
        state.withLock { ($0[user]?.outline ?? Outline()).serialized() }
      },
      subscribe: { user, handler in feed.subscribe(user, handler) }
    )
  }

  /// Every call fails with `error` (e.g. `.network`, `.server`); subscriptions deliver nothing.
  public static func failing(_ error: TaskStoreError) -> TaskStore {
    TaskStore(
      load: { (_) async throws(TaskStoreError) -> OutlineSnapshot in throw error },
      apply: { (_, _, _) async throws(TaskStoreError) -> OutlineSnapshot in throw error },
      replace: { (_, _, _) async throws(TaskStoreError) -> OutlineSnapshot in throw error },
      export: { (_) async throws(TaskStoreError) -> String in throw error },
      subscribe: { _, _ in .none }
    )
  }
}

extension TaskStore: DependencyKey {
  /// The outlines in the default database; see ``TaskManagerDatabase/defaultPath(environment:)``.
  public static var liveValue: TaskStore {
    switch TaskManagerDatabase.sharedDefault {
    case .success(let database): return .live(database: database)
    case .failure(let problem):
      reportIssue("TaskStore.liveValue: \(problem)")
      return .failing(.database(problem))
    }
  }

  /// ``inMemory(outlines:)``, every user starting empty.
  public static var testValue: TaskStore { .inMemory() }
  public static var previewValue: TaskStore { .inMemory() }
}

extension DependencyValues {
  /// Users' outlines.
  public var taskStore: TaskStore {
    get { self[TaskStore.self] }
    set { self[TaskStore.self] = newValue }
  }
}
