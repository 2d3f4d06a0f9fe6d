import TaskManagerDomain

/// What the presenter tells the Settings view.
protocol SettingsViewContract: AnyObject {
  func showSettings(_ settings: UserSettings)
  func showError(_ message: String?)
}

/// What the Settings view tells its presenter.
protocol SettingsViewOutput: AnyObject {
  func showDoneChanged(_ showDone: Bool)
  func architectureChosen(_ architecture: Architecture)
  func debuggerChanged(_ isOn: Bool)
  func signOutTapped()
}

/// The Settings use cases: save a change at once, sign out.
protocol SettingsInteractorInput: AnyObject {
  func save(_ settings: UserSettings)
  func signOut()
}

protocol SettingsInteractorOutput: AnyObject {
  func settingsSaved()
  func settingsSaveFailed(_ message: String)
  func signedOut()
}

/// Where Settings goes: back to Login after signing out.
protocol SettingsRouterInput: AnyObject {
  func showLogin()
}
