import TaskManagerDomain
import TaskPaper
import Views
import Viper

/// Builds the Text tab.
enum TextModule {
  /// What an empty text gets when saved.
  static let emptyTextMessage = OutlineDraft.emptyTextMessage

  static func assemble(user: User, session: AppSession)
    -> ViperModule<TextView, TextPresenter, TextInteractor, TextRouter>
  {
    ViperModule.assemble(
      interactor: TextInteractor(
        user: user, taskStore: session.environment.taskStore, context: session.context),
      router: TextRouter(),
      presenter: { TextPresenter(interactor: $0, router: $1) },
      view: { TextView(output: $0) },
      viewContract: { $0 }, interactorOutput: { $0 })
  }
}
