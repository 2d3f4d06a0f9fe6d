import Flows
import MVC
import TaskManagerDomain
import TaskManagerMVC
import Testing
import ViewsTesting

@MainActor
@Suite("AppDelegate and Home")
struct AppDelegateTests {
  let host = TestHost()

  struct Failure: Error {
    let message: String
    init(_ message: String) { self.message = message }
  }

  func loggedIn(_ environment: TaskManagerEnvironment = Fixtures.environment()) async throws
    -> (AppDelegate, HomeViewController)
  {
    let app = AppDelegate(context: host.context, environment: environment)
    guard let login = app.window.rootViewController as? LoginViewController else {
      throw Failure("not on login")
    }
    login.view.username = "tester"
    login.view.password = "secret-password"
    login.logInTapped()
    try await host.settle()
    try await host.advance(by: .seconds(1))
    guard let home = app.window.rootViewController as? HomeViewController else {
      throw Failure("not home")
    }
    return (app, home)
  }

  @Test func homeIsATabBarOfTasksTextAndSettings() async throws {
    let (_, home) = try await loggedIn()
    #expect(home.viewControllers.map { $0.tabBarItem?.title } == ["Tasks", "Text", "Settings"])
    #expect(home.selectedViewController === home.tasks)
    #expect(home.tasks.rows.count == 6)
    #expect(home.children.count == 3)
  }

  @Test func settingsDriveTheTaskListAndTheDebugger() async throws {
    let (_, home) = try await loggedIn()
    let settings = try #require(home.settings as? SettingsViewController)
    settings.showDoneChanged(false)
    #expect(!home.tasks.rows.contains("- Write report @done(2026-11-01)"))
    #expect(!home.view.isDebuggerVisible)
    settings.debuggerChanged(true)
    #expect(home.view.isDebuggerVisible)
    host.flows.isEnabled = true
    host.flows.event("tap “Add”") { home.tasks.addTapped() }
    #expect(
      host.flows.traces.last?.steps.map(\.summary) == [
        "view → controller: addTapped()",
        "controller → navigator: TaskListViewController: present(AddEditTaskViewController)",
      ])
  }

  @Test func settingsSavedInAnotherWindowArrive() async throws {
    let environment = Fixtures.environment()
    let (_, home) = try await loggedIn(environment)
    let settings = try #require(home.settings as? SettingsViewController)
    var changed = settings.settings
    changed.debuggerEnabled = true
    // Saved in the same store, as another window would.
    try await environment.settingsClient.save(changed, Fixtures.user.id)
    try await host.settle()
    #expect(settings.view.settings.debuggerEnabled)
    #expect(home.view.isDebuggerVisible)
  }

  @Test func theTextTabLoadsWhenChosenAndFeedsTheTaskList() async throws {
    let (_, home) = try await loggedIn()
    home.select(index: 1)
    try await host.settle()
    #expect(home.text.view.text == Fixtures.outline.serialized())
    home.text.view.text = "Home:\n\t- Fix the tap"
    home.text.saveTapped()
    try await host.settle()
    #expect(home.tasks.rows == ["Home:", "- Fix the tap"])
  }

  @Test func signingOutShowsAnEmptyFormAndReleasesHome() async throws {
    let (app, home) = try await loggedIn()
    weak let released = home
    weak let releasedTasks = home.tasks
    let settings = try #require(home.settings as? SettingsViewController)
    settings.signOutTapped()
    try await host.settle()
    let login = try #require(app.window.rootViewController as? LoginViewController)
    #expect(login.view.username.isEmpty && login.view.password.isEmpty)
    _ = consume home
    _ = consume settings
    #expect(released == nil)
    #expect(releasedTasks == nil)
  }

  @Test func signingOutWithUnsavedTextAsksFirst() async throws {
    let (app, home) = try await loggedIn()
    home.select(index: 1)
    try await host.settle()
    home.text.view.text = "Typed, not saved"
    home.select(index: 2)
    let settings = try #require(home.settings as? SettingsViewController)
    settings.signOutTapped()
    try await host.settle()
    let alert = try #require(home.presentedAlert, "Sign Out asks first")
    #expect(alert.title == SignOutPrompt.title)
    #expect(app.window.rootViewController === home)
    // Keep Editing: back on the Text tab, the typing still there.
    try #require(alert.actions.first { $0.title == SignOutPrompt.keepLabel }).handler()
    #expect(home.selectedViewController === home.text)
    #expect(home.text.view.text == "Typed, not saved")
    settings.signOutTapped()
    let again = try #require(home.presentedAlert)
    try #require(again.actions.first { $0.title == SignOutPrompt.discardLabel }).handler()
    try await host.settle()
    #expect(app.window.rootViewController is LoginViewController)
  }
}
