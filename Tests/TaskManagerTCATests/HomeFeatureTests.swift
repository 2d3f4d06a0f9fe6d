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
    await store.receive(\.outlineLoaded.success, Fixtures.outline) {
      $0.isLoading = false
      $0.taskList.outline = Fixtures.outline
    }
    await store.receive(\.text.outlineChanged, Fixtures.outline) {
      $0.text.text = Fixtures.outline.serialized()
      $0.text.savedText = Fixtures.outline.serialized()
    }
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
}
