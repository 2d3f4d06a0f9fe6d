import Composable
import ComposableTesting
import TaskManagerDomain
import TaskPaper
import Testing

@testable import TaskManagerTCA

@MainActor
@Suite("HomeFeature")
struct HomeFeatureTests {
  @Test("Load fills every tab from the stores")
  func load() async {
    let settings = UserSettings(showDone: false, architecture: .mvvm, debuggerEnabled: true)
    let store = TestStore(initialState: HomeFeature.State(user: Fixtures.user)) {
      HomeFeature()
    } withDependencies: {
      $0.taskStore = .inMemory(outlines: [Fixtures.userID: Fixtures.outline])
      $0.settingsClient = .inMemory([Fixtures.userID: settings])
    }
    await store.send(.load) {
      $0.isLoading = true
    }
    await store.receive(\.settingsLoaded.success, settings) {
      $0.settings.settings = settings
      $0.taskList.showDone = false
    }
    let loaded = OutlineSnapshot(Fixtures.outline)
    await store.receive(\.outlineLoaded.success, loaded) {
      $0.isLoading = false
      $0.taskList.outline = Fixtures.outline
    }
    await store.receive(\.text.outlineChanged, loaded) {
      $0.text.draft = OutlineTextDraft(loaded)
    }
    #expect(store.state.text.text == Fixtures.outline.serialized())
    // The subscriptions to other windows' changes live until sign-out.
    await store.send(.settings(.delegate(.signedOut)))
    await store.receive(\.delegate.signedOut)
  }

  @Test("Another window's changes reach every tab; unsaved text is kept")
  func otherWindowsChanges() async throws {
    let taskStore = TaskStore.inMemory(outlines: [Fixtures.userID: Fixtures.outline])
    let settingsClient = SettingsClient.inMemory()
    let store = TestStore(initialState: HomeFeature.State(user: Fixtures.user)) {
      HomeFeature()
    } withDependencies: {
      $0.taskStore = taskStore
      $0.settingsClient = settingsClient
    }
    store.exhaustivity = .off
    await store.send(.load)
    await store.receive(\.outlineLoaded.success)
    await store.send(.text(.binding(.set(\.text, "typing")))) {
      $0.text.text = "typing"
    }
    let elsewhere = try await taskStore.apply(
      .delete(Fixtures.callBob.id), OutlineRevision.initial, Fixtures.userID)
    await store.receive(\.outlineUpdated, elsewhere) {
      $0.taskList.outline = elsewhere.outline
      $0.taskList.revision = elsewhere.revision
    }
    #expect(store.state.text.text == "typing")
    var hidden = UserSettings.defaults
    hidden.showDone = false
    try await settingsClient.save(hidden, Fixtures.userID)
    await store.receive(\.settingsUpdated, hidden) {
      $0.taskList.showDone = false
    }
    await store.send(.settings(.delegate(.signedOut)))
    await store.receive(\.delegate.signedOut)
  }

  @Test("A store that cannot load says why")
  func loadFails() async {
    let store = TestStore(initialState: HomeFeature.State(user: Fixtures.user)) {
      HomeFeature()
    } withDependencies: {
      $0.taskStore = .failing(.server)
      $0.settingsClient = .failing(.server)
    }
    store.exhaustivity = .off
    await store.send(.load)
    await store.receive(\.settingsLoaded.failure) {
      $0.settings.errorMessage = "Server error. Please try again later."
    }
    await store.receive(\.outlineLoaded.failure) {
      $0.loadErrorMessage = "Server error. Please try again later."
    }
    await store.send(.settings(.delegate(.signedOut)))
  }

  @Test("Hiding done items in Settings hides them on the Tasks tab")
  func settingsReachTasks() async {
    var state = HomeFeature.State(user: Fixtures.user)
    state.taskList.outline = Outline(parsing: "- Open\n- Finished @done")
    let store = TestStore(initialState: state) {
      HomeFeature()
    } withDependencies: {
      $0.settingsClient = .inMemory()
    }
    store.exhaustivity = .off
    await store.send(.settings(.binding(.set(\.settings.showDone, false))))
    await store.receive(\.settings.delegate.settingsChanged) {
      $0.taskList.showDone = false
    }
    #expect(store.state.taskList.visibleItems.map(\.content) == ["Open"])
  }

  @Test("Sign Out without unsaved text signs out at once")
  func signOutWithNothingUnsaved() async {
    let store = TestStore(initialState: HomeFeature.State(user: Fixtures.user)) {
      HomeFeature()
    } withDependencies: {
      $0.authClient = .inMemory()
    }
    await store.send(.settings(.delegate(.signOutRequested)))
    await store.receive(\.settings.signOut)
    await store.receive(\.settings.delegate.signedOut)
    await store.receive(\.delegate.signedOut)
  }

  @Test("Sign Out with unsaved text asks; Keep Editing returns to the Text tab as typed")
  func signOutKeepsTyping() async {
    var state = HomeFeature.State(user: Fixtures.user)
    state.text.draft = OutlineTextDraft(OutlineSnapshot(Fixtures.outline))
    state.text.text = "Typed, not saved"
    state.tab = .settings
    let store = TestStore(initialState: state) { HomeFeature() }
    await store.send(.settings(.delegate(.signOutRequested))) {
      $0.alert = .discardUnsavedText
    }
    await store.send(.alert(.presented(.keepEditing))) {
      $0.alert = nil
      $0.tab = .text
    }
    #expect(store.state.text.text == "Typed, not saved")
  }

  @Test("Sign Out with unsaved text asks; Discard and Sign Out signs out")
  func signOutDiscardsTyping() async {
    var state = HomeFeature.State(user: Fixtures.user)
    state.text.text = "Typed, not saved"
    let store = TestStore(initialState: state) {
      HomeFeature()
    } withDependencies: {
      $0.authClient = .inMemory()
    }
    await store.send(.settings(.delegate(.signOutRequested))) {
      $0.alert = .discardUnsavedText
    }
    await store.send(.alert(.presented(.discardTextAndSignOut))) {
      $0.alert = nil
    }
    await store.receive(\.settings.signOut)
    await store.receive(\.settings.delegate.signedOut)
    await store.receive(\.delegate.signedOut)
  }
}
