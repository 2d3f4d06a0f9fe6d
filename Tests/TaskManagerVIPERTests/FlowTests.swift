import Flows
import TaskManagerDomain
import Testing
import Views
import ViewsTesting

@testable import TaskManagerVIPER

/// What the VIPER debugger draws: the messages between the roles of each module, reported by
/// `@Reported` on the roles and by the kit (assembly, navigation), with no logging in them.
@MainActor
@Suite("Flows: VIPER")
struct FlowTests {
  let environment = TaskManagerEnvironment.inMemory(outlines: [Sample.userID: Sample.outline])
    .reportingFlows()

  @Test func aLoginGoesViewPresenterInteractorServiceAndBackThenRouter() async throws {
    let app = try await loggedIn(recording: true)

    let trace = try #require(app.host.flows.traces.last { $0.title == "tap “Log In”" })
    let summaries = trace.steps.map(\.summary)
    #expect(
      Array(summaries.prefix(10)) == [
        #"view → presenter: logInTapped(username: "tester", password: •••)"#,
        "presenter → view: showError(nil)",
        "presenter → view: showLoading(true)",
        #"presenter → interactor: logIn(username: "tester", password: •••)"#,
        #"interactor → service: authClient.login(username: "tester", password: •••)"#,
        "service → interactor: returned User(…)",
        "interactor → presenter: loginSucceeded(User(…))",
        "presenter → view: showLoading(false)",
        #"presenter → view: showWelcomeMessage("Welcome, tester!")"#,
        "presenter → interactor: waitBeforeHome()",
      ])
    // The welcome's pause ends in the same trace: the router assembles Home and the
    // navigator replaces Login with it.
    let rest = Array(summaries.dropFirst(10))
    #expect(rest.first == "interactor → presenter: homeDelayElapsed()")
    #expect(rest.contains { $0.hasPrefix("presenter → router: showHome(") })
    #expect(rest.contains { $0.hasPrefix("router → module: assemble HomeView") })
    #expect(rest.contains { $0.hasPrefix("router → navigator: replaceRoot(") })
    // Replacing Login drops its screen, and with it the Login module.
    #expect(rest.contains("navigator → module: tear down LoginView"))
    #expect(trace.steps[2].changes.map(\.description) == ["isLoading: false → true"])
    #expect(trace.steps[0].changes.map(\.description) == ["isChecking: false → true"])
    #expect(trace.steps.allSatisfy { $0.kind != .call || $0.duration != nil })
    #expect(
      trace.lanes == [.view, .presenter, .interactor, .router, .navigator, .module, .service])
  }

  @Test func theDebuggerDrawsTheLastEventsFlow() async throws {
    let app = try await loggedIn()
    try await app.tap("Settings")
    try await app.toggle("Debugger")
    #expect(app.shows("section Debugger:"))
    try await app.tap("Tasks")
    #expect(app.shows("open tab “Tasks”: 2 messages"))
    #expect(app.shows("view → presenter: tabSelected(HomeTab.tasks)"))
    #expect(app.shows("presenter → view: showTab(HomeTab.tasks)"))
    #expect(app.host.flows.isShownInPanel)
  }

  /// `triptych serve` wraps its shared clients once; each session's app asks again and must
  /// not report every call twice, while a client the session replaced is still reported.
  @Test(arguments: [false, true])
  func clientsAlreadyReportingAreNotWrappedAgain(replacingAuth: Bool) async throws {
    var again = environment
    if replacingAuth { again.authClient = .inMemory() }
    let twice = again.reportingFlows()
    let app = try await loggedIn(to: twice, recording: true)

    let trace = try #require(app.host.flows.traces.last { $0.title == "tap “Log In”" })
    let logins = trace.steps.map(\.summary).filter { $0.contains("authClient.login") }
    #expect(
      logins == [#"interactor → service: authClient.login(username: "tester", password: •••)"#])
    let loads = app.host.flows.traces.flatMap(\.steps).map(\.summary)
      .filter { $0.contains("taskStore.load") }
    #expect(loads == ["interactor → service: taskStore.load()"])
  }

  /// The app on `environment` after logging in and the second before Home, its flows
  /// recorded from the start when `recording`.
  private func loggedIn(
    to environment: TaskManagerEnvironment? = nil, recording: Bool = false
  ) async throws -> ViewDriver {
    let environment = environment ?? self.environment
    let app = ViewDriver { context in TaskManagerVIPER.makeApp(context, environment) }
    if recording { app.host.flows.isEnabled = true }
    try await app.type("tester", into: "Username")
    try await app.type("secret-password", into: "Password")
    try await app.tap("Log In")
    try await app.advance(by: .seconds(1))
    return app
  }
}
