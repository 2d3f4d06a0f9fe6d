import TaskManagerDomain
import TaskManagerViews
import TaskPaper
import Views
import Viper

extension TaskManagerVIPER {
  /// Every screen state of `ScreenState`, each written as a VIPER screen is put into a
  /// state: its modules assembled on stand-in clients, their presenters told what their views
  /// and interactors would tell them.
  ///
  /// ```swift
  /// let app = ViewDriver(app: TaskManagerVIPER.previews[0].makeView)
  /// ```
  public static let previews: [Preview] =
    loginPreviews + taskPreviews + textPreviews
    + settingsPreviews

  /// The app signed in as `PreviewData.user` on `environment`: Home assembled as Login's
  /// router assembles it, then driven into the state shown.
  static func signedIn(
    _ context: HostContext, _ environment: TaskManagerEnvironment = PreviewData.environment(),
    drive: (PreviewHome) -> Void = { _ in }
  ) -> NavigatorView {
    makeApp(context, environment) { session in
      let home = PreviewHome(session: session)
      session.navigator?.replaceRoot(Screen(home.module.view))
      drive(home)
    }
  }
}

/// Home's modules as a preview drives them: the presenters its tabs' views talk to, and the
/// modules their routers presented.
struct PreviewHome {
  let module: ViperModule<HomeView, HomePresenter, HomeInteractor, HomeRouter>
  let tasks: TaskListPresenter
  let text: TextPresenter
  private let session: AppSession

  init(session: AppSession) {
    let module = HomeModule.assemble(user: PreviewData.user, session: session)
    // Each tab's view holds its presenter (through the view's output contract), and only it.
    guard let tasks = module.view.taskList.output as? TaskListPresenter,
      let text = module.view.text.output as? TextPresenter
    else { preconditionFailure("Home's tabs are driven by their own presenters") }
    self.module = module
    self.tasks = tasks
    self.text = text
    self.session = session
  }

  /// Selects the preview outline's task `text`. The Tasks tab's load is answered now, as its
  /// interactor will answer it, so that there is a task to tap on.
  func selectTask(_ text: String = PreviewData.selectedTask) {
    tasks.outlineLoaded(OutlineSnapshot(PreviewData.outline))
    tasks.itemSelected(PreviewData.outline.items.first { $0.body.contains(text) }?.id)
  }

  /// Opens the Text tab, its load answered now (as its interactor will answer it), so that
  /// the preview types after the stored text.
  func openText() {
    module.presenter.tabSelected(.text)
    text.textLoaded(OutlineSnapshot(PreviewData.outline))
  }

  /// The Add / Edit module the Tasks tab's router presented as a sheet.
  var sheet: AddEditTaskView? { session.navigator?.sheet?.owner as? AddEditTaskView }

  /// The tag editor module the Tasks tab put in place of a tag.
  var tagEditor: TagEditorView? { module.view.taskList.tagEditor?.owner as? TagEditorView }
}
