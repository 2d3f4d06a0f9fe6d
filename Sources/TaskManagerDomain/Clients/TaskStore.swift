import Dependencies
import TaskPaper

/// A user's outline: load it, change it one edit at a time, replace it from text, watch it.
/// What the Tasks and Text features of every architecture call.
///
/// ```swift
/// @Dependency(\.taskStore) var taskStore
/// var outline = try await taskStore.load(user.id)
/// outline = try await taskStore.apply(.setTag(id, name: "done"), user.id)
/// for await outline in taskStore.observe(user.id) { render(outline) }
/// ```
public struct TaskStore: Sendable {
  public var load: @Sendable (UserID) async throws(TaskStoreError) -> Outline
  /// Applies one edit in one durable transaction and returns the outline after it.
  public var apply: @Sendable (OutlineEdit, UserID) async throws(TaskStoreError) -> Outline
  /// Replaces the outline with TaskPaper text; problems (with line numbers) change nothing.
  public var replace: @Sendable (String, UserID) async throws(TaskStoreError) -> Outline
  /// The outline as TaskPaper text.
  public var export: @Sendable (UserID) async throws(TaskStoreError) -> String
  /// Every outline acknowledged after the call, until the consumer stops iterating.
  public var observe: @Sendable (UserID) -> AsyncStream<Outline>

  public init(
    load: @escaping @Sendable (UserID) async throws(TaskStoreError) -> Outline,
    apply: @escaping @Sendable (OutlineEdit, UserID) async throws(TaskStoreError) -> Outline,
    replace: @escaping @Sendable (String, UserID) async throws(TaskStoreError) -> Outline,
    export: @escaping @Sendable (UserID) async throws(TaskStoreError) -> String,
    observe: @escaping @Sendable (UserID) -> AsyncStream<Outline>
  ) {
    self.load = load
    self.apply = apply
    self.replace = replace
    self.export = export
    self.observe = observe
  }

  /// The outlines stored in `database`.
  public static func live(database: TaskManagerDatabase) -> TaskStore {
    let store = database.outlines
    return TaskStore(
      load: { (user) async throws(TaskStoreError) -> Outline in try await store.load(user) },
      apply: { (edit, user) async throws(TaskStoreError) -> Outline in
        try await store.apply(edit, for: user)
      },
      replace: { (text, user) async throws(TaskStoreError) -> Outline in
        try await store.replace(with: text, for: user)
      },
      export: { (user) async throws(TaskStoreError) -> String in
        try await store.exportText(for: user)
      },
      observe: { user in store.observe(user) }
    )
  }

  /// Outlines kept in memory: deterministic, no database. Every user starts with `outlines[user]`
  /// or an empty outline.
  public static func inMemory(outlines: [UserID: Outline] = [:]) -> TaskStore {
    let state = LockedValue(outlines)
    let observers = LockedValue<[UserID: [Int: AsyncStream<Outline>.Continuation]]>([:])
    let nextToken = LockedValue(0)
    @Sendable func publish(_ outline: Outline, _ user: UserID) {
      for continuation in observers.withLock({ Array(($0[user] ?? [:]).values) }) {
        continuation.yield(outline)
      }
    }
    @Sendable func apply(_ edit: OutlineEdit, _ user: UserID) throws(TaskStoreError) -> Outline {
      let result: Result<Outline, OutlineEditError> = state.withLock { outlines in
        var outline = outlines[user] ?? Outline()
        do throws(OutlineEditError) {
          _ = try edit.apply(to: &outline)
        } catch {
          return .failure(error)
        }
        outlines[user] = outline
        return .success(outline)
      }
      switch result {
      case .success(let outline):
        publish(outline, user)
        return outline
      case .failure(let error): throw .invalidEdit(error)
      }
    }
    return TaskStore(
      load: { (user) async throws(TaskStoreError) -> Outline in
        state.withLock { $0[user] ?? Outline() }
      },
      apply: { (edit, user) async throws(TaskStoreError) -> Outline in try apply(edit, user) },
      replace: { (text, user) async throws(TaskStoreError) -> Outline in
        try apply(.replaceAll(text), user)
      },
      export: { (user) async throws(TaskStoreError) -> String in
        state.withLock { ($0[user] ?? Outline()).serialized() }
      },
      observe: { user in
        let (stream, continuation) = AsyncStream.makeStream(
          of: Outline.self, bufferingPolicy: .bufferingNewest(1))
        let token = nextToken.withLock {
          $0 += 1
          return $0
        }
        observers.withLock { $0[user, default: [:]][token] = continuation }
        continuation.onTermination = { _ in observers.withLock { $0[user]?[token] = nil } }
        return stream
      }
    )
  }

  /// Every call fails with `error` (e.g. `.network`, `.server`); `observe` finishes at once.
  public static func failing(_ error: TaskStoreError) -> TaskStore {
    TaskStore(
      load: { (_) async throws(TaskStoreError) -> Outline in throw error },
      apply: { (_, _) async throws(TaskStoreError) -> Outline in throw error },
      replace: { (_, _) async throws(TaskStoreError) -> Outline in throw error },
      export: { (_) async throws(TaskStoreError) -> String in throw error },
      observe: { _ in AsyncStream { $0.finish() } }
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
