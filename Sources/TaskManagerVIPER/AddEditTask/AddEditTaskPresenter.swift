import TaskManagerDomain
import TaskPaper
import Viper

/// The Add / Edit sheet's presenter: Save goes to the interactor; a refusal stays in the
/// sheet with the typed text; success tells the opener and closes the sheet.
final class AddEditTaskPresenter: ViperPresenter, AddEditTaskViewOutput, AddEditTaskInteractorOutput
{
  @Weak var view: (any AddEditTaskViewContract)? = nil
  @Weak var moduleOutput: (any AddEditTaskModuleOutput)? = nil
  let interactor: any AddEditTaskInteractorInput
  let router: any AddEditTaskRouterInput
  let mode: AddEditTaskMode
  private let log: EventLog

  init(
    mode: AddEditTaskMode, interactor: any AddEditTaskInteractorInput,
    router: any AddEditTaskRouterInput, log: EventLog
  ) {
    self.mode = mode
    self.interactor = interactor
    self.router = router
    self.log = log
  }

  var isEditing: Bool {
    if case .edit = mode { return true }
    return false
  }

  // MARK: View events

  func saveTapped(_ text: String) {
    log.record("AddEditTask", "saveTapped(\(text))")
    interactor.save(text)
  }

  func cancelTapped() {
    log.record("AddEditTask", "cancelTapped")
    router.close()
  }

  func deleteTapped() {
    log.record("AddEditTask", "deleteTapped")
    guard case .edit(let item) = mode else { return }
    moduleOutput?.deleteRequested(item)
  }

  // MARK: Interactor output

  func saved(_ snapshot: OutlineSnapshot) {
    log.record("AddEditTask", "saved")
    view?.showError(nil)
    moduleOutput?.taskSaved(snapshot)
    router.close()
  }

  func saveFailed(_ message: String) {
    log.record("AddEditTask", "saveFailed(\(message))")
    view?.showError(message)
  }
}
