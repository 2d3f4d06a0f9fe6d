import Clocks
import Composable
import ComposableTesting
import Foundation
import TaskManagerDomain
import TaskPaper
import Testing

@testable import TaskManagerTCA

@MainActor
@Suite("History file (export, import, determinism check)")
struct HistoryFileTests {
  /// Logs in, adds a task, tags it and retags it through the tag editor, recording every
  /// action; returns the exported history and the state it ended in.
  func recordASession() async throws -> (json: Data, finalState: AppFeature.State) {
    let clock = TestClock()
    let recorder = HistoryRecorder(initialState: AppFeature.State()) { AppFeature() }
    let store = TestStore(initialState: AppFeature.State()) {
      recorder
    } withDependencies: {
      $0.authClient = .inMemory()
      $0.taskStore = .inMemory(outlines: [Fixtures.userID: Fixtures.outline])
      $0.settingsClient = .inMemory([Fixtures.userID: UserSettings(debuggerEnabled: true)])
      $0.continuousClock = clock
      $0.date = .constant(Date(timeIntervalSince1970: 1_790_000_000))
    }
    store.exhaustivity = .off
    await store.send(.login(.binding(.set(\.username, "tester"))))
    await store.send(.login(.binding(.set(\.password, "secret-password"))))
    await store.send(.login(.logInButtonTapped))
    await store.receive(\.login.loginResponse.success)
    await clock.advance(by: .seconds(1))
    await store.receive(\.login.delegate.didLogIn)
    await store.receive(\.home.outlineLoaded.success)

    await store.send(.home(.taskList(.addButtonTapped)))
    await store.send(
      .home(.taskList(.destination(.presented(.addTask(.binding(.set(\.text, "Water plants"))))))))
    await store.send(.home(.taskList(.destination(.presented(.addTask(.saveButtonTapped))))))
    await store.receive(\.home.taskList.editResponse.success)
    let added = try #require(
      store.state.home?.taskList.outline.items.first { $0.content == "Water plants" })

    await store.send(.home(.taskList(.itemSelected(added.id))))
    await store.send(.home(.taskList(.editButtonTapped)))
    await store.send(
      .home(
        .taskList(
          .destination(.presented(.editTask(.binding(.set(\.text, "- Water plants @garden"))))))))
    await store.send(.home(.taskList(.destination(.presented(.editTask(.saveButtonTapped))))))
    await store.receive(\.home.taskList.editResponse.success)
    await store.send(.home(.taskList(.tagButtonTapped(name: "garden"))))
    await store.send(.home(.taskList(.tagEditor(.binding(.set(\.text, "@outdoors(june)"))))))
    await store.send(.home(.taskList(.tagEditor(.submitted))))
    await store.receive(\.home.taskList.editResponse.success)
    await store.skipReceivedActions()

    let tagged = try #require(store.state.home?.taskList.outline[id: added.id])
    #expect(tagged.tag("outdoors") == "june")
    let json = try recorder.exportJSON(endingIn: store.state)
    let finalState = store.state
    await store.send(.home(.settings(.signOutButtonTapped)))
    await store.skipReceivedActions()
    return (json, finalState)
  }

  @Test("An exported session imported into a fresh store reaches the same final state")
  func roundTrip() async throws {
    let (json, finalState) = try await recordASession()
    let text = String(decoding: json, as: UTF8.self)
    #expect(!text.contains("secret-password"))
    // A fixed mask, not one bullet per character: the file does not tell the password's length.
    #expect(!text.contains(String(repeating: "•", count: "secret-password".count)))
    #expect(text.contains("••••••••"))

    let recorder = HistoryRecorder(initialState: AppFeature.State()) { AppFeature() }
    let report = try recorder.importJSON(json)
    #expect(report.verdict == .sameFinalState)
    #expect(report.finalState == finalState)
    #expect(report.summary.hasSuffix("same final state."))

    // The fresh store goes on from the imported state: its next action follows the history.
    let store = TestStore(initialState: report.finalState) {
      recorder
    } withDependencies: {
      $0.taskStore = .inMemory(outlines: [Fixtures.userID: Fixtures.outline])
    }
    store.exhaustivity = .off
    await store.send(.home(.tabSelected(.text)))
    #expect(recorder.actions.count == report.actionCount + 1)
    #expect(store.state.home?.text.text.contains("@outdoors(june)") == true)
  }

  @Test("The debugger imports a history of this account, shows its end and leaves data alone")
  func debuggerImport() async throws {
    let (json, finalState) = try await recordASession()
    let taskStore = TaskStore.inMemory(outlines: [Fixtures.userID: Fixtures.outline])
    let debugger = Debugger()
    let initial = AppFeature.State()
    let store = Store(initialState: initial) {
      debugger.recording(AppFeature(), from: initial)
    } withDependencies: {
      $0.taskStore = taskStore
    }
    // This session is signed in as the same account.
    var signedIn = AppFeature.State()
    signedIn.home = HomeFeature.State(user: Fixtures.user)
    store.debugReplaceState(signedIn)

    debugger.history.importText = String(decoding: json, as: UTF8.self)
    debugger.importHistory(into: store)

    let count = try RecordedHistory<AppFeature.State, AppFeature.Action>(json: json).actions.count
    #expect(debugger.history.message == "Replayed \(count) actions: same final state.")
    #expect(store.state == finalState)
    #expect(debugger.actionCount == count)
    #expect(debugger.viewing == nil)
    #expect(debugger.visibleEntries.first?.position == count)
    // Time travel reaches the imported actions.
    debugger.jump(to: 1, in: store)
    #expect(store.login.username == "tester")
    debugger.resume(in: store)
    #expect(store.state == finalState)
    // Replays run no effects: the stored outline is untouched.
    #expect(try await taskStore.load(Fixtures.userID).outline == Fixtures.outline)
  }

  @Test("A history of another account is refused and changes nothing")
  func otherAccount() async throws {
    let (json, _) = try await recordASession()
    let debugger = Debugger()
    let initial = AppFeature.State()
    let store = Store(initialState: initial) { debugger.recording(AppFeature(), from: initial) }
    var other = AppFeature.State()
    other.home = HomeFeature.State(
      user: User(id: UserID(rawValue: 99), username: "grace", createdAt: Date()))
    store.debugReplaceState(other)

    debugger.history.importText = String(decoding: json, as: UTF8.self)
    debugger.importHistory(into: store)
    #expect(
      debugger.history.message
        == "Not imported: this history ends signed in as \(Fixtures.user.username), not as grace."
        + " Nothing was changed.")
    #expect(store.state == other)
  }

  @Test("A file that is not a history says why")
  func unreadable() {
    let debugger = Debugger()
    let initial = AppFeature.State()
    let store = Store(initialState: initial) { debugger.recording(AppFeature(), from: initial) }
    debugger.history.importText =
      #"{"format": 1, "droppedBefore": 0, "checkpoints": [], "#
      + #""actions": [{"login": {"_0": {"binding": {"_0": {"field": "email", "value": ""}}}}}]}"#
    debugger.importHistory(into: store)
    #expect(debugger.history.message?.contains(#"no bindable field named "email""#) == true)
    #expect(debugger.history.message?.contains("username, password") == true)
  }

  @Test("Export writes the history; the panel's debugger can export right after login")
  func export() async throws {
    let debugger = Debugger()
    let initial = AppFeature.State()
    let store = Store(initialState: initial) { debugger.recording(AppFeature(), from: initial) }
    store.send(.login(.binding(.set(\.username, "ada"))))
    debugger.exportHistory(from: store)
    let json = try #require(debugger.history.exportedJSON)
    #expect(json.contains(#""field":"username""#))
    #expect(debugger.history.exportedCount == 1)
    #expect(debugger.history.message == nil)
  }

  @Test("Outlines keep their identities through a file")
  func outlineCoding() throws {
    var outline = Fixtures.outline
    try outline.delete(Fixtures.buyMilk.id)
    _ = try outline.insert("- New", at: .lastChild(of: nil))
    let decoded = try JSONDecoder().decode(Outline.self, from: JSONEncoder().encode(outline))
    #expect(decoded == outline)
    #expect(decoded.nextItemID == outline.nextItemID)
    #expect(
      try JSONDecoder().decode(Outline.self, from: JSONEncoder().encode(Outline())) == Outline())
  }
}
