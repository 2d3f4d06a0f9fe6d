import MVVM
import TaskManagerDomain
import TaskManagerMVVM
import TaskPaper
import Testing
import ViewsTesting

@MainActor
@Suite("TaskMasterViewModel (sidebar, list, detail)")
struct TaskMasterViewModelTests {
  let host = TestHost()

  func makeTasks(_ environment: TaskManagerEnvironment = Fixtures.environment()) async throws
    -> TaskMasterViewModel
  {
    let tasks = TaskMasterViewModel(
      user: Fixtures.user, context: host.context, environment: environment)
    tasks.load()
    try await host.settle()
    return tasks
  }

  @Test func loadingListsCategoriesAndItems() async throws {
    let tasks = try await makeTasks()
    #expect(
      tasks.categories.map(\.title) == ["All", "Inbox", "Work", "@due", "@done", "@priority"])
    #expect(tasks.items.count == 6)
    #expect(tasks.selectedItem == nil)
  }

  @Test func aCategoryFiltersTheItemsAndShowDoneHidesDone() async throws {
    let tasks = try await makeTasks()
    tasks.select(category: .tag("due"))
    #expect(tasks.items.map(\.body) == ["- Buy milk @due(2026-11-30)"])
    tasks.select(category: .all)
    tasks.showDone = false
    #expect(!tasks.items.map(\.content).contains("Write report"))
  }

  @Test func addInsertsIntoTheSelectedProject() async throws {
    let tasks = try await makeTasks()
    let inbox = tasks.categories[1]
    tasks.select(category: inbox)
    tasks.addTapped()
    let editor = try #require(tasks.editor)
    #expect(editor.title == "New Task")
    editor.text = "Water plants"
    editor.save()
    try await host.settle()
    #expect(tasks.editor == nil)
    #expect(tasks.items.last?.body == "- Water plants")
  }

  @Test func anInvalidLineKeepsTheSheetWithAnErrorUntilTheTextChanges() async throws {
    let tasks = try await makeTasks()
    tasks.addTapped()
    let editor = try #require(tasks.editor)
    editor.text = "Errands:"
    editor.save()
    try await host.settle()
    #expect(editor.errorMessage == TaskLineError(text: "Errands:").message)
    #expect(tasks.editor === editor)
    editor.text = "Errands"
    #expect(editor.errorMessage == nil)  // new text, no stale error
  }

  @Test func editRewritesTheSelectedItem() async throws {
    let tasks = try await makeTasks()
    tasks.select(item: tasks.outline.id(of: "Call Bob"))
    tasks.editTapped()
    let editor = try #require(tasks.editor)
    #expect(editor.title == "Edit Task")
    #expect(editor.text == "- Call Bob @priority(1)")
    editor.text = "- Call Alice"
    editor.save()
    try await host.settle()
    #expect(tasks.selectedItem?.body == "- Call Alice")
  }

  @Test func deleteAsksThenRemovesAndClearsTheSelection() async throws {
    let tasks = try await makeTasks()
    let milk = tasks.outline.id(of: "Buy milk")
    tasks.select(item: milk)
    tasks.deleteTapped(milk)
    #expect(tasks.pendingDeletionItem?.content == "Buy milk")
    tasks.confirmDeletion()
    try await host.settle()
    #expect(tasks.outline[id: milk] == nil)
    #expect(tasks.selectedItemID == nil)
    #expect(tasks.pendingDeletion == nil)
  }

  @Test func markDoneUsesTodayAndMarkNotDoneRemovesIt() async throws {
    let environment = Fixtures.environment()
    let tasks = try await makeTasks(environment)
    tasks.select(item: tasks.outline.id(of: "Review pull request"))
    tasks.toggleDone()
    try await host.settle()
    let today = DoneDate.value(for: environment.now())
    #expect(tasks.selectedItem?.tag("done") == today)
    tasks.toggleDone()
    try await host.settle()
    #expect(tasks.selectedItem?.tag("done") == nil)
  }

  @Test func storeFailuresAreShownAndTheOutlineIsKept() async throws {
    var environment = Fixtures.environment()
    environment.taskStore.apply = { (_, _, _) async throws(TaskStoreError) -> OutlineSnapshot in
      throw .server
    }
    let tasks = try await makeTasks(environment)
    tasks.select(item: tasks.outline.id(of: "Buy milk"))
    tasks.toggleDone()
    try await host.settle()
    #expect(tasks.errorMessage == TaskStoreError.server.message)
    #expect(tasks.outline == Fixtures.outline)
  }

  @Test func aFailingLoadIsShown() async throws {
    var environment = Fixtures.environment()
    environment.taskStore = .failing(.network)
    let tasks = try await makeTasks(environment)
    #expect(tasks.errorMessage == TaskStoreError.network.message)
    #expect(tasks.items.isEmpty)
  }

  @Test func convertTagIfValidReplacesTheTagInPlace() async throws {
    let tasks = try await makeTasks()
    tasks.select(item: tasks.outline.id(of: "Call Bob"))
    tasks.editTag(named: "priority")
    let editor = try #require(tasks.tagEditor)
    #expect(editor.draft == "@priority(1)")
    editor.draft = "@urgent()"
    editor.convertTagIfValid()
    try await host.settle()
    #expect(tasks.selectedItem?.body == "- Call Bob @urgent")
    #expect(tasks.tagEditor == nil)
  }

  @Test func invalidTagTextKeepsTheOldTag() async throws {
    let tasks = try await makeTasks()
    tasks.select(item: tasks.outline.id(of: "Call Bob"))
    tasks.editTag(named: "priority")
    let editor = try #require(tasks.tagEditor)
    editor.draft = "urgent"
    editor.convertTagIfValid()
    try await host.settle()
    #expect(tasks.tagErrorMessage == TagTextError(text: "urgent").message)
    #expect(tasks.selectedItem?.body == "- Call Bob @priority(1)")
    #expect(tasks.tagEditor == nil)
  }
}
