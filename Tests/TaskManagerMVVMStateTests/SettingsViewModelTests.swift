import MVVM
import TaskManagerDomain
import TaskManagerMVVMState
import Testing
import ViewsTesting

@MainActor
@Suite("SettingsViewModel (states)")
struct SettingsViewModelTests {
  let host = TestHost()

  func makeSettings(_ environment: TaskManagerEnvironment) async throws -> SettingsViewModel {
    let settings = SettingsViewModel(
      user: Fixtures.user, context: host.context, environment: environment)
    settings.load()
    try await host.settle()
    return settings
  }

  @Test func eachChangeIsOneStateAndTheLastOneIsStored() async throws {
    let environment = Fixtures.environment()
    let settings = try await makeSettings(environment)
    #expect(settings.settings == .defaults)
    let recorder = StateRecorder(settings)
    settings.setShowDone(false)
    settings.setArchitecture(.mvvmState)
    settings.setDebuggerEnabled(true)
    try await host.settle()
    let last = UserSettings(showDone: false, architecture: .mvvmState, debuggerEnabled: true)
    // Saved one at a time: no earlier save's echo brings back an older choice.
    #expect(
      recorder.states.map(\.settings) == [
        UserSettings(showDone: false),
        UserSettings(showDone: false, architecture: .mvvmState),
        last,
      ])
    #expect(try await environment.settingsClient.load(Fixtures.user.id) == last)
    #expect(settings.errorMessage == nil)
  }

  @Test func anotherWindowsChangeArrivesAsAState() async throws {
    let environment = Fixtures.environment()
    let settings = try await makeSettings(environment)
    let other = try await makeSettings(environment)
    let recorder = StateRecorder(settings)
    other.setDebuggerEnabled(true)
    try await host.settle()
    #expect(recorder.states.map(\.settings) == [UserSettings(debuggerEnabled: true)])
  }

  @Test func failuresAreShownAndTheChoiceIsKept() async throws {
    var environment = Fixtures.environment()
    environment.settingsClient = .failing(.server)
    let settings = SettingsViewModel(
      user: Fixtures.user, context: host.context, environment: environment)
    let recorder = StateRecorder(settings)
    settings.load()
    try await host.settle()
    settings.setShowDone(false)
    try await host.settle()
    var failed = SettingsState()
    failed.errorMessage = SettingsError.server.message
    var changed = failed
    changed.settings.showDone = false
    #expect(recorder.states == [failed, changed])
  }

  @Test func signOutIsHandedToTheApp() {
    let settings = SettingsViewModel(
      user: Fixtures.user, context: host.context, environment: Fixtures.environment())
    var signedOut = false
    settings.onSignOut = { signedOut = true }
    settings.signOut()
    #expect(signedOut)
  }
}
