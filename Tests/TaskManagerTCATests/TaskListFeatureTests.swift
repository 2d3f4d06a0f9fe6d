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
  let userID = UserID(rawValue: 1)

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
    try? expected.insert("- Call Bob", at: .lastChild(of: nil))
    await store.receive(\.editResponse.success) {
      $0.outline = expected
    }
    await store.receive(\.delegate.outlineChanged)
  }
}
