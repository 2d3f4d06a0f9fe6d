import MVVM
import TaskManagerDomain
import TaskManagerMVVMState
import TaskPaper
import Testing
import ViewsTesting

@MainActor
@Suite("TaskMasterViewModel (states of sidebar, list, detail)")
struct TaskMasterViewModelTests {
  let host = TestHost()

  func makeTasks(
    _ environment: TaskManagerEnvironment = Fixtures.environment(), stateLog: StateLog? = nil
  ) async throws -> TaskMasterViewModel {
    let tasks = TaskMasterViewModel(
      user: Fixtures.user, context: host.context, environment: environment, stateLog: stateLog)
    tasks.load()
    try await host.settle()
    return tasks
  }

  /// A state as "sheet r3", "no sheet r3": whether the sheet is open, and the revision shown.
  func sheetAndRevision(_ state: TaskMasterState) -> String {
    "\(state.editor == nil ? "no sheet" : "sheet") \(state.screen.revision)"
  }

  @Test func loadingIsOneStateWithTheOutline() async throws {
    let tasks = TaskMasterViewModel(
      user: Fixtures.user, context: host.context, environment: Fixtures.environment())
    let recorder = StateRecorder(tasks)
    tasks.load()
    try await host.settle()
    #expect(recorder.states.map(\.screen.outline) == [Fixtures.outline])
    #expect(
      tasks.categories.map(\.title) == ["All", "Inbox", "Work", "@due", "@done", "@priority"])
    #expect(tasks.items.count == 6)
  }

  @Test func aCategoryThenShowDoneAreTwoStates() async throws {
    let tasks = try await makeTasks()
    let recorder = StateRecorder(tasks)
    tasks.select(category: .tag("due"))
    tasks.select(category: .tag("due"))  // the same: no state
    tasks.setShowDone(false)
    #expect(recorder.states.map(\.screen.category) == [.tag("due"), .tag("due")])
    #expect(recorder.states.map(\.screen.showDone) == [true, false])
    #expect(tasks.items.map(\.body) == ["- Buy milk @due(2026-11-30)"])
  }

  @Test func addOpensTheSheetThenTheStoredOutlineThenClosesIt() async throws {
    let tasks = try await makeTasks()
    let before = tasks.revision
    tasks.select(category: tasks.categories[1])  // Inbox
    let recorder = StateRecorder(tasks)
    tasks.addTapped()
    let editor = try #require(tasks.editor)
    #expect(editor.title == "New Task")
    editor.binding(\.text).wrappedValue = "Water plants"
    editor.save()
    try await host.settle()
    let after = tasks.revision
    #expect(after > before)
    // The store pushes the change to every window first; the edit's answer closes the sheet.
    #expect(
      recorder.states.map(sheetAndRevision) == [
        "sheet \(before)", "sheet \(after)", "no sheet \(after)",
      ])
    #expect(tasks.items.last?.body == "- Water plants")
  }

  @Test func anInvalidLineKeepsTheSheetWithAnErrorUntilTheTextChanges() async throws {
    let tasks = try await makeTasks()
    tasks.addTapped()
    let editor = try #require(tasks.editor)
    let recorder = StateRecorder(editor)
    editor.update(\.text, to: "Errands:")
    editor.save()
    try await host.settle()
    editor.update(\.text, to: "Errands")
    #expect(
      recorder.states == [
        TaskForm(text: "Errands:"),
        TaskForm(text: "Errands:", errorMessage: TaskLineError(text: "Errands:").message),
        TaskForm(text: "Errands"),  // the change hook cleared the error
      ])
    #expect(tasks.editor === editor)
  }

  @Test func aDismissedSheetReleasesItsViewModel() async throws {
    let tasks = try await makeTasks(stateLog: StateLog())
    tasks.addTapped()
    weak let cancelled = tasks.editor
    tasks.editor?.cancel()
    #expect(tasks.editor == nil)
    #expect(cancelled == nil)

    tasks.select(item: tasks.outline.id(of: "Call Bob"))
    tasks.editTapped()
    weak let saved = tasks.editor
    tasks.editor?.update(\.text, to: "- Call Alice")
    tasks.editor?.save()
    try await host.settle()
    #expect(tasks.selectedItem?.body == "- Call Alice")
    #expect(saved == nil)

    tasks.addTapped()
    weak let swipedAway = tasks.editor
    tasks.binding(\.editor).wrappedValue = nil  // the host dismissed the sheet
    #expect(swipedAway == nil)
  }

  @Test func deleteAsksThenRemovesAndClearsTheSelection() async throws {
    let tasks = try await makeTasks()
    let milk = tasks.outline.id(of: "Buy milk")
    tasks.select(item: milk)
    let recorder = StateRecorder(tasks)
    tasks.deleteTapped(milk)
    #expect(tasks.pendingDeletionItem?.content == "Buy milk")
    tasks.confirmDeletion()
    try await host.settle()
    #expect(recorder.states.map(\.pendingDeletion) == [milk, nil, nil])
    #expect(recorder.states.map(\.screen.selectedID) == [milk, milk, nil])
    #expect(tasks.outline[id: milk] == nil)
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

  @Test func aStoreFailureIsOneStateWithTheMessageAndTheSameOutline() async throws {
    var environment = Fixtures.environment()
    environment.taskStore.apply = { (_, _, _) async throws(TaskStoreError) -> OutlineSnapshot in
      throw .server
    }
    let tasks = try await makeTasks(environment)
    tasks.select(item: tasks.outline.id(of: "Buy milk"))
    let recorder = StateRecorder(tasks)
    tasks.toggleDone()
    try await host.settle()
    #expect(recorder.states.map(\.screen.errorMessage) == [TaskStoreError.server.message])
    #expect(recorder.states.map(\.screen.outline) == [Fixtures.outline])
  }

  @Test func aFailingLoadIsShown() async throws {
    var environment = Fixtures.environment()
    environment.taskStore = .failing(.network)
    let tasks = try await makeTasks(environment)
    #expect(tasks.errorMessage == TaskStoreError.network.message)
    #expect(tasks.items.isEmpty)
  }

  @Test func convertTagIfValidReplacesTheTagInPlaceAndReleasesTheEditor() async throws {
    let tasks = try await makeTasks(stateLog: StateLog())
    tasks.select(item: tasks.outline.id(of: "Call Bob"))
    tasks.editTag(named: "priority")
    weak let released = tasks.tagEditor
    let recorder = StateRecorder(try #require(tasks.tagEditor))
    #expect(tasks.tagEditor?.draft == "@priority(1)")
    tasks.tagEditor?.binding(\.draft).wrappedValue = "@urgent()"
    tasks.tagEditor?.convertTagIfValid()
    try await host.settle()
    #expect(recorder.states == [TagEditorState(draft: "@urgent()")])
    #expect(tasks.selectedItem?.body == "- Call Bob @urgent")
    #expect(tasks.tagEditor == nil)
    #expect(released == nil)
  }

  @Test func invalidTagTextKeepsTheOldTagAndACancelledEditorGoes() async throws {
    let tasks = try await makeTasks()
    tasks.select(item: tasks.outline.id(of: "Call Bob"))
    tasks.editTag(named: "priority")
    tasks.tagEditor?.update(\.draft, to: "urgent")
    // Recorded states hold the editor they show: this recorder stops before the leak check.
    var recorder: StateRecorder<TaskMasterState>? = StateRecorder(tasks)
    tasks.tagEditor?.convertTagIfValid()
    #expect(
      recorder?.states.map(\.screen.tagErrorMessage) == [TagTextError(text: "urgent").message])
    #expect(recorder?.states.map { $0.screen.tagEditor == nil } == [true])
    #expect(tasks.selectedItem?.body == "- Call Bob @priority(1)")
    recorder = nil

    tasks.editTag(named: "priority")
    weak let cancelled = tasks.tagEditor
    tasks.tagEditor?.cancel()
    #expect(tasks.tagEditor == nil)
    #expect(cancelled == nil)
  }
}
