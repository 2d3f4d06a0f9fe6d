/// Why a login failed, with the text every architecture shows for it.
///
/// ```swift
/// do { user = try await authClient.login(username, password) }
/// catch { errorMessage = error.message }  // error is LoginError (typed throws)
/// ```
public enum LoginError: Error, Equatable, Sendable, Codable, CustomStringConvertible {
  /// Unknown user or wrong password; the two are deliberately indistinguishable.
  case invalidCredentials
  /// The credentials could not reach the authenticator.
  case network
  /// The authenticator failed (e.g. the database is unavailable).
  case server
  /// Too many recent failures for this user name or client address; try again after the wait.
  case tooManyAttempts(retryAfterSeconds: Int)

  /// The message shown to the user.
  public var message: String {
    switch self {
    case .invalidCredentials: "Invalid username or password"
    case .network: "Network connection failed. Please try again."
    case .server: "Server error. Please try again later."
    case .tooManyAttempts(let seconds):
      "Too many attempts. Try again in \(seconds) \(seconds == 1 ? "second" : "seconds")."
    }
  }

  public var description: String { message }
}

/// The login form's own rules, shared so every architecture applies the same ones before
/// calling ``AuthClient/login``.
///
/// ```swift
/// if let problem = LoginInput.problem(username: username, password: password) {
///   errorMessage = problem.message  // no request is made
/// }
/// ```
public enum LoginInput {
  public static let minimumUsernameLength = 3
  public static let minimumPasswordLength = 6

  /// What is wrong with the form's fields, or `nil` if they may be sent.
  public static func problem(username: String, password: String) -> LoginInputProblem? {
    if username.isEmpty || password.isEmpty { return .missingField }
    if username.count < minimumUsernameLength || password.count < minimumPasswordLength {
      return .tooShort
    }
    return nil
  }
}

/// A problem the login form finds without asking the server.
public enum LoginInputProblem: Error, Equatable, Sendable {
  /// Username or password is empty.
  case missingField
  /// Too short to be a valid account: reported exactly like wrong credentials.
  case tooShort

  public var message: String {
    switch self {
    case .missingField: "Please enter both username and password"
    case .tooShort: LoginError.invalidCredentials.message
    }
  }
}
