import Clocks
import Composable
import ComposableTesting
import TaskManagerDomain
import TaskPaper
import Testing

@testable import TaskManagerTCA

@MainActor
@Suite("AppFeature (integration, non-exhaustive)")
struct AppFeatureTests {
  @Test("Login creates Home, loads the user's data; sign-out drops Home")
  func loginToSignOut() async {
    let clock = TestClock()
    let store = TestStore(initialState: AppFeature.State()) {
      AppFeature()
    } withDependencies: {
      $0.authClient = .inMemory()
      $0.taskStore = .inMemory(outlines: [Fixtures.userID: Fixtures.outline])
      $0.settingsClient = .inMemory([Fixtures.userID: UserSettings(showDone: false)])
      $0.continuousClock = clock
    }
    store.exhaustivity = .off
    await store.send(.login(.binding(.set(\.username, "tester"))))
    await store.send(.login(.binding(.set(\.password, "secret-password"))))
    await store.send(.login(.logInButtonTapped))
    await store.receive(\.login.loginResponse.success)
    #expect(store.state.home == nil)
    await clock.advance(by: .seconds(1))
    await store.receive(\.login.delegate.didLogIn) {
      $0.home = HomeFeature.State(user: Fixtures.user)
      $0.login = LoginFeature.State()
    }
    await store.receive(\.home.settingsLoaded.success) {
      $0.home?.taskList.showDone = false
    }
    await store.receive(\.home.outlineLoaded.success)
    #expect(store.state.home?.taskList.outline == Fixtures.outline)
    // Home hands the outline to the Text tab in an action of its own; the store's state shows
    // it once that action is received.
    await store.receive(\.home.text.outlineChanged)
    #expect(store.state.home?.text.text == Fixtures.outline.serialized())

    await store.send(.home(.settings(.signOutButtonTapped)))
    await store.receive(\.home.delegate.signedOut) {
      $0.home = nil
    }
  }

  @Test("A task added on the Tasks tab reaches the Text tab")
  func tabsShareTheOutline() async throws {
    var home = HomeFeature.State(user: Fixtures.user)
    home.taskList.outline = Fixtures.outline
    let store = TestStore(initialState: home) {
      HomeFeature()
    } withDependencies: {
      $0.taskStore = .inMemory(outlines: [Fixtures.userID: Fixtures.outline])
    }
    store.exhaustivity = .off
    await store.send(.taskList(.addButtonTapped))
    await store.send(
      .taskList(.destination(.presented(.addTask(.binding(.set(\.text, "Water plants")))))))
    await store.send(.taskList(.destination(.presented(.addTask(.saveButtonTapped)))))
    await store.skipReceivedActions()
    #expect(store.state.text.text.contains("- Water plants"))
    #expect(store.state.taskList.destination == nil)
  }

  @Test("Copies of the app's state never share Home's edits")
  func homeIsAValue() {
    var original = AppFeature.State()
    original.home = HomeFeature.State(user: Fixtures.user)
    original.home?.taskList.outline = Fixtures.outline
    // A debugger keyframe or a test's expectation is a copy like this one.
    let copy = original
    original.home?.taskList.outline = Outline(parsing: "- Changed")
    original.home?.tab = .text
    #expect(copy.home?.taskList.outline == Fixtures.outline)
    #expect(copy.home?.tab == .tasks)
    #expect(copy != original)

    var signedOut = copy
    signedOut.home = nil
    #expect(signedOut.home == nil)
    #expect(copy.home != nil)
    #expect(signedOut == AppFeature.State())
  }

  @Test("Dumps and diffs show Home as declared, not how it is stored")
  func homeIsDumpedAsDeclared() {
    var state = AppFeature.State()
    state.home = HomeFeature.State(user: Fixtures.user)
    var dump = ""
    customDump(state, to: &dump)
    #expect(dump.contains("home: HomeFeature.State("))
    #expect(!dump.contains("Boxed"))
    #expect(!dump.contains("storage"))
  }
}
