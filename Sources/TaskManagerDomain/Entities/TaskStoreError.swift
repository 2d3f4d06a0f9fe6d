import TaskPaper

/// Why the task store could not load or change an outline. The outline is unchanged.
///
/// ```swift
/// do { snapshot = try await taskStore.apply(.delete(id), snapshot.revision, user.id) }
/// catch { errorMessage = error.message; if let latest = error.latest { snapshot = latest } }
/// ```
public enum TaskStoreError: Error, Equatable, Sendable, Codable, CustomStringConvertible {
  /// The edit does not fit the outline, or replacement text has problems.
  case invalidEdit(OutlineEditError)
  /// The edit was made on an older revision and would lose or misdirect a newer change;
  /// nothing changed. The conflict carries the stored outline and the user's own text.
  case conflict(EditConflict)
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
    case .conflict(let conflict): conflict.message
    case .noSuchUser: "This account no longer exists."
    case .network: LoginError.network.message
    case .server: LoginError.server.message
    case .database(let problem): problem.description
    }
  }

  public var description: String { message }

  /// The stored outline, when the error is a conflict: what the screen should show now.
  public var latest: OutlineSnapshot? {
    if case .conflict(let conflict) = self { conflict.latest } else { nil }
  }
}
