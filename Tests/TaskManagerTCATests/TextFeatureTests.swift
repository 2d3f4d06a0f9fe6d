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
    TestStore(initialState: TextFeature.State(userID: Fixtures.userID, outline: Fixtures.outline)) {
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
      $0.statusMessage = "Saved"
    }
    await store.receive(\.delegate.outlineReplaced)
    #expect(!store.state.hasUnsavedChanges)
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

  @Test("Changes from the Tasks tab never overwrite unsaved edits")
  func keepsUnsavedEdits() async {
    let store = makeStore()
    let changed = try! await Fixtures.outline(after: .delete(Fixtures.callBob.id))
    await store.send(.outlineChanged(changed)) {
      $0.text = changed.serialized()
      $0.savedText = changed.serialized()
    }
    await store.send(.binding(.set(\.text, "mine"))) {
      $0.text = "mine"
    }
    await store.send(.outlineChanged(Fixtures.outline)) {
      $0.savedText = Fixtures.outline.serialized()
    }
  }
}
