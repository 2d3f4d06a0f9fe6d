import MVC
import TaskManagerDomain
import TaskManagerMVC
import Testing
import ViewsTesting

@MainActor
@Suite("SettingsViewController")
struct SettingsViewControllerTests {
  let host = TestHost()
  let delegate = DelegateSpy()

  func makeSettings(_ environment: TaskManagerEnvironment) -> SettingsViewController {
    let settings = SettingsViewController(
      user: Fixtures.user, context: host.context, environment: environment)
    settings.settingsDelegate = delegate
    return settings
  }

  @Test func eachChangeIsShownToldAndSaved() async throws {
    let environment = Fixtures.environment()
    let settings = makeSettings(environment)
    #expect(settings.view.username == "tester")
    settings.showDoneChanged(false)
    #expect(!settings.view.settings.showDone)
    #expect(delegate.settingsChanges.map(\.showDone) == [false])
    try await host.settle()
    #expect(try await environment.settingsClient.load(Fixtures.user.id).showDone == false)
  }

  @Test func choosingTheSameValueAgainChangesNothing() {
    let settings = makeSettings(Fixtures.environment())
    settings.debuggerChanged(false)
    #expect(delegate.settingsChanges.isEmpty)
  }

  @Test func aFailedSaveIsShownAndTheChoiceKept() async throws {
    var environment = Fixtures.environment()
    environment.settingsClient.save = { (_, _) async throws(SettingsError) in throw .server }
    let settings = makeSettings(environment)
    settings.architectureChosen(.viper)
    try await host.settle()
    #expect(settings.view.errorMessage == SettingsError.server.message)
    #expect(settings.view.settings.architecture == .viper)
  }

  @Test func signOutLogsOutThenTellsTheDelegate() async throws {
    let environment = Fixtures.environment()
    _ = try await environment.authClient.login("tester", "secret-password")
    let settings = makeSettings(environment)
    settings.signOutTapped()
    #expect(delegate.signOuts == 0)
    try await host.settle()
    #expect(delegate.signOuts == 1)
    #expect(await environment.authClient.currentUser() == nil)
  }
}
