import TaskManagerDomain
import TaskPaper
import Viper

/// Home's presenter: switches tabs, hands the loaded settings to the tabs that depend on
/// them, and relays what one tab changed to the others (the Text tab's new outline to the
/// Tasks tab, the settings' "Show done items" to the Tasks tab, "Debugger" to the view).
final class HomePresenter: ViperPresenter, HomeViewOutput, HomeInteractorOutput, TextModuleOutput,
  SettingsModuleOutput
{
  @Weak var view: (any HomeViewContract)? = nil
  @Weak var taskList: (any TaskListModuleInput)? = nil
  @Weak var text: (any TextModuleInput)? = nil
  @Weak var settings: (any SettingsModuleInput)? = nil
  let interactor: any HomeInteractorInput
  let router: any HomeRouterInput
  private let log: EventLog

  init(interactor: any HomeInteractorInput, router: any HomeRouterInput, log: EventLog) {
    self.interactor = interactor
    self.router = router
    self.log = log
  }

  /// Called once the module is assembled.
  func start() {
    interactor.loadSettings()
  }

  // MARK: View events

  func tabSelected(_ tab: HomeTab) {
    log.record("Home", "tabSelected(\(tab))")
    view?.showTab(tab)
    if tab == .text { text?.refresh() }
  }

  // MARK: Interactor output

  func settingsLoaded(_ settings: UserSettings) {
    log.record("Home", "settingsLoaded")
    view?.showError(nil)
    self.settings?.showSettings(settings)
    apply(settings)
  }

  func settingsFailed(_ message: String) {
    log.record("Home", "settingsFailed(\(message))")
    view?.showError(message)
  }

  // MARK: Child modules' output

  func textDidReplaceOutline(_ snapshot: OutlineSnapshot) {
    log.record("Home", "textDidReplaceOutline")
    taskList?.showOutline(snapshot)
  }

  func settingsDidChange(_ settings: UserSettings) {
    log.record("Home", "settingsDidChange")
    apply(settings)
  }

  private func apply(_ settings: UserSettings) {
    taskList?.setShowDone(settings.showDone)
    view?.showDebugger(settings.debuggerEnabled)
  }
}
