import MVC
import TaskManagerDomain
import TaskManagerMVC
import TaskManagerVIPER
import TaskPaper
import Testing
import Views
import ViewsTesting
import Viper

@testable import TaskManagerMVCViper

@MainActor
@Suite("MVC/VIPER: bridges between VIPER Login and Settings and the MVC Home")
struct MVCViperBridgeTests {
  let environment = TaskManagerEnvironment.inMemory(
    outlines: [UserID(rawValue: 1): Outline(parsing: "Inbox:\n\t- Buy milk @done(2026-11-01)")])

  /// Builds the app with a navigator the test can see.
  func app(_ navigator: Navigator) -> ViewDriver {
    let environment = self.environment
    return ViewDriver { context in
      let session = TaskManagerVIPERModules.Session(
        context: context, environment: environment, navigator: navigator
      ) { user, session in MVCHomeBridge.screen(user: user, session: session) }
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

  @Test func theVIPERRouterPresentsTheMVCHome() async throws {
    let navigator = Navigator()
    let app = app(navigator)
    try await logIn(app)
    let bridge = try #require(navigator.root?.owner as? MVCHomeBridge)
    #expect(
      bridge.home.tasks.itemsView.items.map(\.body) == ["Inbox:", "- Buy milk @done(2026-11-01)"])
    #expect(app.shows("Buy milk Done Sun 1 Nov 2026"))
  }

  @Test func theVIPERSettingsAreAChildOfTheMVCTabBar() async throws {
    let navigator = Navigator()
    let app = app(navigator)
    try await logIn(app)
    let bridge = try #require(navigator.root?.owner as? MVCHomeBridge)
    #expect(bridge.home.settings is ViperSettingsTab)
    #expect(bridge.home.settings.parent === bridge.home)
    try await app.tap("Settings")
    #expect(app.shows("Signed in as tester"))
  }

  @Test func aVIPERSettingsChangeReachesTheMVCTaskList() async throws {
    let navigator = Navigator()
    let app = app(navigator)
    try await logIn(app)
    try await app.tap("Settings")
    try await app.toggle("Show done items")
    let bridge = try #require(navigator.root?.owner as? MVCHomeBridge)
    #expect(bridge.home.tasks.screen.showDone == false)
    try await app.tap("Tasks")
    #expect(!app.shows("Buy milk Done Sun 1 Nov 2026"))
  }

  @Test func settingsTheMVCHomeLoadsReachTheVIPERModule() async throws {
    var settings = UserSettings.defaults
    settings.showDone = false
    try await environment.settingsClient.save(settings, UserID(rawValue: 1))
    let navigator = Navigator()
    let app = app(navigator)
    try await logIn(app)
    try await app.tap("Settings")
    #expect(try !app.element("Show done items").isOn)
  }

  @Test func theMVCSideSignsOutThroughItsDelegateToTheVIPERLogin() async throws {
    let navigator = Navigator()
    let app = app(navigator)
    try await logIn(app)
    let bridge = try #require(navigator.root?.owner as? MVCHomeBridge)
    bridge.home.delegate?.homeViewControllerDidSignOut(bridge.home)
    try await app.settle()
    #expect(app.shows("Log In"))
    #expect(!(navigator.root?.owner is MVCHomeBridge))
  }

  @Test func signingOutInVIPERSettingsReleasesTheMVCHome() async throws {
    let navigator = Navigator()
    let app = app(navigator)
    try await logIn(app)
    let tracker = LeakTracker()
    do {
      let bridge = try #require(navigator.root?.owner as? MVCHomeBridge)
      tracker.track(bridge)
      tracker.track(bridge.home)
      tracker.track(bridge.home.tasks)
      tracker.track(bridge.home.settings)
    }
    try await app.tap("Settings")
    try await app.tap("Sign Out")
    #expect(app.shows("Log In"))
    #expect(await environment.authClient.currentUser() == nil)
    #expect(tracker.survivors.isEmpty)
  }
}
