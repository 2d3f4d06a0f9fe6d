import Flows
import TaskManagerDomain
import TaskPaper
import Viper

/// The Add / Edit sheet's presenter: Save goes to the interactor; a refusal stays in the
/// sheet with the typed text; success tells the opener and closes the sheet.
@Reported(as: .presenter)
final class AddEditTaskPresenter: ViperPresenter, AddEditTaskViewOutput, AddEditTaskInteractorOutput
{
  @Weak var view: (any AddEditTaskViewContract)? = nil
  @Weak var moduleOutput: (any AddEditTaskModuleOutput)? = nil
  let interactor: any AddEditTaskInteractorInput
  let router: any AddEditTaskRouterInput
  let mode: AddEditTaskMode

  init(
    mode: AddEditTaskMode, interactor: any AddEditTaskInteractorInput,
    router: any AddEditTaskRouterInput,
  ) {
    self.mode = mode
    self.interactor = interactor
    self.router = router
  }

  var isEditing: Bool {
    if case .edit = mode { return true }
    return false
  }

  // MARK: View events

  func saveTapped(_ text: String) {
    interactor.save(text)
  }

  func cancelTapped() {
    router.close()
  }

  func deleteTapped() {
    guard case .edit(let item) = mode else { return }
    moduleOutput?.deleteRequested(item)
  }

  // MARK: Interactor output

  func saved(_ snapshot: OutlineSnapshot) {
    view?.showError(nil)
    moduleOutput?.taskSaved(snapshot)
    router.close()
  }

  func saveFailed(_ message: String) {
    view?.showError(message)
  }
}
