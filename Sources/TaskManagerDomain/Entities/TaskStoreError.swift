import TaskPaper

/// Why the task store could not load or change an outline. The outline is unchanged.
///
/// ```swift
/// do { outline = try await taskStore.apply(.delete(id), user.id) }
/// catch { errorMessage = error.message }
/// ```
public enum TaskStoreError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The edit does not fit the outline, or replacement text has problems.
  case invalidEdit(OutlineEditError)
  /// Another process changed this outline: the store reloaded it (observers received it),
  /// and item identities held from before may now name other items. Reload and retry.
  case outlineChanged
  /// The user no longer exists.
  case noSuchUser(UserID)
  /// The store could not be reached.
  case network
  /// The store failed.
  case server
  /// The database refused; the wrapped problem says why.
  case database(DatabaseProblem)

  public var message: String {
    switch self {
    case .invalidEdit(let error): error.description
    case .outlineChanged: "The outline was changed elsewhere and has been reloaded. Try again."
    case .noSuchUser: "This account no longer exists."
    case .network: LoginError.network.message
    case .server: LoginError.server.message
    case .database(let problem): problem.description
    }
  }

  public var description: String { message }
}
