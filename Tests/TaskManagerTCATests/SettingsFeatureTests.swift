import Composable
import ComposableTesting
import TaskManagerDomain
import Testing

@testable import TaskManagerTCA

@MainActor
@Suite("SettingsFeature")
struct SettingsFeatureTests {
  @Test("A change is passed on at once and saved")
  func change() async throws {
    let settingsClient = SettingsClient.inMemory()
    let store = TestStore(initialState: SettingsFeature.State(user: Fixtures.user)) {
      SettingsFeature()
    } withDependencies: {
      $0.settingsClient = settingsClient
    }
    var expected = UserSettings.defaults
    expected.showDone = false
    await store.send(.binding(.set(\.settings.showDone, false))) {
      $0.settings.showDone = false
    }
    await store.receive(\.delegate.settingsChanged, expected)
    await store.receive(\.saveResponse.success, expected)
    #expect(try await settingsClient.load(Fixtures.userID) == expected)
  }

  @Test("A failed save is shown")
  func saveFails() async {
    let store = TestStore(initialState: SettingsFeature.State(user: Fixtures.user)) {
      SettingsFeature()
    } withDependencies: {
      $0.settingsClient = .failing(.network)
    }
    await store.send(.binding(.set(\.settings.debuggerEnabled, true))) {
      $0.settings.debuggerEnabled = true
    }
    await store.receive(\.delegate.settingsChanged)
    await store.receive(\.saveResponse.failure) {
      $0.errorMessage = "Network connection failed. Please try again."
    }
  }

  @Test("Sign out forgets the user, then tells the parent")
  func signOut() async throws {
    let authClient = AuthClient.inMemory()
    _ = try await authClient.login("tester", "secret-password")
    let store = TestStore(initialState: SettingsFeature.State(user: Fixtures.user)) {
      SettingsFeature()
    } withDependencies: {
      $0.authClient = authClient
    }
    await store.send(.signOutButtonTapped)
    await store.receive(\.delegate.signedOut)
    #expect(await authClient.currentUser() == nil)
  }
}
