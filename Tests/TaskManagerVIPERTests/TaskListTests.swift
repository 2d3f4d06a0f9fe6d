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
    presenter = TaskListPresenter(interactor: interactor, router: router)
    presenter.view = view
  }

  @Test func startLoadsAndTheOutlineIsShown() {
    presenter.start()
    #expect(interactor.calls == [.watchOutline, .loadOutline])
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
    #expect(router.calls == [.showAddTask(at: .lastChild(of: inbox.id), basedOn: .initial)])
    presenter.categorySelected(.all)
    presenter.addTapped()
    #expect(router.calls.last == .showAddTask(at: .lastChild(of: nil), basedOn: .initial))
  }

  @Test func markDoneAppliesTheDomainsEdit() {
    presenter.outlineLoaded(OutlineSnapshot(Sample.outline))
    let bob = Sample.item("Call Bob")
    presenter.itemSelected(bob.id)
    presenter.doneTapped()
    #expect(
      interactor.calls == [
        .doneEdit(for: bob),
        .apply(TaskListInteractorSpy.doneEdit(for: bob), basedOn: .initial),
      ])
  }

  @Test func deleteAsksFirstThenDeletesClosesTheSheetAndClearsTheSelection() throws {
    presenter.outlineLoaded(OutlineSnapshot(Sample.outline))
    let milk = Sample.item("Buy milk")
    presenter.itemSelected(milk.id)
    presenter.deleteTapped()
    #expect(router.calls == [.confirmDeletion(of: milk)])
    #expect(interactor.calls.isEmpty)
    let confirm = try #require(router.confirm)
    confirm()
    #expect(interactor.calls == [.apply(.delete(milk.id), basedOn: .initial)])
    var outline = Sample.outline
    try outline.delete(milk.id)
    presenter.outlineChanged(
      OutlineSnapshot(outline, revision: OutlineRevision.initial.next), by: .delete(milk.id))
    #expect(router.calls == [.confirmDeletion(of: milk), .closeSheet])
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
    let bob = Sample.item("Call Bob")
    presenter.itemSelected(bob.id)
    presenter.tagTapped(name: "priority")
    #expect(router.calls == [.makeTagEditor(item: bob, tag: bob.tags[0], basedOn: .initial)])
    #expect(view.model?.editingTagName == "priority")
    presenter.tagEditorDidFail("Unable to convert x into a tag.")
    #expect(view.model?.editingTagName == nil)
    #expect(view.model?.tagErrorMessage == "Unable to convert x into a tag.")
    #expect(
      view.spy.values { if case .showTagEditor(let isOpen) = $0 { isOpen } else { nil } }
        == [true, false])
  }
}

@MainActor
@Suite("Tasks: interactors")
struct TaskInteractorTests {
  let app = TestApp()

  @Test func anInvalidLineIsRefusedWithoutTouchingTheStore() async throws {
    let output = AddEditTaskOutputSpy()
    let interactor = AddEditTaskInteractor(
      mode: .add(.lastChild(of: nil)), basedOn: .initial, user: Sample.user,
      taskStore: app.environment.taskStore,
      context: app.host.context)
    interactor.output = output
    interactor.save("Errands:")
    try await app.host.settle()
    #expect(output.calls == [.saveFailed("Unable to convert Errands: into a task.")])
    #expect(try await app.environment.taskStore.load(Sample.userID).outline == Sample.outline)
  }

  @Test func aValidLineIsInserted() async throws {
    let output = AddEditTaskOutputSpy()
    let interactor = AddEditTaskInteractor(
      mode: .add(.lastChild(of: nil)), basedOn: .initial, user: Sample.user,
      taskStore: app.environment.taskStore,
      context: app.host.context)
    interactor.output = output
    interactor.save("Pay rent")
    try await app.host.settle()
    let stored = try await app.environment.taskStore.load(Sample.userID)
    #expect(stored.outline.items.last?.body == "- Pay rent")
    #expect(output.calls == [.saved(stored)])
  }

  @Test func aTagIsReplacedInPlace() async throws {
    let output = TagEditorOutputSpy()
    let bob = Sample.item("Call Bob")
    let interactor = TagEditorInteractor(
      item: bob, tag: bob.tags[0], basedOn: .initial, user: Sample.user,
      taskStore: app.environment.taskStore,
      context: app.host.context)
    interactor.output = output
    interactor.convert("@urgent()")
    try await app.host.settle()
    let stored = try await app.environment.taskStore.load(Sample.userID)
    #expect(stored.outline[id: bob.id]?.body == "- Call Bob @urgent")
    #expect(output.calls == [.tagReplaced(stored)])
  }

  @Test func textThatIsNotATagIsRefused() async throws {
    let output = TagEditorOutputSpy()
    let bob = Sample.item("Call Bob")
    let interactor = TagEditorInteractor(
      item: bob, tag: bob.tags[0], basedOn: .initial, user: Sample.user,
      taskStore: app.environment.taskStore,
      context: app.host.context)
    interactor.output = output
    interactor.convert("urgent")
    try await app.host.settle()
    #expect(output.calls == [.conversionFailed("Unable to convert urgent into a tag.")])
  }

  @Test func storeFailuresReachTheOutput() async throws {
    let output = TaskListOutputSpy()
    let environment = TaskManagerEnvironment(
      authClient: .inMemory(), taskStore: .failing(.network), settingsClient: .inMemory())
    let interactor = TaskListInteractor(
      user: Sample.user, environment: environment, context: app.host.context)
    interactor.output = output
    interactor.loadOutline()
    try await app.host.settle()
    #expect(output.calls == [.editFailed(TaskStoreError.network.message, latest: nil)])
  }
}
