import Composable
import TaskManagerDomain
import TaskManagerTCA
import TaskManagerVIPER
import TaskManagerViews
import TaskPaper
import Views
import Viper

extension TaskManagerViperTCA {
  /// Every screen state of `ScreenState`, each written as this hybrid is built: VIPER's
  /// modules (Login, Settings, the Home shell) driven through their presenters, and the TCA
  /// store of Home's Tasks and Text tabs sent the actions its load and its user would send.
  ///
  /// ```swift
  /// let app = ViewDriver(app: TaskManagerViperTCA.previews[0].makeView)
  /// ```
  public static let previews: [Preview] =
    loginPreviews + taskPreviews + textPreviews
    + settingsPreviews

  /// The app signed in as `PreviewData.user` on `environment`: the hybrid Home assembled as
  /// Login's router assembles it, then driven into the state shown.
  static func signedIn(
    _ context: HostContext, _ environment: TaskManagerEnvironment = PreviewData.environment(),
    drive: (PreviewHome) -> Void = { _ in }
  ) -> NavigatorView {
    makeApp(context, environment) { session in
      let home = HybridHomeModule.assemble(user: PreviewData.user, session: session)
      session.navigator?.replaceRoot(Screen(home.view))
      drive(home)
    }
  }
}

/// The hybrid Home as a preview drives it: its VIPER presenter, and the TCA store it shares
/// with its view.
typealias PreviewHome = ViperModule<
  HybridHomeView, HybridHomePresenter, HomeInteractor, HybridHomeRouter
>

extension ViperModule
where
  View == HybridHomeView, Presenter == HybridHomePresenter, Interactor == HomeInteractor,
  Router == HybridHomeRouter
{
  /// The TCA store of the Tasks and Text tabs.
  var store: StoreOf<HomeFeature> { view.store }

  /// Gives the store the outline its load answers with, now rather than when the host
  /// settles, so that the preview acts on it.
  func outlineLoaded() {
    store.send(.outlineLoaded(.success(OutlineSnapshot(PreviewData.outline))))
  }

  /// Selects the preview outline's task `text` in the loaded outline.
  func selectTask(_ text: String = PreviewData.selectedTask) {
    outlineLoaded()
    let id = PreviewData.outline.items.first { $0.body.contains(text) }?.id
    store.send(.taskList(.itemSelected(id)))
  }
}
