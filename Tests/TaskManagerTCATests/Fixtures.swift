import Foundation
import TaskManagerDomain
import TaskPaper

/// What the feature tests share: the in-memory test account and a small outline.
enum Fixtures {
  static let userID = UserID(rawValue: 1)
  /// The user `AuthClient.inMemory()` answers with.
  static let user = User(
    id: userID, username: AuthClient.testAccount.username,
    createdAt: Date(timeIntervalSince1970: 1_790_000_000),
    lastLoginAt: Date(timeIntervalSince1970: 1_790_000_000))

  static let outline = Outline(
    parsing: """
      Inbox:
      \t- Buy milk @due(2026-11-30)
      \t- Call Bob @priority(1)
      """)

  static var inbox: Item { outline.items[0] }
  static var buyMilk: Item { outline.items[1] }
  static var callBob: Item { outline.items[2] }

  /// The outline after `edits`, as the task store computes it, with its revision.
  static func snapshot(after edits: OutlineEdit...) async throws -> OutlineSnapshot {
    let store = TaskStore.inMemory(outlines: [userID: outline])
    var result = OutlineSnapshot(outline)
    for edit in edits { result = try await store.apply(edit, result.revision, userID) }
    return result
  }
}
