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
    // Back on the tab: "Saved" and old errors go, and the text loads unless typed over.
    guard model.screen.reopened() else { return }
    update()
    interactor.loadText()
  }

  // MARK: View events

  func textEdited(_ text: String) {
    guard text != model.text else { return }
    model.screen.text = text
    update()
  }

  func saveTapped() {
    let save = model.screen.beginSave()
    update()
    guard let save else { return }
    interactor.replace(with: save.text, basedOn: save.base)
  }

  // MARK: Interactor output

  func textLoaded(_ snapshot: OutlineSnapshot) {
    show(snapshot)
  }

  func outlineUpdated(_ snapshot: OutlineSnapshot) {
    show(snapshot)
  }

  func outlineReplaced(_ snapshot: OutlineSnapshot) {
    model.screen.saved(snapshot)
    update()
    moduleOutput?.textDidReplaceOutline(snapshot)
  }

  func failed(_ message: String, latest: OutlineSnapshot?) {
    // The interactor reports a failed load and a refused save alike; a save on its way says
    // which this is.
    guard model.isSaving else {
      model.screen.loadFailed(message)
      update()
      return
    }
    let shown = model.screen.saveRefused(message, latest: latest)
    update()
    if let shown { moduleOutput?.textDidReplaceOutline(shown) }
  }

  /// Shows a newer stored outline unless the user has unsaved changes (the screen's rule).
  private func show(_ snapshot: OutlineSnapshot) {
    guard model.screen.show(snapshot) else { return }
    update()
  }

  private func update() {
    view?.display(model)
  }
}
