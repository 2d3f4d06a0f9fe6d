import TaskManagerDomain
import TaskPaper
import Viper

/// The Text tab's presenter: tracks the draft against the stored text, refuses an empty
/// text itself, leaves parsing and storing to the interactor, and tells Home when the
/// outline was replaced.
final class TextPresenter: ViperPresenter, TextInteractorOutput, TextModuleInput {
  @Weak var view: (any TextViewContract)? = nil
  @Weak var moduleOutput: (any TextModuleOutput)? = nil
  let interactor: any TextInteractorInput
  let router: any TextRouterInput
  private let log: EventLog
  private var stored = ""
  private var model = TextViewModel()

  init(interactor: any TextInteractorInput, router: any TextRouterInput, log: EventLog) {
    self.interactor = interactor
    self.router = router
    self.log = log
  }

  // MARK: Home (module input)

  func refresh() {
    guard !model.hasUnsavedChanges else { return }
    model.statusMessage = nil
    model.errorMessage = nil
    update()
    interactor.loadText()
  }

  // MARK: View events

  func textEdited(_ text: String) {
    guard text != model.text else { return }
    log.record("Text", "textEdited")
    model.text = text
    model.hasUnsavedChanges = text != stored
    model.statusMessage = nil
    update()
  }

  func saveTapped() {
    log.record("Text", "saveTapped")
    guard !model.isSaving else { return }
    model.statusMessage = nil
    if let problem = OutlineDraft.problem(model.text) {
      model.errorMessage = problem
      update()
      return
    }
    model.errorMessage = nil
    model.isSaving = true
    update()
    interactor.replace(with: model.text)
  }

  // MARK: Interactor output

  func textLoaded(_ text: String) {
    log.record("Text", "textLoaded")
    guard !model.hasUnsavedChanges else { return }
    stored = text
    model.text = text
    update()
  }

  func outlineReplaced(_ outline: Outline) {
    log.record("Text", "outlineReplaced")
    stored = outline.serialized()
    model = TextViewModel(text: stored, statusMessage: "Saved")
    update()
    moduleOutput?.textDidReplaceOutline(outline)
  }

  func failed(_ message: String) {
    log.record("Text", "failed(\(message))")
    model.isSaving = false
    model.errorMessage = message
    update()
  }

  private func update() {
    view?.display(model)
  }
}
