import Composable
import Flows
import TaskManagerDomain
import TaskManagerTCA
import TaskManagerVIPER
import Viper

/// The hybrid Home's presenter: switches tabs, and bridges VIPER to TCA: settings loaded or
/// changed on the VIPER side reach the TCA store as the action its own load would send.
@Reported(as: .presenter)
final class HybridHomePresenter: ViperPresenter, HybridHomeViewOutput, HomeInteractorOutput {
  @Weak var view: (any HybridHomeViewContract)? = nil
  @Weak var store: StoreOf<HomeFeature>? = nil
  @Weak var settings: SettingsModuleHandle? = nil
  let interactor: any HomeInteractorInput
  let router: any HybridHomeRouterInput

  init(
    interactor: any HomeInteractorInput, router: any HybridHomeRouterInput,
  ) {
    self.interactor = interactor
    self.router = router
  }

  /// Called once the module is assembled.
  func start() {
    interactor.loadSettings()
  }

  func tabSelected(_ tab: HybridTab) {
    view?.showTab(tab)
  }

  /// From the VIPER Settings module.
  func settingsChanged(_ settings: UserSettings) {
    apply(settings)
  }

  /// From the VIPER Settings module's Sign Out: the TCA Text tab's unsaved text is asked
  /// about first.
  func settingsShouldSignOut() -> Bool {
    guard store?.withState({ $0.text.hasUnsavedChanges }) == true else { return true }
    router.confirmSigningOut(
      discardingText: { [weak self] in self?.settings?.signOut() },
      keep: { [weak self] in self?.tabSelected(.text) })
    return false
  }

  func settingsLoaded(_ settings: UserSettings) {
    self.settings?.show(settings)
    apply(settings)
  }

  func settingsFailed(_ message: String) {
  }

  private func apply(_ settings: UserSettings) {
    store?.send(.settingsLoaded(.success(settings)))
    view?.showDebugger(settings.debuggerEnabled)
  }
}
