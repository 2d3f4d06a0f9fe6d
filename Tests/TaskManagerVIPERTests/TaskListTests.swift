import TaskManagerDomain
import TaskPaper
import Testing
import Views
import Viper
import ViperTesting

@testable import TaskManagerVIPER

@MainActor
@Suite("Tasks: presenter")
struct TaskListPresenterTests {
  let view = TaskListViewSpy()
  let interactor = TaskListInteractorSpy()
  let router = TaskListRouterSpy()
  let presenter: TaskListPresenter

  init() {
    presenter = TaskListPresenter(interactor: interactor, router: router, log: EventLog())
    presenter.view = view
  }

  @Test func startLoadsAndTheOutlineIsShown() {
    presenter.start()
    #expect(interactor.spy.loadOutlineCalled)
    presenter.outlineLoaded(OutlineSnapshot(Sample.outline))
    #expect(
      view.model?.categories.map(\.title) == ["All", "Inbox", "Work", "@due", "@done", "@priority"])
    #expect(view.model?.items.count == 5)
    #expect(view.model?.selectedItem == nil)
  }

  @Test func hidingDoneItemsFiltersTheList() {
    presenter.outlineLoaded(OutlineSnapshot(Sample.outline))
    presenter.setShowDone(false)
    #expect(view.model?.items.contains { $0.tag("done") != nil } == false)
  }

  @Test func addInAProjectInsertsAsItsLastChild() {
    presenter.outlineLoaded(OutlineSnapshot(Sample.outline))
    let inbox = Sample.item("Inbox")
    presenter.categorySelected(.project(inbox.id, name: "Inbox"))
    presenter.addTapped()
    #expect(router.spy.lastArgument(of: "showAddTask") == InsertionPoint.lastChild(of: inbox.id))
    presenter.categorySelected(.all)
    presenter.addTapped()
    #expect(router.spy.lastArgument(of: "showAddTask") == InsertionPoint.lastChild(of: nil))
  }

  @Test func markDoneAppliesTheDomainsEdit() {
    presenter.outlineLoaded(OutlineSnapshot(Sample.outline))
    presenter.itemSelected(Sample.item("Call Bob").id)
    presenter.doneTapped()
    #expect(interactor.spy.doneEditCalled)
    #expect(interactor.spy.applyCalled)
  }

  @Test func deleteAsksFirstThenDeletesClosesTheSheetAndClearsTheSelection() throws {
    presenter.outlineLoaded(OutlineSnapshot(Sample.outline))
    let milk = Sample.item("Buy milk")
    presenter.itemSelected(milk.id)
    presenter.deleteTapped()
    #expect(router.spy.lastArgument(of: "confirmDeletion", as: Item.self)?.id == milk.id)
    #expect(!interactor.spy.applyCalled)
    let confirm = try #require(router.confirm)
    confirm()
    #expect(interactor.spy.lastArgument(of: "apply") == OutlineEdit.delete(milk.id))
    var outline = Sample.outline
    try outline.delete(milk.id)
    presenter.outlineChanged(
      OutlineSnapshot(outline, revision: OutlineRevision.initial.next), by: .delete(milk.id))
    #expect(router.spy.closeSheetCalled)
    #expect(view.model?.selectedItem == nil)
  }

  @Test func aStoreFailureIsShownAndTheOutlineKept() {
    presenter.outlineLoaded(OutlineSnapshot(Sample.outline))
    presenter.editFailed(TaskStoreError.server.message, latest: nil)
    #expect(view.model?.errorMessage == TaskStoreError.server.message)
    #expect(view.model?.items.count == 5)
  }

  @Test func tagEditorOpensInPlaceAndARefusalClosesIt() {
    presenter.outlineLoaded(OutlineSnapshot(Sample.outline))
    presenter.itemSelected(Sample.item("Call Bob").id)
    presenter.tagTapped(name: "priority")
    #expect(router.spy.makeTagEditorCalled)
    #expect(view.model?.editingTagName == "priority")
    presenter.tagEditorDidFail("Unable to convert x into a tag.")
    #expect(view.model?.editingTagName == nil)
    #expect(view.model?.tagErrorMessage == "Unable to convert x into a tag.")
    #expect(view.spy.arguments(of: "showTagEditor").count == 2)
  }
}

@MainActor
@Suite("Tasks: interactors")
struct TaskInteractorTests {
  let host = TestHost()

  @Test func anInvalidLineIsRefusedWithoutTouchingTheStore() async throws {
    let output = AddEditTaskOutputSpy()
    let interactor = AddEditTaskInteractor(
      mode: .add(.lastChild(of: nil)), basedOn: .initial, user: Sample.user,
      taskStore: host.environment.taskStore,
      context: host.context)
    interactor.output = output
    interactor.save("Errands:")
    await host.settle()
    #expect(output.spy.lastArgument(of: "saveFailed") == "Unable to convert Errands: into a task.")
    #expect(try await host.environment.taskStore.load(Sample.userID).outline == Sample.outline)
  }

  @Test func aValidLineIsInserted() async throws {
    let output = AddEditTaskOutputSpy()
    let interactor = AddEditTaskInteractor(
      mode: .add(.lastChild(of: nil)), basedOn: .initial, user: Sample.user,
      taskStore: host.environment.taskStore,
      context: host.context)
    interactor.output = output
    interactor.save("Pay rent")
    await host.settle()
    let outline = try #require(output.spy.lastArgument(of: "saved", as: Outline.self))
    #expect(outline.items.last?.body == "- Pay rent")
  }

  @Test func aTagIsReplacedInPlace() async throws {
    let output = TagEditorOutputSpy()
    let bob = Sample.item("Call Bob")
    let interactor = TagEditorInteractor(
      item: bob, tag: bob.tags[0], basedOn: .initial, user: Sample.user,
      taskStore: host.environment.taskStore,
      context: host.context)
    interactor.output = output
    interactor.convert("@urgent()")
    await host.settle()
    let outline = try #require(output.spy.lastArgument(of: "tagReplaced", as: Outline.self))
    #expect(outline[id: bob.id]?.body == "- Call Bob @urgent")
  }

  @Test func textThatIsNotATagIsRefused() async {
    let output = TagEditorOutputSpy()
    let bob = Sample.item("Call Bob")
    let interactor = TagEditorInteractor(
      item: bob, tag: bob.tags[0], basedOn: .initial, user: Sample.user,
      taskStore: host.environment.taskStore,
      context: host.context)
    interactor.output = output
    interactor.convert("urgent")
    await host.settle()
    #expect(
      output.spy.lastArgument(of: "conversionFailed") == "Unable to convert urgent into a tag.")
  }

  @Test func storeFailuresReachTheOutput() async {
    final class Output: TaskListInteractorOutput, Spying {
      let spy = Spy()
      func outlineLoaded(_ snapshot: OutlineSnapshot) { record(snapshot) }
      func outlineChanged(_ snapshot: OutlineSnapshot, by edit: OutlineEdit) { record(snapshot) }
      func outlineUpdated(_ snapshot: OutlineSnapshot) { record(snapshot) }
      func editFailed(_ message: String, latest: OutlineSnapshot?) { record(message) }
    }
    let output = Output()
    let environment = TaskManagerEnvironment(
      authClient: .inMemory(), taskStore: .failing(.network), settingsClient: .inMemory())
    let interactor = TaskListInteractor(
      user: Sample.user, environment: environment, context: host.context)
    interactor.output = output
    interactor.loadOutline()
    await host.settle()
    #expect(output.spy.lastArgument(of: "editFailed") == TaskStoreError.network.message)
  }
}
