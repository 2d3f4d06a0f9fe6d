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
  func save() async {
    let store = makeStore()
    await store.send(.binding(.set(\.text, "Home:\n\t- Fix the tap"))) {
      $0.text = "Home:\n\t- Fix the tap"
    }
    #expect(store.state.hasUnsavedChanges)
    await store.send(.saveButtonTapped) {
      $0.isSaving = true
    }
    let saved = Outline(parsing: "Home:\n\t- Fix the tap")
    await store.receive(\.saveResponse.success) {
      $0.isSaving = false
      $0.savedText = saved.serialized()
      $0.baseRevision = OutlineRevision(rawValue: 1)
      $0.statusMessage = "Saved"
    }
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
      $0.savedText = elsewhere.outline.serialized()
      $0.baseRevision = elsewhere.revision
    }
    await store.receive(\.delegate.outlineReplaced, elsewhere)
    #expect(store.state.text == "Home:")
    // Saving again, having seen the newer outline, replaces it.
    await store.send(.saveButtonTapped) {
      $0.isSaving = true
      $0.errorMessage = nil
    }
    await store.receive(\.saveResponse.success) {
      $0.isSaving = false
      $0.savedText = "Home:"
      $0.newerText = nil
      $0.baseRevision = OutlineRevision(rawValue: 2)
      $0.statusMessage = "Saved"
    }
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
      $0.text = changed.outline.serialized()
      $0.savedText = changed.outline.serialized()
      $0.baseRevision = changed.revision
      $0.statusMessage = nil
    }
  }

  @Test("Changes from the Tasks tab never overwrite unsaved edits")
  func keepsUnsavedEdits() async {
    let store = makeStore()
    let changed = try! await Fixtures.snapshot(after: .delete(Fixtures.callBob.id))
    await store.send(.outlineChanged(changed)) {
      $0.text = changed.outline.serialized()
      $0.savedText = changed.outline.serialized()
      $0.baseRevision = changed.revision
    }
    await store.send(.binding(.set(\.text, "mine"))) {
      $0.text = "mine"
    }
    // A newer outline leaves the typing, and the revision it was typed on, alone.
    let newer = try! await Fixtures.snapshot(
      after: .delete(Fixtures.callBob.id), .delete(Fixtures.buyMilk.id))
    await store.send(.outlineChanged(newer))
  }
}
