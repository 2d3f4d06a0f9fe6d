import Foundation
import TaskManagerDomain
import TaskPaper
import Views
import ViewsTesting

enum Fixtures {
  static let user = User(
    id: UserID(rawValue: 1), username: "tester", createdAt: Date(timeIntervalSince1970: 0),
    lastLoginAt: nil)

  static let outline = Outline(
    parsing: """
      Inbox:
      \t- Buy milk @due(2026-11-30)
      \t- Call Bob @priority(1)
      Work:
      \t- Write report @done(2026-11-01)
      \t- Review pull request
      """)

  static func environment() -> TaskManagerEnvironment {
    .inMemory(outlines: [user.id: outline])
  }
}

extension Outline {
  func id(of content: String) -> ItemID {
    items.first { $0.content == content }!.id
  }
}
