import TaskManagerDomain
import TaskPaper

/// What the Text tab shows, prepared by the presenter by the domain's rules
/// (`OutlineTextScreen`). The editor's text is written when the view reads it (see
/// `OutlineTextDraft`), not each time the outline changes.
struct TextViewModel: Equatable {
  var screen = OutlineTextScreen()

  var draft: OutlineTextDraft { screen.draft }
  var isSaving: Bool { screen.isSaving }
  var statusMessage: String? { screen.statusMessage }
  var errorMessage: String? { screen.errorMessage }
  /// The newer outline's text, shown beside the editor after a refused save.
  var newerText: String? { screen.newerText }
  var text: String { screen.text }
  var hasUnsavedChanges: Bool { screen.hasUnsavedChanges }
}

/// What the presenter tells the Text view.
protocol TextViewContract: AnyObject {
  func display(_ model: TextViewModel)
}

/// What the Text view tells its presenter.
protocol TextViewOutput: AnyObject {
  func textEdited(_ text: String)
  func saveTapped()
}

/// The Text tab's use cases: the outline as text, and replacing it from text.
protocol TextInteractorInput: AnyObject {
  func loadText()
  /// Delivers every outline another window (or this one) stores, until the module goes.
  func watchOutline()
  func replace(with text: String, basedOn revision: OutlineRevision)
}

protocol TextInteractorOutput: AnyObject {
  func textLoaded(_ snapshot: OutlineSnapshot)
  func outlineUpdated(_ snapshot: OutlineSnapshot)
  func outlineReplaced(_ snapshot: OutlineSnapshot)
  /// `latest` is the stored outline when the save was refused for changes made elsewhere.
  func failed(_ message: String, latest: OutlineSnapshot?)
}

/// The Text tab navigates nowhere.
protocol TextRouterInput: AnyObject {}
