import MVC
import Observation
import TaskManagerDomain
import TaskManagerViews
import Views

extension TaskManagerMVC {
  /// Every screen state of `ScreenState`, each written as an MVC screen gets into one: the app
  /// delegate and its controllers built with stand-in clients, then driven through the
  /// controllers' own actions and delegate calls, as the user's taps would drive them.
  ///
  /// ```swift
  /// let app = ViewDriver(app: TaskManagerMVC.previews[0].makeView)
  /// ```
  public static let previews: [Preview] =
    loginPreviews + taskPreviews + textPreviews + settingsPreviews

  /// The app showing its login form, which `show` fills in and submits.
  static func showingLogin(
    _ context: HostContext, _ environment: TaskManagerEnvironment,
    _ show: (LoginViewController) -> Void = { _ in }
  ) -> AppView {
    makeApp(context, environment) { app in
      guard let login = app.window.rootViewController as? LoginViewController else { return }
      show(login)
    }
  }

  /// The app once Login told the app delegate that `PreviewData.user` is in: Home, which
  /// the preview drives.
  static let signedIn = SignedInHome { context, environment, show in
    makeApp(context, environment) { app in
      guard let login = app.window.rootViewController as? LoginViewController else { return }
      app.loginViewController(login, didLogIn: PreviewData.user)
      guard let home = app.window.rootViewController as? HomeViewController else { return }
      show(home)
    }
  }
}

/// How an app whose Home is MVC's `HomeViewController` shows it signed in, for a preview: the
/// app on an environment, `PreviewData.user` signed in, and Home handed to the preview's
/// steps. MVC's Home previews (`taskPreviews(signedIn:)`, `textPreviews(signedIn:)`,
/// `settingsPreviews(signedIn:)`) take one, so that every app built on MVC's Home drives it
/// into a state the same way and differs only in how it gets there: MVC's app delegate, or the
/// MVC/VIPER hybrid's VIPER Login routing to its bridge.
///
/// ```swift
/// static let signedIn = SignedInHome { context, environment, show in
///   makeApp(context, environment) { session in … show(bridge.home) }
/// }
/// static let taskPreviews = TaskManagerMVC.taskPreviews(signedIn: signedIn)
/// ```
package struct SignedInHome<App: View>: Sendable {
  private let make:
    @Sendable (HostContext, TaskManagerEnvironment, (HomeViewController) -> Void) -> App

  /// The way `make` builds the app on an environment, signs in and hands Home to its closure.
  package init(
    _ make:
      @escaping @Sendable (
        HostContext, TaskManagerEnvironment, (HomeViewController) -> Void
      ) -> App
  ) {
    self.make = make
  }

  /// The app signed in on `environment`, its Home driven by `show`.
  package func callAsFunction(
    _ context: HostContext, _ environment: TaskManagerEnvironment = PreviewData.environment(),
    _ show: (HomeViewController) -> Void = { _ in }
  ) -> App {
    make(context, environment, show)
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
