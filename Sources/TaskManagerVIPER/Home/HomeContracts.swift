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

/// Home's own navigation: the question asked before Sign Out throws away unsaved text (its
/// tabs' routers do the rest; signing out is Settings').
protocol HomeRouterInput: AnyObject {
  func confirmSigningOut(discardingText discard: @escaping () -> Void, keep: @escaping () -> Void)
}

/// What Home tells its child modules (module inputs), and what they tell Home back (module
/// outputs). Parent and child talk only through these; each holds the other weakly.
protocol TaskListModuleInput: AnyObject {
  func showOutline(_ snapshot: OutlineSnapshot)
  func setShowDone(_ showDone: Bool)
}

protocol TextModuleInput: AnyObject {
  /// Reloads the text, unless the user has unsaved changes.
  func refresh()
  /// Text typed and not saved, which signing out would throw away.
  var hasUnsavedChanges: Bool { get }
}

protocol TextModuleOutput: AnyObject {
  func textDidReplaceOutline(_ snapshot: OutlineSnapshot)
}

protocol SettingsModuleInput: AnyObject {
  func showSettings(_ settings: UserSettings)
  /// Signs out without asking (the parent asked already).
  func signOut()
}

protocol SettingsModuleOutput: AnyObject {
  func settingsDidChange(_ settings: UserSettings)
  /// Sign Out was pressed: whether to go ahead now. A parent that answers `false` asks the
  /// user first and calls ``SettingsModuleInput/signOut()`` if they still want to.
  func settingsShouldSignOut() -> Bool
}
