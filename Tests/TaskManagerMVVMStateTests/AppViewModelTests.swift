import MVVM
import TaskManagerDomain
import TaskManagerMVVMState
import Testing
import ViewsTesting

@MainActor
@Suite("AppViewModel and Home (states)")
struct AppViewModelTests {
  let host = TestHost()

  struct Failure: Error {
    let message: String
    init(_ message: String) { self.message = message }
  }

  func loggedIn(_ app: AppViewModel) async throws -> HomeViewModel {
    guard case .login(let login) = app.screen else { throw Failure("not on login") }
    login.update {
      $0.username = "tester"
      $0.password = "secret-password"
    }
    login.logIn()
    try await host.settle()
    try await host.advance(by: .seconds(1))
    guard case .home(let home) = app.screen else { throw Failure("not home") }
    return home
  }

  func makeApp() -> AppViewModel {
    AppViewModel(context: host.context, environment: Fixtures.environment())
  }

  @Test func loggingInIsOneScreenChangeAndReleasesTheForm() async throws {
    let app = makeApp()
    let recorder = StateRecorder(app)
    weak var form: LoginViewModel?
    if case .login(let login) = app.screen { form = login }
    let home = try await loggedIn(app)
    #expect(recorder.states == [AppState(screen: .home(home))])
    #expect(form == nil)
    #expect(home.tab == .tasks)
    #expect(home.tasks.items.count == 6)
    #expect(home.settings.username == "tester")
  }

  @Test func homeFollowsTheSettingsStates() async throws {
    let app = makeApp()
    let home = try await loggedIn(app)
    let recorder = StateRecorder(home)
    home.settings.setShowDone(false)
    #expect(!home.tasks.showDone)
    #expect(recorder.states.isEmpty)  // the task list changed, not Home
    home.settings.setDebuggerEnabled(true)
    #expect(recorder.states == [HomeState(tab: .tasks, showsDebugger: true)])
    home.flows.isEnabled = true
    home.flows.event("tap “Add”") { home.tasks.addTapped() }
    #expect(home.flows.traces.last?.steps.first?.summary == "view → view model: addTapped()")
    #expect(
      app.stateLog.entries.last?.description.hasPrefix("TaskMasterViewModel #") == true)
  }

  @Test func theTextTabLoadsWhenSelectedAndFeedsTheTaskList() async throws {
    let home = try await loggedIn(makeApp())
    let recorder = StateRecorder(home)
    home.select(tab: .text)
    try await host.settle()
    #expect(recorder.states == [HomeState(tab: .text)])
    home.text.update(\.draft, to: "Home:\n\t- Fix the tap")
    home.text.save()
    try await host.settle()
    #expect(home.tasks.items.map(\.body) == ["Home:", "- Fix the tap"])
  }

  @Test func signingOutShowsAnEmptyFormAndReleasesHome() async throws {
    let app = makeApp()
    var home: HomeViewModel? = try await loggedIn(app)
    weak let released = home
    weak let tasks = home?.tasks
    weak let settings = home?.settings
    home?.settings.setDebuggerEnabled(true)  // the state log records every view model
    home?.settings.signOut()
    home = nil
    try await host.settle()
    guard case .login(let login) = app.screen else {
      Issue.record("not on login")
      return
    }
    #expect(login.state == LoginState())
    #expect(released == nil)
    #expect(tasks == nil)
    #expect(settings == nil)
  }

  @Test func signingOutWithUnsavedTextAsksAndKeepingReturnsToIt() async throws {
    let app = makeApp()
    let home = try await loggedIn(app)
    home.select(tab: .text)
    try await host.settle()
    home.text.update(\.draft, to: "Typed, not saved")
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
