import TaskManagerDomain
import TaskPaper
import Views
import Viper

/// The tag editor's view takes no orders beyond its initial text: the opener closes it.
protocol TagEditorViewContract: AnyObject {}

/// The tag editor's use case: read the text as a tag and put it in place of the old one.
protocol TagEditorInteractorInput: AnyObject {
  func convert(_ text: String)
}

protocol TagEditorInteractorOutput: AnyObject {
  func tagReplaced(_ snapshot: OutlineSnapshot)
  func conversionFailed(_ message: String)
}

/// The editor lives in place in the detail pane, so it has nowhere to go on its own.
protocol TagEditorRouterInput: AnyObject {}

/// What the editor tells the module it sits in (the Tasks tab), which closes it.
protocol TagEditorModuleOutput: AnyObject {
  func tagEditorDidReplaceTag(_ snapshot: OutlineSnapshot)
  func tagEditorDidFail(_ message: String)
  func tagEditorDidCancel()
}

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
      presenter: { TagEditorPresenter(interactor: $0, router: $1, log: session.log) },
      view: { TagEditorView(presenter: $0, text: TagText.format(tag)) })
    module.presenter.moduleOutput = output
    return module
  }
}
