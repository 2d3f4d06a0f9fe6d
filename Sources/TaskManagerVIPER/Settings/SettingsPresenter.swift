import Flows
import TaskManagerDomain
import Viper

/// The Settings tab's presenter: every change is shown, told to Home (which applies it to the
/// other tabs) and saved at once; Sign Out goes through the interactor, then the router.
@Reported(as: .presenter)
final class SettingsPresenter: ViperPresenter, SettingsViewOutput, SettingsInteractorOutput,
  SettingsModuleInput
{
  @Weak var view: (any SettingsViewContract)? = nil
  @Weak var moduleOutput: (any SettingsModuleOutput)? = nil
  let interactor: any SettingsInteractorInput
  let router: any SettingsRouterInput
  private(set) var settings = UserSettings.defaults
  /// One save at a time, in the order of the changes (see `SaveQueue`).
  private var saves = SaveQueue<UserSettings>()

  init(interactor: any SettingsInteractorInput, router: any SettingsRouterInput) {
    self.interactor = interactor
    self.router = router
  }

  // MARK: Home (module input)

  func showSettings(_ settings: UserSettings) {
    self.settings = settings
    view?.showSettings(settings)
  }

  func signOut() {
    interactor.signOut()
  }

  // MARK: View events

  func showDoneChanged(_ showDone: Bool) {
    change { $0.showDone = showDone }
  }

  func architectureChosen(_ architecture: Architecture) {
    change { $0.architecture = architecture }
  }

  func debuggerChanged(_ isOn: Bool) {
    change { $0.debuggerEnabled = isOn }
  }

  func signOutTapped() {
    guard moduleOutput?.settingsShouldSignOut() ?? true else { return }
    interactor.signOut()
  }

  // MARK: Interactor output

  func settingsSaved() {
    view?.showError(nil)
    saveNext()
  }

  func settingsSaveFailed(_ message: String) {
    view?.showError(message)
    saveNext()
  }

  func signedOut() {
    router.showLogin()
  }

  private func change(_ body: (inout UserSettings) -> Void) {
    var changed = settings
    body(&changed)
    guard changed != settings else { return }
    settings = changed
    view?.showSettings(changed)
    moduleOutput?.settingsDidChange(changed)
    if let now = saves.request(changed) { interactor.save(now) }
  }

  private func saveNext() {
    if let next = saves.finished() { interactor.save(next) }
  }
}
