import Foundation
import MVC
import TaskManagerDomain
import TaskManagerMVC
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

  /// The in-memory environment whose task store refuses every edit with `error`.
  static func environment(failingEditsWith error: TaskStoreError) -> TaskManagerEnvironment {
    var environment = environment()
    environment.taskStore.apply = { (_, _, _) async throws(TaskStoreError) -> OutlineSnapshot in
      throw error
    }
    return environment
  }
}

extension Outline {
  func item(_ content: String) -> Item {
    items.first { $0.content == content }!
  }
}

extension TaskListViewController {
  /// The list's rows as shown.
  var rows: [String] { itemsView.items.map(\.body) }
}

/// Records what a delegate was told.
final class DelegateSpy: LoginViewControllerDelegate, HomeViewControllerDelegate,
  SettingsTabDelegate, TextViewControllerDelegate
{
  var loggedIn: [User] = []
  var signOuts = 0
  var settingsChanges: [UserSettings] = []
  var replacedOutlines: [OutlineSnapshot] = []

  func loginViewController(_ controller: LoginViewController, didLogIn user: User) {
    loggedIn.append(user)
  }

  func homeViewControllerDidSignOut(_ controller: HomeViewController) {
    signOuts += 1
  }

  func settingsTab(_ tab: any SettingsTab, didChange settings: UserSettings) {
    settingsChanges.append(settings)
  }

  /// What ``settingsTabShouldSignOut(_:)`` answers, and how often it was asked.
  var allowsSignOut = true
  var signOutQuestions = 0

  func settingsTabShouldSignOut(_ tab: any SettingsTab) -> Bool {
    signOutQuestions += 1
    return allowsSignOut
  }

  func settingsTabDidSignOut(_ tab: any SettingsTab) {
    signOuts += 1
  }

  func textViewController(
    _ controller: TextViewController, didReplaceOutline snapshot: OutlineSnapshot
  ) {
    replacedOutlines.append(snapshot)
  }
}
