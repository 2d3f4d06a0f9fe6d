import Composable
import TaskManagerDomain
import Testing

@testable import TaskManagerTCA

@MainActor
@Suite("Debugger")
struct DebuggerTests {
  func makeStore(_ debugger: Debugger) -> StoreOf<AppFeature> {
    let initial = AppFeature.State()
    return Store(initialState: initial) {
      debugger.recording(AppFeature(), from: initial)
    } withDependencies: {
      $0.authClient = .failing(.server)
    }
  }

  @Test("Every action is logged with the change it made")
  func log() {
    let debugger = Debugger(describesWhile: { _ in true })
    let store = makeStore(debugger)
    store.send(.login(.binding(.set(\.username, "ada"))))
    #expect(debugger.actionCount == 1)
    #expect(debugger.entries.first?.action.contains("username") == true)
    #expect(debugger.entries.first?.diff?.contains("+") == true)
  }

  @Test("Time travel shows an earlier state; the next action resumes from the latest")
  func timeTravel() {
    let debugger = Debugger()
    let store = makeStore(debugger)
    store.send(.login(.binding(.set(\.username, "a"))))
    store.send(.login(.binding(.set(\.username, "ab"))))
    store.send(.login(.binding(.set(\.username, "abc"))))
    debugger.jump(to: 1, in: store)
    #expect(store.login.username == "a")
    #expect(debugger.viewing == 1)
    debugger.jump(to: 0, in: store)
    #expect(store.login.username == "")
    store.send(.login(.binding(.set(\.password, "secret"))))
    #expect(store.login.username == "abc")
    #expect(store.login.password == "secret")
    #expect(debugger.viewing == nil)
  }

  @Test("Resume returns to the latest state")
  func resume() {
    let debugger = Debugger()
    let store = makeStore(debugger)
    store.send(.login(.binding(.set(\.username, "a"))))
    store.send(.login(.binding(.set(\.username, "ab"))))
    debugger.jump(to: 1, in: store)
    debugger.resume(in: store)
    #expect(store.login.username == "ab")
    #expect(debugger.viewing == nil)
  }

  @Test("While the panel is off nothing is described, and positions still match the history")
  func describesOnlyWhileShown() {
    var describing = false
    let debugger = Debugger(describesWhile: { _ in describing })
    let store = makeStore(debugger)
    store.send(.login(.binding(.set(\.username, "a"))))
    store.send(.login(.binding(.set(\.username, "ab"))))
    #expect(debugger.entries.isEmpty)
    #expect(debugger.actionCount == 2)
    describing = true
    store.send(.login(.binding(.set(\.username, "abc"))))
    #expect(debugger.entries.map(\.position) == [3])
    debugger.jump(to: 2, in: store)
    #expect(store.login.username == "ab")
  }

  @Test("Every recorded action is reachable, a page at a time, newest first")
  func paged() {
    let debugger = Debugger(visibleCount: 3, describesWhile: { _ in true })
    let store = makeStore(debugger)
    for name in ["a", "b", "c", "d", "e"] { store.send(.login(.binding(.set(\.username, name)))) }
    #expect(debugger.actionCount == 5)
    #expect(debugger.visibleEntries.map(\.position) == [5, 4, 3])
    #expect(debugger.hasOlderPage)
    debugger.showOlderPage()
    #expect(debugger.visibleEntries.map(\.position) == [2, 1])
    #expect(!debugger.hasOlderPage)
    debugger.showOlderPage()
    #expect(debugger.page == 1)
    debugger.jump(to: 1, in: store)
    #expect(store.login.username == "a")
    debugger.showNewerPage()
    #expect(debugger.visibleEntries.map(\.position) == [5, 4, 3])
  }
}
