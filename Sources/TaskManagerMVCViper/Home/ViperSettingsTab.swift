import Flows
import MVC
import TaskManagerDomain
import TaskManagerMVC
import TaskManagerVIPER
import Views
import Viper

/// VIPER's Settings module as Home's Settings tab (a child controller of the MVC tab bar
/// controller): it draws the module's view, passes the settings Home loads to the module's
/// input, and tells Home about each change the module reports, as the MVC Settings tab does.
/// Signing out is the module's own route (its router shows the VIPER Login).
///
/// ```swift
/// HomeViewController(…, settings: ViperSettingsTab(user: user, session: session))
/// ```
@Reported(as: .controller)
final class ViperSettingsTab: ViewController, SettingsTab {
  weak var settingsDelegate: (any SettingsTabDelegate)?
  /// The VIPER module; this controller owns it.
  private(set) var module: SettingsModuleHandle?

  init(user: User, session: TaskManagerVIPERModules.Session) {
    super.init(context: session.context)
    tabBarItem = TabBarItem(title: "Settings", systemImage: "gear")
    module = TaskManagerVIPERModules.settings(
      user: user, session,
      shouldSignOut: { [weak self] in self?.moduleShouldSignOut() ?? true },
      onChange: { [weak self] settings in self?.moduleDidChange(settings) })
  }

  override var contentView: AnyView { module?.screen.view ?? AnyView(EmptyView()) }

  func show(_ settings: UserSettings) {
    module?.show(settings)
  }

  func signOut() {
    module?.signOut()
  }

  private func moduleShouldSignOut() -> Bool {
    settingsDelegate?.settingsTabShouldSignOut(self) ?? true
  }

  private func moduleDidChange(_ settings: UserSettings) {
    settingsDelegate?.settingsTab(self, didChange: settings)
  }
}
