import TaskManagerDomain
import TaskPaper
import Views
import Viper

/// Builds a tag editor for one tag of one item.
enum TagEditorModule {
  static func assemble(
    item: Item, tag: Tag, basedOn revision: OutlineRevision, user: User, session: AppSession,
    output: any TagEditorModuleOutput
  ) -> ViperModule<TagEditorView, TagEditorPresenter, TagEditorInteractor, TagEditorRouter> {
    let module = ViperModule.assemble(
      interactor: TagEditorInteractor(
        item: item, tag: tag, basedOn: revision, user: user,
        taskStore: session.environment.taskStore,
        context: session.context),
      router: TagEditorRouter(),
      presenter: { TagEditorPresenter(interactor: $0, router: $1) },
      view: { TagEditorView(output: $0, text: TagText.format(tag)) },
      viewContract: { $0 }, interactorOutput: { $0 })
    module.presenter.moduleOutput = output
    return module
  }
}
