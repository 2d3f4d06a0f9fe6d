/// Why an account operation (create, change password, delete) was refused.
///
/// ```swift
/// do { try await accounts.create(username: "ada", password: "x") }
/// catch { print(error) }  // "The password is too weak: it must be at least 8 characters long."
/// ```
public enum AccountError: Error, Equatable, Sendable, CustomStringConvertible {
  case invalidUsername(String, reason: String)
  case usernameTaken(String)
  case weakPassword(reason: String)
  case noSuchUser(String)
  /// The database could not do it; the wrapped problem says why.
  case database(DatabaseProblem)

  public var description: String {
    switch self {
    case .invalidUsername(let name, let reason):
      "\(name.debugDescription) is not a valid user name: \(reason)."
    case .usernameTaken(let name): "A user named \(name.debugDescription) already exists."
    case .weakPassword(let reason): "The password is too weak: \(reason)."
    case .noSuchUser(let name): "There is no user named \(name.debugDescription)."
    case .database(let problem): problem.description
    }
  }
}
