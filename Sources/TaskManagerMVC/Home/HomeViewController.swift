import Flows
import MVC
import TaskManagerDomain
import Views

/// Told when the user signed out from Home.
public protocol HomeViewControllerDelegate: AnyObject {
  func homeViewControllerDidSignOut(_ controller: HomeViewController)
}

/// Home after login: a tab bar controller with the Tasks, Text and Settings tabs. It loads the
/// user's settings (and gets them again whenever a window saves them), pushes them into the
/// Settings tab, applies "Show done items" to the Tasks tab and "Debugger" to its own view,
/// passes the Text tab's new outline to the Tasks tab, and tells its delegate when Settings
/// signed out.
///
/// ```swift
/// let home = HomeViewController(
///   user: user, context: context, environment: environment,
///   settings: SettingsViewController(user: user, context: context, environment: environment))
/// home.delegate = appDelegate
/// ```
@Reported(as: .controller)
public final class HomeViewController: TabBarController, SettingsTabDelegate,
  TextViewControllerDelegate
{
  public let view: HomeView
  public weak var delegate: (any HomeViewControllerDelegate)?
  public let tasks: TaskListViewController
  public let text: TextViewController
  public let settings: any SettingsTab
  private let user: User
  private let settingsClient: SettingsClient

  public init(
    user: User, context: HostContext, environment: TaskManagerEnvironment,
    settings: any SettingsTab
  ) {
    self.user = user
    self.settingsClient = environment.settingsClient
    self.view = HomeView(flows: context.flows)
    self.tasks = TaskListViewController(
      user: user, context: context, environment: environment)
    self.text = TextViewController(
      user: user, context: context, environment: environment)
    self.settings = settings
    super.init(context: context)
    setViewControllers([tasks, text, settings])
    view.tabs = tabsView
    text.delegate = self
    settings.settingsDelegate = self
    loadSettings()
  }

  public override var contentView: AnyView { AnyView(view) }

  /// Loads the settings, and keeps them up to date with the user's other windows.
  private func loadSettings() {
    let (client, userID) = (settingsClient, user.id)
    work.observe(
      key: "settingsUpdates", { client.subscribe(userID, $0) },
      onEach: { [weak self] settings in
        self?.settingsLoaded(settings)
      })
    work.run(key: "loadSettings") { () async throws(SettingsError) -> UserSettings in
      try await client.load(userID)
    } then: { [weak self] result in
      guard let self else { return }
      switch result {
      case .success(let settings):
        self.settingsLoaded(settings)
      case .failure(let error):
        self.view.errorMessage = error.message
      }
    }
  }

  private func settingsLoaded(_ settings: UserSettings) {
    view.errorMessage = nil
    self.settings.show(settings)
    apply(settings)
  }

  private func apply(_ settings: UserSettings) {
    tasks.setShowDone(settings.showDone)
    view.isDebuggerVisible = settings.debuggerEnabled
  }

  // MARK: SettingsTabDelegate

  public func settingsTab(_ tab: any SettingsTab, didChange settings: UserSettings) {
    apply(settings)
  }

  public func settingsTabShouldSignOut(_ tab: any SettingsTab) -> Bool {
    guard text.hasUnsavedChanges else { return true }
    present(
      AlertController(
        title: SignOutPrompt.title,
        message: SignOutPrompt.message,
        actions: [
          AlertAction(SignOutPrompt.discardLabel, role: .destructive) { [weak tab] in
            tab?.signOut()
          },
          AlertAction(SignOutPrompt.keepLabel, role: .cancel) { [weak self] in
            self?.showText()
          },
        ]))
    return false
  }

  /// Back to the Text tab, where the unsaved text still is.
  private func showText() {
    guard let index = viewControllers.firstIndex(where: { $0 === text }) else { return }
    select(index: index)
  }

  public func settingsTabDidSignOut(_ tab: any SettingsTab) {
    delegate?.homeViewControllerDidSignOut(self)
  }

  // MARK: TextViewControllerDelegate

  public func textViewController(
    _ controller: TextViewController, didReplaceOutline snapshot: OutlineSnapshot
  ) {
    tasks.outlineReplaced(snapshot)
  }
}
