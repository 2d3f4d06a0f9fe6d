import Composable
import ComposableTesting
import Foundation
import Testing

@MainActor
@Suite struct TagConverterFeatureTests {
  @Test func submittingAnEmptyValueNormalisesTheTag() async {
    let store = TestStore(initialState: TagConverterFeature.State(tag: "@today")) {
      TagConverterFeature()
    }
    await store.send(.tagTapped) {
      $0.isEditing = true
      $0.text = "@today"
    }
    await store.send(.textEntered("@flagged()")) {
      $0.text = "@flagged()"
    }
    await store.send(.submitted) {
      $0.isEditing = false
      $0.tag = "@flagged"
    }
    await store.receive(.saved("@flagged"))
  }

  @Test func aValueIsKept() async {
    let store = TestStore(initialState: TagConverterFeature.State(tag: "@due")) {
      TagConverterFeature()
    }
    await store.send(.tagTapped) {
      $0.isEditing = true
      $0.text = "@due"
    }
    await store.send(.textEntered("@due(2026-11-30)")) { $0.text = "@due(2026-11-30)" }
    await store.send(.submitted) {
      $0.isEditing = false
      $0.tag = "@due(2026-11-30)"
    }
    await store.receive(.saved("@due(2026-11-30)"))
  }

  @Test func invalidTextShowsAnErrorAndKeepsTheOldTag() async {
    let store = TestStore(initialState: TagConverterFeature.State(tag: "@home")) {
      TagConverterFeature()
    }
    await store.send(.tagTapped) {
      $0.isEditing = true
      $0.text = "@home"
    }
    await store.send(.textEntered("not a tag")) { $0.text = "not a tag" }
    await store.send(.submitted) {
      $0.isEditing = false
      $0.errorMessage = "Unable to convert not a tag into a tag."
      $0.text = "@home"
    }
  }
}

@MainActor
@Suite struct TaskListFeatureTests {
  @Test func addATaskInASheet() async {
    let store = TestStore(initialState: TaskListFeature.State()) {
      TaskListFeature()
    } withDependencies: {
      $0.uuid = .incrementing
    }
    await store.send(.addButtonTapped) {
      $0.destination = .addTask(AddEditTaskFeature.State())
    }
    await store.send(.destination(.presented(.addTask(.set(\.text, "- Buy milk"))))) {
      $0.destination = .addTask(AddEditTaskFeature.State(text: "- Buy milk"))
    }
    await store.send(.destination(.presented(.addTask(.saveButtonTapped))))
    await store.receive(\.destination.addTask.delegate.saved) {
      $0.tasks = [TaskItem(id: UUID(0), line: "- Buy milk")]
    }
    await store.receive(\.destination.dismiss) {
      $0.destination = nil
    }
  }

  @Test func anInvalidLineKeepsTheSheetOpen() async {
    let store = TestStore(initialState: TaskListFeature.State()) { TaskListFeature() }
    await store.send(.addButtonTapped) {
      $0.destination = .addTask(AddEditTaskFeature.State())
    }
    await store.send(.destination(.presented(.addTask(.set(\.text, "Buy milk"))))) {
      $0.destination = .addTask(AddEditTaskFeature.State(text: "Buy milk"))
    }
    await store.send(.destination(.presented(.addTask(.saveButtonTapped)))) {
      $0.destination = .addTask(
        AddEditTaskFeature.State(
          text: "Buy milk", errorMessage: "Unable to convert Buy milk into a task."
        )
      )
    }
  }

  @Test func editATask() async {
    let task = TaskItem(id: UUID(0), line: "- Buy milk")
    let store = TestStore(initialState: TaskListFeature.State(tasks: [task])) {
      TaskListFeature()
    }
    await store.send(.editButtonTapped(id: task.id)) {
      $0.destination = .editTask(AddEditTaskFeature.State(taskID: task.id, text: "- Buy milk"))
    }
    await store.send(.destination(.presented(.editTask(.set(\.text, "- Buy oat milk"))))) {
      $0.destination = .editTask(
        AddEditTaskFeature.State(taskID: task.id, text: "- Buy oat milk")
      )
    }
    await store.send(.destination(.presented(.editTask(.saveButtonTapped))))
    await store.receive(\.destination.editTask.delegate.saved) {
      $0.tasks[id: task.id]?.line = "- Buy oat milk"
    }
    await store.receive(\.destination.dismiss) { $0.destination = nil }
  }

  @Test func deleteAfterConfirmation() async {
    let task = TaskItem(id: UUID(0), line: "- Buy milk")
    let store = TestStore(initialState: TaskListFeature.State(tasks: [task])) {
      TaskListFeature()
    }
    await store.send(.deleteButtonTapped(id: task.id)) {
      $0.destination = .alert(
        AlertState {
          TextState("Are you sure?")
        } actions: {
          ButtonState(role: .destructive, action: .confirmDeletion(id: task.id)) {
            TextState("Delete")
          }
          ButtonState(role: .cancel) { TextState("Cancel") }
        }
      )
    }
    await store.send(.destination(.presented(.alert(.confirmDeletion(id: task.id))))) {
      $0.destination = nil
      $0.tasks = []
    }
  }

  @Test func cancellingTheSheetDismissesIt() async {
    let store = TestStore(initialState: TaskListFeature.State()) { TaskListFeature() }
    await store.send(.addButtonTapped) {
      $0.destination = .addTask(AddEditTaskFeature.State())
    }
    await store.send(.destination(.presented(.addTask(.cancelButtonTapped))))
    await store.receive(\.destination.dismiss) { $0.destination = nil }
  }
}

@MainActor
@Suite struct TaskManagerFeatureTests {
  @Test func selectCategoriesAndItemsAddAndDelete() async {
    let store = TestStore(initialState: TaskManagerFeature.State()) {
      TaskManagerFeature()
    } withDependencies: {
      $0.uuid = .incrementing
    }
    await store.send(.addItem("- Buy milk @errand")) {
      $0.items = [TaskItem(id: UUID(0), line: "- Buy milk @errand")]
      $0.selectedItemID = UUID(0)
    }
    await store.send(.addItem("- Write report")) {
      $0.items.append(TaskItem(id: UUID(1), line: "- Write report"))
      $0.selectedItemID = UUID(1)
    }
    #expect(store.state.categories == [.all, .tag("errand")])
    await store.send(.categorySelected(.tag("errand"))) {
      $0.selectedCategory = .tag("errand")
      $0.selectedItemID = nil
    }
    #expect(store.state.visibleItems.map(\.line) == ["- Buy milk @errand"])
    await store.send(.itemSelected(UUID(0))) { $0.selectedItemID = UUID(0) }
    #expect(store.state.selectedItem?.line == "- Buy milk @errand")
    await store.send(.deleteItem(UUID(0))) {
      $0.items.remove(id: UUID(0))
      $0.selectedItemID = nil
    }
    #expect(store.state.visibleItems.isEmpty)
  }
}
