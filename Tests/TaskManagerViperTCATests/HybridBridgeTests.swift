import Composable
import TaskManagerDomain
import TaskManagerTCA
import TaskManagerVIPER
import TaskPaper
import Testing
import Views
import ViewsTesting
import Viper
import ViperTesting

@testable import TaskManagerViperTCA

@MainActor
@Suite("Hybrid: bridges between VIPER and TCA")
struct HybridBridgeTests {
  let environment = TaskManagerEnvironment.inMemory(
    outlines: [UserID(rawValue: 1): Outline(parsing: "Inbox:\n\t- Buy milk @done(2026-11-01)")])

  /// Builds the app with a navigator the test can see.
  func app(_ navigator: Navigator) -> ViewDriver {
    let environment = self.environment
    return ViewDriver { context in
      let session = TaskManagerVIPERModules.Session(
        context: context, environment: environment, navigator: navigator
      ) { user, session in HybridHomeModule.screen(user: user, session: session) }
      navigator.replaceRoot(TaskManagerVIPERModules.loginScreen(session))
      return NavigatorView(navigator)
    }
  }

  func logIn(_ app: ViewDriver) async throws {
    try await app.type("tester", into: "Username")
    try await app.type("secret-password", into: "Password")
    try await app.tap("Log In")
    try await app.advance(by: .seconds(1))
  }

  @Test func theVIPERRouterPresentsTheTCAHome() async throws {
    let navigator = Navigator()
    let app = app(navigator)
    try await logIn(app)
    let home = try #require(navigator.root?.owner as? HybridHomeView)
    #expect(home.store.taskList.outline.items.count == 2)
    #expect(app.shows("Buy milk Done Sun 1 Nov 2026"))
  }

  @Test func aVIPERSettingsChangeReachesTheTCAStore() async throws {
    let navigator = Navigator()
    let app = app(navigator)
    try await logIn(app)
    try await app.tap("Settings")
    try await app.toggle("Show done items")
    let home = try #require(navigator.root?.owner as? HybridHomeView)
    #expect(home.store.taskList.showDone == false)
    try await app.tap("Tasks")
    #expect(!app.shows("Buy milk Done Sun 1 Nov 2026"))
  }

  @Test func theTCASideSignsOutThroughTheDependencyTheVIPERSideImplements() async throws {
    let navigator = Navigator()
    let app = app(navigator)
    try await logIn(app)
    let home = try #require(navigator.root?.owner as? HybridHomeView)
    home.store.send(.delegate(.signedOut))
    try await app.settle()
    #expect(app.shows("Log In"))
    #expect(await environment.authClient.currentUser() == nil)
  }

  @Test func theTCASideOpensTheVIPERSettings() async throws {
    let navigator = Navigator()
    let app = app(navigator)
    try await logIn(app)
    let home = try #require(navigator.root?.owner as? HybridHomeView)
    let presenter = try #require(home.output as? HybridHomePresenter)
    presenter.router.openSettings()
    #expect(app.shows("Signed in as tester"))
  }

  @Test func signingOutReleasesTheHybridHome() async throws {
    let navigator = Navigator()
    let app = app(navigator)
    try await logIn(app)
    let tracker = LeakTracker()
    do {
      let home = try #require(navigator.root?.owner as? HybridHomeView)
      tracker.track(home)
      tracker.track(home.output)
      tracker.track(home.store)
      tracker.track(home.settings)
    }
    try await app.tap("Settings")
    try await app.tap("Sign Out")
    #expect(app.shows("Log In"))
    #expect(tracker.survivors.isEmpty)
  }
}
