import Foundation
import TaskManagerDomain
import TaskPaper
import Views
import ViewsTesting
import Viper

@testable import TaskManagerVIPER

/// The VIPER app's surroundings for tests: a ``TestHost`` (virtual clock, tracked work and
/// `settle()`), a navigator, and an in-memory environment holding the sample outline.
@MainActor
struct TestApp {
  let host = TestHost()
  let navigator = Navigator()
  let environment: TaskManagerEnvironment

  init(environment: TaskManagerEnvironment = .inMemory(outlines: [Sample.userID: Sample.outline])) {
    self.environment = environment
  }

  var session: AppSession {
    AppSession(context: host.context, environment: environment, navigator: navigator)
  }
}

enum Sample {
  static let userID = UserID(rawValue: 1)
  static let user = User(
    id: userID, username: "tester", createdAt: Date(timeIntervalSince1970: 0))
  static let outline = Outline(
    parsing: """
      Inbox:
      \t- Buy milk @due(2026-11-30)
      \t- Call Bob @priority(1)
      Work:
      \t- Write report @done(2026-11-01)
      """)

  static func item(_ content: String) -> Item {
    outline.items.first { $0.content == content }!
  }
}
