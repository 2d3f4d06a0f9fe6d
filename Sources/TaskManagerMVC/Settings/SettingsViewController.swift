import Flows
import MVC
import TaskManagerDomain
import Views

/// The Settings tab's controller: owns the settings on screen, saves each change at once with
/// `SettingsClient.save` (a failure is shown, the choice kept), tells its delegate (Home)
/// about each change, and signs out with `AuthClient.logout` before telling it that too.
///
/// ```swift
/// let settings = SettingsViewController(user: user, context: context, environment: environment)
/// settings.settingsDelegate = home
/// settings.show(loaded)
/// ```
@Reported(as: .controller)
public final class SettingsViewController: ViewController, SettingsTab {
  public let view = SettingsView()
  public weak var settingsDelegate: (any SettingsTabDelegate)?
  /// What the form shows and the store was last asked to keep.
  public private(set) var settings = UserSettings.defaults
  private let user: User
  private let environment: TaskManagerEnvironment
  /// One save at a time, in the order of the changes (see `SaveQueue`).
  private var saves = SaveQueue<UserSettings>()

  public init(
    user: User, context: HostContext, environment: TaskManagerEnvironment
  ) {
    self.user = user
    self.environment = environment
    super.init(context: context)
    tabBarItem = TabBarItem(title: "Settings", systemImage: "gear")
    view.username = user.username
    view.onShowDoneChanged = { [weak self] isOn in self?.showDoneChanged(isOn) }
    view.onArchitectureChosen = { [weak self] choice in self?.architectureChosen(choice) }
    view.onDebuggerChanged = { [weak self] isOn in self?.debuggerChanged(isOn) }
    view.onSignOut = { [weak self] in self?.signOutTapped() }
  }

  public override var contentView: AnyView { AnyView(view) }

  /// Settings loaded (or saved in another window), from Home.
  public func show(_ settings: UserSettings) {
    self.settings = settings
    view.settings = settings
  }

  public func showDoneChanged(_ showDone: Bool) {
    change { $0.showDone = showDone }
  }

  public func architectureChosen(_ architecture: Architecture) {
    change { $0.architecture = architecture }
  }

  public func debuggerChanged(_ isOn: Bool) {
    change { $0.debuggerEnabled = isOn }
  }

  public func signOutTapped() {
    guard settingsDelegate?.settingsTabShouldSignOut(self) ?? true else { return }
    signOut()
  }

  public func signOut() {
    let authClient = environment.authClient
    work.run(key: "signOut") { () async throws(Never) in
      await authClient.logout()
    } then: { [weak self] _ in
      guard let self else { return }
      self.settingsDelegate?.settingsTabDidSignOut(self)
    }
  }

  private func change(_ body: (inout UserSettings) -> Void) {
    var changed = settings
    body(&changed)
    guard changed != settings else { return }
    show(changed)
    settingsDelegate?.settingsTab(self, didChange: changed)
    if let now = saves.request(changed) { save(now) }
  }

  private func save(_ settings: UserSettings) {
    let (client, userID) = (environment.settingsClient, user.id)
    work.run { () async throws(SettingsError) in
      try await client.save(settings, userID)
    } then: { [weak self] result in
      guard let self else { return }
      switch result {
      case .success:
        self.view.errorMessage = nil
      case .failure(let error):
        self.view.errorMessage = error.message
      }
      if let next = self.saves.finished() { self.save(next) }
    }
  }
}
