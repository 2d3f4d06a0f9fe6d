import Flows
import TaskManagerDomain
import TaskPaper
import Viper

/// The tag editor's presenter: Return asks the interactor; the outcome goes to the opener,
/// which closes the editor and shows the new tag or the refusal.
@Reported(as: .presenter)
final class TagEditorPresenter: ViperPresenter, TagEditorViewOutput, TagEditorInteractorOutput {
  @Weak var view: (any TagEditorViewContract)? = nil
  @Weak var moduleOutput: (any TagEditorModuleOutput)? = nil
  let interactor: any TagEditorInteractorInput
  let router: any TagEditorRouterInput

  init(interactor: any TagEditorInteractorInput, router: any TagEditorRouterInput) {
    self.interactor = interactor
    self.router = router
  }

  func submitted(_ text: String) {
    interactor.convert(text)
  }

  func cancelTapped() {
    moduleOutput?.tagEditorDidCancel()
  }

  func tagReplaced(_ snapshot: OutlineSnapshot) {
    moduleOutput?.tagEditorDidReplaceTag(snapshot)
  }

  func conversionFailed(_ message: String) {
    moduleOutput?.tagEditorDidFail(message)
  }
}
