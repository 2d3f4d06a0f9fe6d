import TaskManagerDomain
import TaskPaper
import Viper

/// The tag editor's presenter: Return asks the interactor; the outcome goes to the opener,
/// which closes the editor and shows the new tag or the refusal.
final class TagEditorPresenter: ViperPresenter, TagEditorViewOutput, TagEditorInteractorOutput {
  @Weak var view: (any TagEditorViewContract)? = nil
  @Weak var moduleOutput: (any TagEditorModuleOutput)? = nil
  let interactor: any TagEditorInteractorInput
  let router: any TagEditorRouterInput
  private let log: EventLog

  init(interactor: any TagEditorInteractorInput, router: any TagEditorRouterInput, log: EventLog) {
    self.interactor = interactor
    self.router = router
    self.log = log
  }

  func submitted(_ text: String) {
    log.record("TagEditor", "submitted(\(text))")
    interactor.convert(text)
  }

  func cancelTapped() {
    log.record("TagEditor", "cancelTapped")
    moduleOutput?.tagEditorDidCancel()
  }

  func tagReplaced(_ snapshot: OutlineSnapshot) {
    moduleOutput?.tagEditorDidReplaceTag(snapshot)
  }

  func conversionFailed(_ message: String) {
    moduleOutput?.tagEditorDidFail(message)
  }
}
