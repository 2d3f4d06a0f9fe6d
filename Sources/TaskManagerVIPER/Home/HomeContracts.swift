import TaskManagerDomain
import TaskPaper

/// Home's tabs.
enum HomeTab: Hashable, Sendable {
  case tasks, text, settings
}

/// What the presenter tells the Home view.
protocol HomeViewContract: AnyObject {
  func showTab(_ tab: HomeTab)
  func showDebugger(_ isVisible: Bool)
  func showError(_ message: String?)
}

/// What the Home view tells its presenter.
protocol HomeViewOutput: AnyObject {
  func tabSelected(_ tab: HomeTab)
}

/// Home's own use case: the user's settings, which the tabs depend on, loaded and then
/// delivered again after every save in any window.
public protocol HomeInteractorInput: AnyObject {
  func loadSettings()
}

public protocol HomeInteractorOutput: AnyObject {
  func settingsLoaded(_ settings: UserSettings)
  func settingsFailed(_ message: String)
}

/// Home navigates nowhere itself: its tabs' routers do (sign-out is Settings').
protocol HomeRouterInput: AnyObject {}

/// What Home tells its child modules (module inputs), and what they tell Home back (module
/// outputs). Parent and child talk only through these; each holds the other weakly.
protocol TaskListModuleInput: AnyObject {
  func showOutline(_ snapshot: OutlineSnapshot)
  func setShowDone(_ showDone: Bool)
}

protocol TextModuleInput: AnyObject {
  /// Reloads the text, unless the user has unsaved changes.
  func refresh()
}

protocol TextModuleOutput: AnyObject {
  func textDidReplaceOutline(_ snapshot: OutlineSnapshot)
}

protocol SettingsModuleInput: AnyObject {
  func showSettings(_ settings: UserSettings)
}

protocol SettingsModuleOutput: AnyObject {
  func settingsDidChange(_ settings: UserSettings)
}
