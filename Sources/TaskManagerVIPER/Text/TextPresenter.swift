import Flows
import TaskManagerDomain
import TaskPaper
import Viper

/// The Text tab's presenter: tracks the draft against the stored text, refuses an empty
/// text itself, leaves parsing and storing to the interactor, and tells Home when the
/// outline was replaced.
@Reported(as: .presenter)
final class TextPresenter: ViperPresenter, TextViewOutput, TextInteractorOutput, TextModuleInput {
  @Weak var view: (any TextViewContract)? = nil
  @Weak var moduleOutput: (any TextModuleOutput)? = nil
  let interactor: any TextInteractorInput
  let router: any TextRouterInput
  private var model = TextViewModel()

  init(interactor: any TextInteractorInput, router: any TextRouterInput) {
    self.interactor = interactor
    self.router = router
  }

  /// Called once the module is assembled.
  func start() {
    interactor.watchOutline()
  }

  // MARK: Home (module input)

  var hasUnsavedChanges: Bool { model.hasUnsavedChanges }

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
    model.draft.text = text
    model.statusMessage = nil
    update()
  }

  func saveTapped() {
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
    interactor.replace(with: model.text, basedOn: model.draft.baseRevision)
  }

  // MARK: Interactor output

  func textLoaded(_ snapshot: OutlineSnapshot) {
    show(snapshot)
  }

  func outlineUpdated(_ snapshot: OutlineSnapshot) {
    show(snapshot)
  }

  func outlineReplaced(_ snapshot: OutlineSnapshot) {
    model = TextViewModel(draft: OutlineTextDraft(snapshot), statusMessage: "Saved")
    update()
    moduleOutput?.textDidReplaceOutline(snapshot)
  }

  func failed(_ message: String, latest: OutlineSnapshot?) {
    model.isSaving = false
    model.errorMessage = message
    if let latest {
      // The user has now seen the newer outline: saving again replaces it on purpose.
      model.draft.rebase(on: latest)
      model.newerText = latest.serialized()
    }
    update()
  }

  /// Shows a newer stored outline unless the user has unsaved changes, which are never
  /// overwritten and stay based on the revision they were typed on.
  private func show(_ snapshot: OutlineSnapshot) {
    let before = model.draft
    guard model.draft.show(snapshot) else { return }
    // "Saved" reported the text as it was; a newer one ends it, as typing does. (Only then
    // are the texts compared: written for a hidden tab, they would cost each edit.)
    if model.statusMessage != nil, !model.draft.showsSameText(as: before) {
      model.statusMessage = nil
    }
    update()
  }

  private func update() {
    view?.display(model)
  }
}
