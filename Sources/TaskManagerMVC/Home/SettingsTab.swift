import MVC
import TaskManagerDomain

/// Home's Settings tab as Home sees it: a controller that shows the settings Home loads and
/// tells Home about each change and about signing out. ``SettingsViewController`` is the MVC
/// one; an app migrating to another architecture puts its own Settings screen here.
///
/// ```swift
/// let home = HomeViewController(…, settings: SettingsViewController(…))
/// ```
public protocol SettingsTab: ViewController {
  var settingsDelegate: (any SettingsTabDelegate)? { get set }
  /// Shows settings loaded by Home (or saved in another window).
  func show(_ settings: UserSettings)
  /// Signs out without asking (Home asked the user already).
  func signOut()
}

/// What the Settings tab tells Home.
public protocol SettingsTabDelegate: AnyObject {
  func settingsTab(_ tab: any SettingsTab, didChange settings: UserSettings)
  /// Sign Out was pressed: whether to go ahead now. Home answers `false` when it would throw
  /// away unsaved text, asks the user, and calls ``SettingsTab/signOut()`` if they still want.
  func settingsTabShouldSignOut(_ tab: any SettingsTab) -> Bool
  /// The user is signed out.
  func settingsTabDidSignOut(_ tab: any SettingsTab)
}
