import Foundation

/// The database identity of an account. Stable for the account's lifetime, never reused.
///
/// ```swift
/// let outline = try await taskStore.load(user.id)
/// ```
public struct UserID: Hashable, Sendable, Codable, CustomStringConvertible {
  /// The account's row id.
  public let rawValue: Int64

  public init(rawValue: Int64) { self.rawValue = rawValue }

  public var description: String { "user-\(rawValue)" }
}

/// An account as the features see it: never its password hash.
///
/// ```swift
/// let user = try await authClient.login("ada", "correct horse")
/// print("Welcome, \(user.username)!")
/// ```
public struct User: Hashable, Sendable, Identifiable, Codable {
  public var id: UserID
  /// The name as it was chosen (names compare case-insensitively).
  public var username: String
  public var createdAt: Date
  /// `nil` until the first successful login.
  public var lastLoginAt: Date?

  public init(id: UserID, username: String, createdAt: Date, lastLoginAt: Date? = nil) {
    self.id = id
    self.username = username
    self.createdAt = createdAt
    self.lastLoginAt = lastLoginAt
  }
}
