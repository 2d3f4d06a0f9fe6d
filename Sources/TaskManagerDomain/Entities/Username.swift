/// The rules for account names. Names are ASCII so that "case-insensitive" has one meaning
/// (SQLite's `NOCASE` and Swift's `lowercased()` agree on ASCII, not beyond).
///
/// ```swift
/// try Username.validate("ada.lovelace")  // ok
/// try Username.validate("x")             // throws AccountError.invalidUsername
/// ```
public enum Username {
  /// Shortest accepted name; the login form rejects anything shorter, so such an account
  /// could never log in.
  public static let minimumLength = 3
  public static let maximumLength = 32

  /// Throws ``AccountError/invalidUsername(_:reason:)`` unless `name` is 3–32 characters of
  /// `a-z`, `A-Z`, `0-9`, `.`, `_`, `-`, starting with a letter or digit.
  public static func validate(_ name: String) throws(AccountError) {
    if let reason = problem(with: name) { throw .invalidUsername(name, reason: reason) }
  }

  /// The reason `name` is not acceptable, or `nil` when it is.
  public static func problem(with name: String) -> String? {
    let scalars = name.unicodeScalars
    if scalars.count < minimumLength {
      return "it must be at least \(minimumLength) characters long"
    }
    if scalars.count > maximumLength {
      return "it must be at most \(maximumLength) characters long"
    }
    guard let first = scalars.first, isLetterOrDigit(first) else {
      return "it must start with a letter or a digit"
    }
    if let bad = scalars.first(where: { !isLetterOrDigit($0) && !".-_".unicodeScalars.contains($0) }
    ) {
      return "it may contain only letters a-z, digits, '.', '_' and '-' (not \(describe(bad)))"
    }
    return nil
  }

  /// The key names are compared by: ASCII lowercase.
  public static func key(_ name: String) -> String { name.lowercased() }

  private static func isLetterOrDigit(_ scalar: Unicode.Scalar) -> Bool {
    ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar)
  }

  private static func describe(_ scalar: Unicode.Scalar) -> String {
    scalar == " " ? "a space" : "'\(scalar)'"
  }
}
