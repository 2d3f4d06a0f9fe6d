import Foundation
import MVC
import TaskManagerDomain
import TaskManagerDomainTesting
import TaskManagerMVC
import TaskPaper
import Views
import ViewsTesting

/// The shared fixtures (one user, a small outline, an in-memory environment), and what only
/// the controller tests need.
typealias Fixtures = TaskManagerFixtures

extension TaskManagerFixtures {
  /// The in-memory environment whose task store refuses every edit with `error`.
  static func environment(failingEditsWith error: TaskStoreError) -> TaskManagerEnvironment {
    var environment = environment()
    environment.taskStore.apply = { (_, _, _) async throws(TaskStoreError) -> OutlineSnapshot in
      throw error
    }
    return environment
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
