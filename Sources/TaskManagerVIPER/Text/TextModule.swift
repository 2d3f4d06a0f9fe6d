import TaskManagerDomain
import TaskPaper
import Views
import Viper

/// What the Text tab shows, prepared by the presenter.
struct TextViewModel: Equatable {
  var text = ""
  var hasUnsavedChanges = false
  var isSaving = false
  var statusMessage: String?
  var errorMessage: String?
}

/// What the presenter tells the Text view.
protocol TextViewContract: AnyObject {
  func display(_ model: TextViewModel)
}

/// The Text tab's use cases: the outline as text, and replacing it from text.
protocol TextInteractorInput: AnyObject {
  func loadText()
  func replace(with text: String)
}

protocol TextInteractorOutput: AnyObject {
  func textLoaded(_ text: String)
  func outlineReplaced(_ outline: Outline)
  func failed(_ message: String)
}

/// The Text tab navigates nowhere.
protocol TextRouterInput: AnyObject {}

/// Builds the Text tab.
enum TextModule {
  /// What an empty text gets when saved.
  static let emptyTextMessage = "Nothing to save: the text is empty."

  static func assemble(user: User, session: AppSession)
    -> ViperModule<TextView, TextPresenter, TextInteractor, TextRouter>
  {
    ViperModule.assemble(
      interactor: TextInteractor(
        user: user, taskStore: session.environment.taskStore, context: session.context),
      router: TextRouter(),
      presenter: { TextPresenter(interactor: $0, router: $1, log: session.log) },
      view: { TextView(presenter: $0) })
  }
}
