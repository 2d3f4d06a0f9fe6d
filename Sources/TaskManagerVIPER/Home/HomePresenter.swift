import Flows
import TaskManagerDomain
import TaskPaper
import Viper

/// Home's presenter: switches tabs, hands the loaded settings to the tabs that depend on
/// them, and relays what one tab changed to the others (the Text tab's new outline to the
/// Tasks tab, the settings' "Show done items" to the Tasks tab, "Debugger" to the view).
@Reported(as: .presenter)
final class HomePresenter: ViperPresenter, HomeViewOutput, HomeInteractorOutput, TextModuleOutput,
  SettingsModuleOutput
{
  @Weak var view: (any HomeViewContract)? = nil
  @Weak var taskList: (any TaskListModuleInput)? = nil
  @Weak var text: (any TextModuleInput)? = nil
  @Weak var settings: (any SettingsModuleInput)? = nil
  let interactor: any HomeInteractorInput
  let router: any HomeRouterInput

  init(interactor: any HomeInteractorInput, router: any HomeRouterInput) {
    self.interactor = interactor
    self.router = router
  }

  /// Called once the module is assembled.
  func start() {
    interactor.loadSettings()
  }

  // MARK: View events

  func tabSelected(_ tab: HomeTab) {
    view?.showTab(tab)
    if tab == .text { text?.refresh() }
  }

  // MARK: Interactor output

  func settingsLoaded(_ settings: UserSettings) {
    view?.showError(nil)
    self.settings?.showSettings(settings)
    apply(settings)
  }

  func settingsFailed(_ message: String) {
    view?.showError(message)
  }

  // MARK: Child modules' output

  func textDidReplaceOutline(_ snapshot: OutlineSnapshot) {
    taskList?.showOutline(snapshot)
  }

  func settingsDidChange(_ settings: UserSettings) {
    apply(settings)
  }

  func settingsShouldSignOut() -> Bool {
    guard text?.hasUnsavedChanges == true else { return true }
    router.confirmSigningOut(
      discardingText: { [weak self] in self?.settings?.signOut() },
      keep: { [weak self] in self?.tabSelected(.text) })
    return false
  }

  private func apply(_ settings: UserSettings) {
    taskList?.setShowDone(settings.showDone)
    view?.showDebugger(settings.debuggerEnabled)
  }
}
