/// What a new password must satisfy. Checked when an account is created or its password
/// changed; the login form has its own, weaker length rule (see ``LoginInput``).
///
/// ```swift
/// PasswordPolicy.standard.problem(with: "password", username: "ada")
/// // "it is one of the most common passwords"
/// ```
public struct PasswordPolicy: Hashable, Sendable {
  public var minimumLength: Int

  /// bcrypt reads only the first 72 bytes; longer passwords would be silently truncated, so
  /// two different passwords could both work. Refusing them keeps what you type what counts.
  public static let maximumUTF8Length = 72

  public init(minimumLength: Int = 8) {
    self.minimumLength = minimumLength
  }

  /// At least 8 characters, not made of one repeated character, not the user name, not a
  /// notorious password.
  public static let standard = PasswordPolicy()

  /// Throws ``AccountError/weakPassword(reason:)`` when `password` breaks the policy.
  public func validate(_ password: String, username: String) throws(AccountError) {
    if let reason = problem(with: password, username: username) {
      throw .weakPassword(reason: reason)
    }
  }

  /// Why `password` is refused, or `nil` when it is acceptable.
  public func problem(with password: String, username: String) -> String? {
    if password.count < minimumLength {
      return "it must be at least \(minimumLength) characters long"
    }
    if password.utf8.count > Self.maximumUTF8Length {
      return "it must be at most \(Self.maximumUTF8Length) bytes long (bcrypt ignores the rest)"
    }
    if password.contains(where: { $0.isNewline }) {
      return "it must not contain a line break"
    }
    if Set(password).count == 1 {
      return "it must not be one character repeated"
    }
    let lowered = password.lowercased()
    if lowered.contains(username.lowercased()) {
      return "it must not contain the user name"
    }
    if Self.common.contains(lowered) {
      return "it is one of the most common passwords"
    }
    return nil
  }

  /// A few of the passwords every guessing attack tries first.
  private static let common: Set<String> = [
    "password", "password1", "password12", "password123", "passw0rd", "12345678", "123456789",
    "1234567890", "qwertyuiop", "qwerty123", "iloveyou", "sunshine", "princess", "football",
    "baseball", "welcome1", "trustno1", "letmein1", "abc12345", "11111111", "00000000",
    "87654321", "superman", "starwars", "computer", "whatever", "dragon12", "monkey12",
    "changeme", "admin123", "administrator", "secret12", "triptych", "taskpaper",
  ]
}
