import Composable
import ComposableTesting
import TaskManagerDomain
import TaskPaper
import Testing

@testable import TaskManagerTCA

@MainActor
@Suite("TextFeature")
struct TextFeatureTests {
  func makeStore(_ taskStore: TaskStore = .inMemory(outlines: [Fixtures.userID: Fixtures.outline]))
    -> TestStoreOf<TextFeature>
  {
    TestStore(
      initialState: TextFeature.State(
        userID: Fixtures.userID, snapshot: OutlineSnapshot(Fixtures.outline))
    ) {
      TextFeature()
    } withDependencies: {
      $0.taskStore = taskStore
    }
  }

  @Test("Save replaces the outline and tells the other tabs")
  func save() async throws {
    let store = makeStore()
    await store.send(.binding(.set(\.text, "Home:\n\t- Fix the tap"))) {
      $0.text = "Home:\n\t- Fix the tap"
    }
    #expect(store.state.hasUnsavedChanges)
    await store.send(.saveButtonTapped) {
      $0.isSaving = true
    }
    let saved = try await Fixtures.snapshot(after: .replaceAll("Home:\n\t- Fix the tap"))
    await store.receive(\.saveResponse.success) {
      $0.isSaving = false
      $0.draft = OutlineTextDraft(saved)
      $0.statusMessage = "Saved"
    }
    #expect(store.state.baseRevision == OutlineRevision(rawValue: 1))
    #expect(store.state.text == saved.outline.serialized())
    await store.receive(\.delegate.outlineReplaced)
    #expect(!store.state.hasUnsavedChanges)
  }

  @Test("A save over another window's change keeps the text and shows the newer outline")
  func staleSave() async throws {
    let taskStore = TaskStore.inMemory(outlines: [Fixtures.userID: Fixtures.outline])
    let store = makeStore(taskStore)
    let elsewhere = try await taskStore.apply(
      .delete(Fixtures.callBob.id), OutlineRevision.initial, Fixtures.userID)
    await store.send(.binding(.set(\.text, "Home:"))) {
      $0.text = "Home:"
    }
    await store.send(.saveButtonTapped) {
      $0.isSaving = true
    }
    let conflict = EditConflict(reason: .textIsStale, latest: elsewhere)
    await store.receive(\.saveResponse.failure, .conflict(conflict)) {
      $0.isSaving = false
      $0.errorMessage = conflict.message
      $0.newerText = elsewhere.outline.serialized()
      $0.draft.rebase(on: elsewhere)
    }
    #expect(store.state.savedText == elsewhere.outline.serialized())
    #expect(store.state.baseRevision == elsewhere.revision)
    await store.receive(\.delegate.outlineReplaced, elsewhere)
    #expect(store.state.text == "Home:")
    // Saving again, having seen the newer outline, replaces it.
    await store.send(.saveButtonTapped) {
      $0.isSaving = true
      $0.errorMessage = nil
    }
    let replaced = try await Fixtures.snapshot(
      after: .delete(Fixtures.callBob.id), .replaceAll("Home:"))
    await store.receive(\.saveResponse.success) {
      $0.isSaving = false
      $0.draft = OutlineTextDraft(replaced)
      $0.newerText = nil
      $0.statusMessage = "Saved"
    }
    #expect(store.state.savedText == "Home:")
    #expect(store.state.baseRevision == OutlineRevision(rawValue: 2))
    await store.receive(\.delegate.outlineReplaced)
  }

  @Test("An empty text is refused without asking the store")
  func empty() async {
    let store = makeStore(.failing(.server))
    await store.send(.binding(.set(\.text, " \n"))) {
      $0.text = " \n"
    }
    await store.send(.saveButtonTapped) {
      $0.errorMessage = "Nothing to save: the text is empty."
    }
  }

  @Test("A refused text stays in the editor with the store's reason")
  func refused() async {
    let store = makeStore()
    let broken = "- Buy milk @due(someday)"
    await store.send(.binding(.set(\.text, broken))) {
      $0.text = broken
    }
    await store.send(.saveButtonTapped) {
      $0.isSaving = true
    }
    let reason = TaskStoreError.invalidEdit(.invalidText(OutlineText.validate(broken)))
    await store.receive(\.saveResponse.failure) {
      $0.isSaving = false
      $0.errorMessage = reason.message
    }
    #expect(reason.message.contains("someday"))
    #expect(store.state.text == broken)
  }

  @Test("\"Saved\" goes when a newer outline replaces the saved text")
  func savedGoesWithANewerOutline() async {
    var state = TextFeature.State(
      userID: Fixtures.userID, snapshot: OutlineSnapshot(Fixtures.outline))
    state.statusMessage = "Saved"
    let store = TestStore(initialState: state) { TextFeature() }
    let changed = try! await Fixtures.snapshot(after: .delete(Fixtures.callBob.id))
    await store.send(.outlineChanged(changed)) {
      $0.draft = OutlineTextDraft(changed)
      $0.statusMessage = nil
    }
    #expect(store.state.text == changed.outline.serialized())
  }

  @Test("Changes from the Tasks tab never overwrite unsaved edits")
  func keepsUnsavedEdits() async {
    let store = makeStore()
    let changed = try! await Fixtures.snapshot(after: .delete(Fixtures.callBob.id))
    await store.send(.outlineChanged(changed)) {
      $0.draft = OutlineTextDraft(changed)
    }
    await store.send(.binding(.set(\.text, "mine"))) {
      $0.text = "mine"
    }
    // A newer outline leaves the typing, and the revision it was typed on, alone.
    let newer = try! await Fixtures.snapshot(
      after: .delete(Fixtures.callBob.id), .delete(Fixtures.buyMilk.id))
    await store.send(.outlineChanged(newer))
  }

  @Test("\"Saved\" stays when the outline it saved comes back from the store")
  func savedStaysWithTheSameOutline() async throws {
    let saved = try await Fixtures.snapshot(after: .delete(Fixtures.callBob.id))
    var state = TextFeature.State(userID: Fixtures.userID, snapshot: saved)
    state.statusMessage = "Saved"
    let store = TestStore(initialState: state) { TextFeature() }
    // The same text at a later revision (another window saved it unchanged).
    let again = OutlineSnapshot(saved.outline, revision: saved.revision.next)
    await store.send(.outlineChanged(again)) {
      $0.draft = OutlineTextDraft(again)
    }
    #expect(store.state.statusMessage == "Saved")
  }

  @Test("Edits made while the tab is hidden are shown when it is read, not written before")
  func hiddenEditsAreWrittenWhenRead() async throws {
    var lines = ["Inbox:"]
    for number in 0..<3_000 { lines.append("\t- Task \(number)") }
    let outline = Outline(parsing: lines.joined(separator: "\n"))
    let taskStore = TaskStore.inMemory(outlines: [Fixtures.userID: outline])
    var snapshot = try await taskStore.load(Fixtures.userID)
    let store = TestStore(
      initialState: TextFeature.State(userID: Fixtures.userID, snapshot: snapshot)
    ) { TextFeature() }
    for number in [1, 2, 3] {
      let id = try #require(snapshot.outline.items.first { $0.body == "- Task \(number)" }).id
      snapshot = try await taskStore.apply(
        .setTag(id, name: "done"), snapshot.revision, Fixtures.userID)
      await store.send(.outlineChanged(snapshot)) {
        $0.draft = OutlineTextDraft(snapshot)
      }
    }
    #expect(store.state.text == snapshot.outline.serialized())
    #expect(store.state.text.contains("- Task 3 @done"))
    #expect(!store.state.hasUnsavedChanges)
  }
}
