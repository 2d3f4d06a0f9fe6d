import MVC
import TaskManagerDomain
import TaskManagerMVC
import TaskPaper
import Testing
import ViewsTesting

@MainActor
@Suite("TaskListViewController")
struct TaskListViewControllerTests {
  let host = TestHost()

  func makeTasks(_ environment: TaskManagerEnvironment = Fixtures.environment()) async throws
    -> TaskListViewController
  {
    let tasks = TaskListViewController(
      user: Fixtures.user, context: host.context, environment: environment)
    try await host.settle()
    return tasks
  }

  @Test func theLoadedOutlineIsPushedIntoTheThreePanes() async throws {
    let tasks = try await makeTasks()
    #expect(
      tasks.sidebarView.categories.map(\.title) == [
        "All", "Inbox", "Work", "@due", "@done", "@priority",
      ])
    #expect(tasks.rows.count == 6)
    #expect(tasks.detailView.item == nil)
  }

  @Test func choosingACategoryFiltersTheListAndDropsASelectionItNoLongerLists() async throws {
    let tasks = try await makeTasks()
    let milk = Fixtures.outline.item("Buy milk")
    tasks.itemSelected(milk.id)
    #expect(tasks.detailView.item?.body == "- Buy milk @due(2026-11-30)")
    tasks.categorySelected(.tag("priority"))
    #expect(tasks.rows == ["- Call Bob @priority(1)"])
    #expect(tasks.itemsView.category == .tag("priority"))
    #expect(tasks.detailView.item == nil)
    #expect(tasks.itemsView.selectedItemID == nil)
  }

  @Test func hidingDoneItemsIsPushedIntoTheList() async throws {
    let tasks = try await makeTasks()
    tasks.setShowDone(false)
    #expect(!tasks.rows.contains("- Write report @done(2026-11-01)"))
  }

  @Test func addPresentsTheNewTaskSheetWhoseSaveIsListed() async throws {
    let tasks = try await makeTasks()
    tasks.addTapped()
    let sheet = try #require(tasks.presentedController as? AddEditTaskViewController)
    #expect(sheet.view.title == "New Task")
    #expect(!sheet.view.showsDelete)
    sheet.view.text = "Pay rent @due(2026-12-01)"
    sheet.saveTapped()
    try await host.settle()
    #expect(tasks.presentedController == nil)
    #expect(tasks.rows.last == "- Pay rent @due(2026-12-01)")
  }

  @Test func anInvalidLineStaysInTheSheetWithItsText() async throws {
    let tasks = try await makeTasks()
    tasks.addTapped()
    let sheet = try #require(tasks.presentedController as? AddEditTaskViewController)
    sheet.view.text = "Errands:"
    sheet.saveTapped()
    try await host.settle()
    #expect(tasks.presentedController === sheet)
    #expect(sheet.view.errorMessage == "Unable to convert Errands: into a task.")
    #expect(sheet.view.text == "Errands:")
  }

  @Test func theEditSheetStartsWithTheItemAndOffersDelete() async throws {
    let tasks = try await makeTasks()
    tasks.itemSelected(Fixtures.outline.item("Call Bob").id)
    tasks.editTapped()
    let sheet = try #require(tasks.presentedController as? AddEditTaskViewController)
    #expect(sheet.view.title == "Edit Task")
    #expect(sheet.view.text == "- Call Bob @priority(1)")
    #expect(sheet.view.showsDelete)
  }

  @Test func deleteAsksFirstThenRemovesTheItem() async throws {
    let tasks = try await makeTasks()
    tasks.itemSelected(Fixtures.outline.item("Buy milk").id)
    tasks.deleteTapped()
    let alert = try #require(tasks.presentedAlert)
    #expect(alert.title == DeletionPrompt.title)
    #expect(alert.message == "“Buy milk” will be deleted.")
    #expect(alert.actions.map(\.title) == ["Delete", "Cancel"])
    alert.actions[0].handler()
    try await host.settle()
    #expect(!tasks.rows.contains("- Buy milk @due(2026-11-30)"))
    #expect(tasks.detailView.item == nil)
  }

  @Test func deletingFromTheEditSheetClosesItAndReleasesIt() async throws {
    let tasks = try await makeTasks()
    tasks.itemSelected(Fixtures.outline.item("Review pull request").id)
    weak var released: AddEditTaskViewController?
    do {
      tasks.editTapped()
      let sheet = try #require(tasks.presentedController as? AddEditTaskViewController)
      released = sheet
      sheet.deleteTapped()
    }
    let alert = try #require(tasks.presentedAlert)
    alert.actions[0].handler()
    try await host.settle()
    #expect(tasks.presentedController == nil)
    #expect(!tasks.rows.contains("- Review pull request"))
    #expect(released == nil)
  }

  @Test func aCancelledSheetIsReleasedAndItsSaveNeverLands() async throws {
    let tasks = try await makeTasks()
    weak var released: AddEditTaskViewController?
    do {
      tasks.addTapped()
      let sheet = try #require(tasks.presentedController as? AddEditTaskViewController)
      released = sheet
      sheet.view.text = "- Not wanted"
      sheet.cancelTapped()
    }
    try await host.settle()
    #expect(tasks.presentedController == nil)
    #expect(released == nil)
    #expect(!tasks.rows.contains("- Not wanted"))
  }

  @Test func markDoneStoresTodaysDoneTag() async throws {
    let tasks = try await makeTasks()
    tasks.itemSelected(Fixtures.outline.item("Review pull request").id)
    tasks.doneTapped()
    try await host.settle()
    #expect(tasks.detailView.item?.body == "- Review pull request @done(2026-11-18)")
  }

  @Test func aStoreFailureIsShownAndTheOutlineKept() async throws {
    let tasks = try await makeTasks(Fixtures.environment(failingEditsWith: .server))
    tasks.itemSelected(Fixtures.outline.item("Buy milk").id)
    tasks.doneTapped()
    try await host.settle()
    #expect(tasks.itemsView.errorMessage == TaskStoreError.server.message)
    #expect(tasks.rows.contains("- Buy milk @due(2026-11-30)"))
  }

  @Test func aTagEditorIsAChildInPlaceOfItsTagAndGoesOnceConverted() async throws {
    let tasks = try await makeTasks()
    tasks.itemSelected(Fixtures.outline.item("Call Bob").id)
    weak var released: TagEditorViewController?
    do {
      tasks.tagTapped(name: "priority")
      let editor = try #require(tasks.children.first as? TagEditorViewController)
      released = editor
      #expect(tasks.detailView.tagEditor?.tagName == "priority")
      #expect(tasks.detailView.tagEditor?.view === editor.view)
      #expect(editor.view.text == "@priority(1)")
      editor.view.text = "@urgent()"
      editor.submitted()
      try await host.settle()
    }
    #expect(tasks.children.isEmpty)
    #expect(tasks.detailView.tagEditor == nil)
    #expect(tasks.detailView.item?.body == "- Call Bob @urgent")
    #expect(released == nil)
  }

  @Test func textThatIsNotATagIsRefusedAndTheOldTagStays() async throws {
    let tasks = try await makeTasks()
    tasks.itemSelected(Fixtures.outline.item("Call Bob").id)
    tasks.tagTapped(name: "priority")
    let editor = try #require(tasks.children.first as? TagEditorViewController)
    editor.view.text = "urgent"
    editor.submitted()
    try await host.settle()
    #expect(tasks.detailView.tagErrorMessage == "Unable to convert urgent into a tag.")
    #expect(tasks.detailView.tagEditor == nil)
    #expect(tasks.children.isEmpty)
    #expect(tasks.detailView.item?.body == "- Call Bob @priority(1)")
  }

  @Test func choosingAnotherItemClosesTheTagEditor() async throws {
    let tasks = try await makeTasks()
    tasks.itemSelected(Fixtures.outline.item("Call Bob").id)
    tasks.tagTapped(name: "priority")
    tasks.itemSelected(Fixtures.outline.item("Buy milk").id)
    #expect(tasks.children.isEmpty)
    #expect(tasks.detailView.tagEditor == nil)
  }
}
