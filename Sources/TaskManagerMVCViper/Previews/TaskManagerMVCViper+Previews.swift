import MVC
import Observation
import TaskManagerDomain
import TaskManagerMVC
import TaskManagerVIPER
import TaskManagerViews
import Views
import Viper

extension TaskManagerMVCViper {
  /// Every screen state of `ScreenState`, each written as the hybrid's halves get into one:
  /// VIPER's Login assembled typed-in by the VIPER side (as its own previews do), the MVC Home
  /// driven through its controllers' own actions, its VIPER Settings tab showing the settings
  /// Home loads; all with stand-in clients.
  ///
  /// ```swift
  /// let app = ViewDriver(app: TaskManagerMVCViper.previews[0].makeView)
  /// ```
  public static let previews: [Preview] =
    loginPreviews + taskPreviews + textPreviews + settingsPreviews

  /// The app once VIPER's Login routed ``PreviewData/user`` to the MVC Home, which `show`
  /// drives.
  static func signedIn(
    _ context: HostContext, _ environment: TaskManagerEnvironment = PreviewData.environment(),
    _ show: (HomeViewController) -> Void = { _ in }
  ) -> NavigatorView {
    makeApp(context, environment) { session in
      let home = MVCHomeBridge.screen(user: PreviewData.user, session: session)
      session.navigator?.replaceRoot(home)
      if let bridge = home.owner as? MVCHomeBridge { show(bridge.home) }
    }
  }
}

extension HomeViewController {
  /// Shows `controller`'s tab, as choosing it in the tab bar does.
  func selectTab(_ controller: ViewController) {
    guard let index = viewControllers.firstIndex(where: { $0 === controller }) else { return }
    select(index: index)
  }
}

extension ViewController {
  /// Runs `step` once `isReady()` holds: at once if it already does, else after the change that
  /// makes it so (a load answering), as the user acts on what they see. A snapshot test would
  /// `await` the load; a preview's body cannot, and an action taken before the answer would
  /// find nothing to act on, or be overtaken by it.
  func once(_ isReady: @escaping () -> Bool, _ step: @escaping () -> Void) {
    if isReady() { return step() }
    // Observation calls before the change is written, so the check runs again as the
    // controller's own work, which the host delivers after that change and settles before
    // showing.
    let (changed, signal) = AsyncStream<Void>.makeStream()
    withObservationTracking {
      _ = isReady()
    } onChange: {
      signal.finish()
    }
    work.run { () async throws(Never) in
      for await _ in changed {}
    } then: { [weak self] _ in
      self?.once(isReady, step)
    }
  }
}

extension TaskListViewController {
  /// Runs `step` once the list shows the loaded outline.
  func onceLoaded(_ step: @escaping () -> Void) {
    once({ [itemsView] in !itemsView.items.isEmpty }, step)
  }

  /// Taps the row showing `text`.
  func select(_ text: String = PreviewData.selectedTask) {
    itemSelected(itemsView.items.first { $0.body.contains(text) }?.id)
  }
}

extension TextViewController {
  /// Runs `step` once the editor shows the loaded outline.
  func onceLoaded(_ step: @escaping () -> Void) {
    once({ [view] in !view.screen.savedText.isEmpty }, step)
  }
}
