import MVVM
import TaskManagerDomain
import TaskManagerMVVM
import Testing
import ViewsTesting

@MainActor
@Suite("AppViewModel and Home")
struct AppViewModelTests {
  let host = TestHost()

  func loggedIn() async throws -> (AppViewModel, HomeViewModel) {
    let app = AppViewModel(context: host.context, environment: Fixtures.environment())
    guard case .login(let login) = app.screen else { throw Failure("not on login") }
    login.enter(username: "tester")
    login.enter(password: "secret-password")
    login.logIn()
    try await host.settle()
    try await host.advance(by: .seconds(1))
    guard case .home(let home) = app.screen else { throw Failure("not home") }
    return (app, home)
  }

  struct Failure: Error {
    let message: String
    init(_ message: String) { self.message = message }
  }

  @Test func homeLoadsTasksAndSettings() async throws {
    let (_, home) = try await loggedIn()
    #expect(home.tab == .tasks)
    #expect(home.tasks.items.count == 6)
    #expect(home.settings.username == "tester")
  }

  @Test func settingsDriveTheTaskListAndTheDebugger() async throws {
    let (_, home) = try await loggedIn()
    home.settings.setShowDone(false)
    #expect(!home.tasks.showDone)
    #expect(!home.showsDebugger)
    home.settings.setDebuggerEnabled(true)
    #expect(home.showsDebugger)
    home.flows.isEnabled = true
    home.flows.event("tap “Add”") { home.tasks.addTapped() }
    #expect(home.flows.traces.last?.steps.first?.summary == "view → view model: addTapped()")
  }

  @Test func theTextTabLoadsWhenSelectedAndFeedsTheTaskList() async throws {
    let (_, home) = try await loggedIn()
    home.select(tab: .text)
    try await host.settle()
    home.text.draft = "Home:\n\t- Fix the tap"
    home.text.save()
    try await host.settle()
    #expect(home.tasks.items.map(\.body) == ["Home:", "- Fix the tap"])
  }

  @Test func signingOutShowsAnEmptyFormAndReleasesHome() async throws {
    let (app, home) = try await loggedIn()
    weak let released = home
    home.settings.signOut()
    try await host.settle()
    guard case .login(let login) = app.screen else {
      Issue.record("not on login")
      return
    }
    #expect(login.username.isEmpty && login.password.isEmpty)
    _ = consume home
    #expect(released == nil)
  }

  @Test func signingOutWithUnsavedTextAsksAndKeepingReturnsToIt() async throws {
    let (app, home) = try await loggedIn()
    home.select(tab: .text)
    try await host.settle()
    home.text.draft = "Typed, not saved"
    home.select(tab: .settings)
    home.settings.signOut()
    try await host.settle()
    #expect(home.isConfirmingSignOut)
    guard case .home = app.screen else {
      Issue.record("signed out without asking")
      return
    }
    home.keepEditing()
    #expect(!home.isConfirmingSignOut)
    #expect(home.tab == .text)
    #expect(home.text.draft == "Typed, not saved")
    home.settings.signOut()
    home.discardTextAndSignOut()
    try await host.settle()
    guard case .login = app.screen else {
      Issue.record("not on login")
      return
    }
  }
}
