import Clocks
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
      _ = $0.saves.request(expected)
    }
    await store.receive(\.delegate.settingsChanged, expected)
    await store.receive(\.saveResponse.success, expected) {
      _ = $0.saves.finished()
    }
    #expect(try await settingsClient.load(Fixtures.userID) == expected)
  }

  @Test("Changes made while a save is in flight are saved after it, the latest last")
  func quickChangesLandInOrder() async throws {
    let stored = SettingsClient.inMemory()
    // Each save takes a second of the test's clock, so the later changes find one in flight.
    let clock = TestClock()
    var settingsClient = stored
    settingsClient.save = { (settings, user) async throws(SettingsError) in
      try? await clock.sleep(for: .seconds(1))
      try await stored.save(settings, user)
    }
    let store = TestStore(initialState: SettingsFeature.State(user: Fixtures.user)) {
      SettingsFeature()
    } withDependencies: { [settingsClient] in
      $0.settingsClient = settingsClient
    }
    var first = UserSettings.defaults
    first.showDone = false
    var second = first
    second.architecture = .mvvm
    var third = second
    third.debuggerEnabled = true
    await store.send(.binding(.set(\.settings.showDone, false))) {
      $0.settings = first
      _ = $0.saves.request(first)
    }
    await store.receive(\.delegate.settingsChanged, first)
    await store.send(.binding(.set(\.settings.architecture, .mvvm))) {
      $0.settings = second
      _ = $0.saves.request(second)
    }
    await store.receive(\.delegate.settingsChanged, second)
    await store.send(.binding(.set(\.settings.debuggerEnabled, true))) {
      $0.settings = third
      _ = $0.saves.request(third)
    }
    await store.receive(\.delegate.settingsChanged, third)
    #expect(store.state.saves.inFlight == first)
    #expect(store.state.saves.waiting == third)
    await clock.advance(by: .seconds(1))
    await store.receive(\.saveResponse.success, first) {
      _ = $0.saves.finished()
    }
    #expect(try await stored.load(Fixtures.userID) == first)
    await clock.advance(by: .seconds(1))
    await store.receive(\.saveResponse.success, third) {
      _ = $0.saves.finished()
    }
    #expect(try await stored.load(Fixtures.userID) == third)
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
      _ = $0.saves.request($0.settings)
    }
    await store.receive(\.delegate.settingsChanged)
    await store.receive(\.saveResponse.failure) {
      $0.errorMessage = "Network connection failed. Please try again."
      _ = $0.saves.finished()
    }
  }

  @Test("Sign Out asks the parent first and signs nobody out by itself")
  func signOutButton() async throws {
    let authClient = AuthClient.inMemory()
    _ = try await authClient.login("tester", "secret-password")
    let store = TestStore(initialState: SettingsFeature.State(user: Fixtures.user)) {
      SettingsFeature()
    } withDependencies: {
      $0.authClient = authClient
    }
    await store.send(.signOutButtonTapped)
    await store.receive(\.delegate.signOutRequested)
    #expect(await authClient.currentUser() != nil)
  }

  @Test("Signing out forgets the user, then tells the parent")
  func signOut() async throws {
    let authClient = AuthClient.inMemory()
    _ = try await authClient.login("tester", "secret-password")
    let store = TestStore(initialState: SettingsFeature.State(user: Fixtures.user)) {
      SettingsFeature()
    } withDependencies: {
      $0.authClient = authClient
    }
    await store.send(.signOut)
    await store.receive(\.delegate.signedOut)
    #expect(await authClient.currentUser() == nil)
  }
}
