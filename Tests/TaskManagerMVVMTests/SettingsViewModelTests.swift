import TaskManagerDomain
import TaskManagerMVVM
import Testing
import ViewsTesting

@MainActor
@Suite("SettingsViewModel")
struct SettingsViewModelTests {
  let host = TestHost()

  @Test func changesAreSavedAtOnceAndReported() async throws {
    let environment = Fixtures.environment()
    let settings = SettingsViewModel(
      user: Fixtures.user, context: host.context, environment: environment)
    var reported: [UserSettings] = []
    settings.onChange = { reported.append($0) }
    settings.load()
    try await host.settle()
    #expect(settings.settings == .defaults)
    settings.setShowDone(false)
    settings.setArchitecture(.mvvm)
    settings.setDebuggerEnabled(true)
    try await host.settle()
    let stored = try await environment.settingsClient.load(Fixtures.user.id)
    #expect(stored == UserSettings(showDone: false, architecture: .mvvm, debuggerEnabled: true))
    #expect(reported.last == stored)
    #expect(settings.errorMessage == nil)
  }

  @Test func failuresAreShownAndTheChoiceIsKept() async throws {
    var environment = Fixtures.environment()
    environment.settingsClient = .failing(.server)
    let settings = SettingsViewModel(
      user: Fixtures.user, context: host.context, environment: environment)
    settings.load()
    try await host.settle()
    #expect(settings.errorMessage == SettingsError.server.message)
    settings.setShowDone(false)
    try await host.settle()
    #expect(!settings.settings.showDone)
    #expect(settings.errorMessage == SettingsError.server.message)
  }
}
