import Composable
import ComposableTesting
import Foundation
import TaskManagerDomain
import TaskPaper
import Testing

@testable import TaskManagerTCA

@MainActor
@Suite("TaskListFeature")
struct TaskListFeatureTests {
  let userID = Fixtures.userID

  @Test func addSavesThroughTheStore() async {
    let outline = Outline(parsing: "Inbox:\n\t- Buy milk")
    let store = TestStore(initialState: TaskListFeature.State(userID: userID, outline: outline)) {
      TaskListFeature()
    } withDependencies: {
      $0.taskStore = .inMemory(outlines: [self.userID: outline])
    }
    await store.send(.addButtonTapped) {
      $0.destination = .addTask(AddEditTaskFeature.State())
    }
    await store.send(.destination(.presented(.addTask(.binding(.set(\.text, "Call Bob")))))) {
      $0.destination = .addTask(
        {
          var form = AddEditTaskFeature.State()
          form.text = "Call Bob"
          return form
        }())
    }
    await store.send(.destination(.presented(.addTask(.saveButtonTapped))))
    await store.receive(\.destination.addTask.delegate.save) {
      $0.destination = nil
    }
    var expected = outline
    _ = try? expected.insert("- Call Bob", at: .lastChild(of: nil))
    await store.receive(\.editResponse.success) {
      $0.outline = expected
      $0.revision = OutlineRevision(rawValue: 1)
    }
    await store.receive(\.delegate.outlineChanged)
  }

  func makeStore(
    _ state: TaskListFeature.State? = nil,
    taskStore: TaskStore = .inMemory(outlines: [Fixtures.userID: Fixtures.outline])
  ) -> TestStoreOf<TaskListFeature> {
    TestStore(
      initialState: state ?? TaskListFeature.State(userID: userID, outline: Fixtures.outline)
    ) {
      TaskListFeature()
    } withDependencies: {
      $0.taskStore = taskStore
      $0.date = DateGenerator { Date(timeIntervalSince1970: 1_795_000_000) }
    }
  }

  @Test func invalidLineKeepsTheSheetOpen() async {
    let store = makeStore()
    await store.send(.addButtonTapped) {
      $0.destination = .addTask(AddEditTaskFeature.State())
    }
    await store.send(.destination(.presented(.addTask(.binding(.set(\.text, "Errands:")))))) {
      $0.destination?.modify(\.addTask) { $0.text = "Errands:" }
    }
    await store.send(.destination(.presented(.addTask(.saveButtonTapped)))) {
      $0.destination?.modify(\.addTask) {
        $0.errorMessage = "Unable to convert Errands: into a task."
      }
    }
  }

  @Test func editWritesTheNewLine() async throws {
    let store = makeStore()
    let bob = Fixtures.callBob
    await store.send(.itemSelected(bob.id)) {
      $0.selectedID = bob.id
    }
    await store.send(.editButtonTapped) {
      $0.destination = .editTask(AddEditTaskFeature.State(editing: bob))
    }
    await store.send(
      .destination(.presented(.editTask(.binding(.set(\.text, "- Call Bob soon")))))
    ) {
      $0.destination?.modify(\.editTask) { $0.text = "- Call Bob soon" }
    }
    await store.send(.destination(.presented(.editTask(.saveButtonTapped))))
    await store.receive(\.destination.editTask.delegate.save) {
      $0.destination = nil
    }
    let expected = try await Fixtures.snapshot(after: .setText(bob.id, "- Call Bob soon"))
    await store.receive(\.editResponse.success, expected) {
      $0.outline = expected.outline
      $0.revision = expected.revision
    }
    await store.receive(\.delegate.outlineChanged, expected)
  }

  @Test func deleteAsksFirst() async throws {
    let store = makeStore()
    let milk = Fixtures.buyMilk
    await store.send(.itemSelected(milk.id)) {
      $0.selectedID = milk.id
    }
    await store.send(.deleteButtonTapped) {
      $0.destination = .alert(
        .confirmDeletion(of: "Buy milk", confirm: .confirmDeletion(milk.id)))
    }
    await store.send(.destination(.presented(.alert(.confirmDeletion(milk.id))))) {
      $0.destination = nil
      $0.selectedID = nil
    }
    let expected = try await Fixtures.snapshot(after: .delete(milk.id))
    await store.receive(\.editResponse.success, expected) {
      $0.outline = expected.outline
      $0.revision = expected.revision
    }
    await store.receive(\.delegate.outlineChanged)
  }

  @Test func deleteFromTheEditSheet() async throws {
    var state = TaskListFeature.State(userID: userID, outline: Fixtures.outline)
    state.selectedID = Fixtures.buyMilk.id
    state.destination = .editTask(AddEditTaskFeature.State(editing: Fixtures.buyMilk))
    let store = makeStore(state)
    await store.send(.destination(.presented(.editTask(.deleteButtonTapped)))) {
      $0.destination?.modify(\.editTask) { $0.alert = .confirmDeletion(of: "Buy milk") }
    }
    await store.send(.destination(.presented(.editTask(.alert(.presented(.confirmDeletion)))))) {
      $0.destination?.modify(\.editTask) { $0.alert = nil }
    }
    await store.receive(\.destination.editTask.delegate.delete) {
      $0.destination = nil
      $0.selectedID = nil
    }
    let expected = try await Fixtures.snapshot(after: .delete(Fixtures.buyMilk.id))
    await store.receive(\.editResponse.success, expected) {
      $0.outline = expected.outline
      $0.revision = expected.revision
    }
    await store.receive(\.delegate.outlineChanged)
  }

  @Test func markDoneUsesToday() async throws {
    var state = TaskListFeature.State(userID: userID, outline: Fixtures.outline)
    state.selectedID = Fixtures.callBob.id
    let store = makeStore(state)
    await store.send(.doneButtonTapped)
    let expected = try await Fixtures.snapshot(
      after: .setTag(Fixtures.callBob.id, name: "done", value: "2026-11-18"))
    await store.receive(\.editResponse.success, expected) {
      $0.outline = expected.outline
      $0.revision = expected.revision
    }
    await store.receive(\.delegate.outlineChanged)
  }

  @Test func tagConvertsInPlace() async throws {
    var state = TaskListFeature.State(userID: userID, outline: Fixtures.outline)
    state.selectedID = Fixtures.callBob.id
    let store = makeStore(state)
    let priority = Tag(name: "priority", value: "1")
    await store.send(.tagButtonTapped(name: "priority")) {
      $0.tagEditor = TagEditorFeature.State(itemID: Fixtures.callBob.id, tag: priority)
    }
    await store.send(.tagEditor(.binding(.set(\.text, "@urgent()")))) {
      $0.tagEditor?.text = "@urgent()"
    }
    await store.send(.tagEditor(.submitted))
    await store.receive(
      .tagEditor(
        .delegate(
          .convert(itemID: Fixtures.callBob.id, oldName: "priority", tag: Tag(name: "urgent"))))
    ) {
      $0.tagEditor = nil
    }
    let expected = try await Fixtures.snapshot(
      after: .setText(Fixtures.callBob.id, "- Call Bob @urgent"))
    await store.receive(\.editResponse.success, expected) {
      $0.outline = expected.outline
      $0.revision = expected.revision
    }
    await store.receive(\.delegate.outlineChanged)
  }

  @Test func invalidTagKeepsTheOldOne() async {
    var state = TaskListFeature.State(userID: userID, outline: Fixtures.outline)
    state.selectedID = Fixtures.callBob.id
    state.tagEditor = TagEditorFeature.State(
      itemID: Fixtures.callBob.id, tag: Tag(name: "priority", value: "1"))
    let store = makeStore(state)
    await store.send(.tagEditor(.binding(.set(\.text, "urgent")))) {
      $0.tagEditor?.text = "urgent"
    }
    await store.send(.tagEditor(.submitted))
    await store.receive(\.tagEditor.delegate.failed) {
      $0.tagEditor = nil
      $0.tagErrorMessage = "Unable to convert urgent into a tag."
    }
  }

  @Test func categoryDropsASelectionItNoLongerShows() async {
    var state = TaskListFeature.State(userID: userID, outline: Fixtures.outline)
    state.selectedID = Fixtures.callBob.id
    let store = makeStore(state)
    await store.send(.categorySelected(.tag("due"))) {
      $0.category = .tag("due")
      $0.selectedID = nil
    }
    #expect(store.state.visibleItems.map(\.id) == [Fixtures.buyMilk.id])
  }

  @Test func storeFailureIsShownAndNothingChanges() async {
    var state = TaskListFeature.State(userID: userID, outline: Fixtures.outline)
    state.selectedID = Fixtures.callBob.id
    let store = makeStore(state, taskStore: .failing(.network))
    await store.send(.doneButtonTapped)
    await store.receive(\.editResponse.failure, .network) {
      $0.errorMessage = "Network connection failed. Please try again."
    }
  }
}
