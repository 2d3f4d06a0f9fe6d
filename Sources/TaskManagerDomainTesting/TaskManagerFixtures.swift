import Foundation
import TaskManagerDomain
import TaskPaper

/// What the variants' own tests start from: a signed-in user, a small outline of two projects
/// and an in-memory environment holding it. One copy, shared by the MVVM, MVVM State and MVC
/// test targets (a test target gives it its own name: `typealias Fixtures = TaskManagerFixtures`).
///
/// ```swift
/// let home = HomeViewModel(
///   user: TaskManagerFixtures.user, context: host.context,
///   environment: TaskManagerFixtures.environment())
/// ```
public enum TaskManagerFixtures {
  public static let user = User(
    id: UserID(rawValue: 1), username: "tester", createdAt: Date(timeIntervalSince1970: 0),
    lastLoginAt: nil)

  public static let outline = Outline(
    parsing: """
      Inbox:
      \t- Buy milk @due(2026-11-30)
      \t- Call Bob @priority(1)
      Work:
      \t- Write report @done(2026-11-01)
      \t- Review pull request
      """)

  /// The in-memory environment with ``outline`` stored for ``user``.
  public static func environment() -> TaskManagerEnvironment {
    .inMemory(outlines: [user.id: outline])
  }
}

extension Outline {
  /// The first item whose content (its text without the `- ` or `:`) is `content`.
  public func item(_ content: String) -> Item {
    items.first { $0.content == content }!
  }

  /// The identity of ``item(_:)``.
  public func id(of content: String) -> ItemID {
    item(content).id
  }
}
