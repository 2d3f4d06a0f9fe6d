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
}

/// What the Settings tab tells Home.
public protocol SettingsTabDelegate: AnyObject {
  func settingsTab(_ tab: any SettingsTab, didChange settings: UserSettings)
  /// The user is signed out.
  func settingsTabDidSignOut(_ tab: any SettingsTab)
}
