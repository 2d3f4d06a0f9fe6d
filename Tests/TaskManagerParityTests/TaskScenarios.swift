import TaskManagerDomain
import TaskPaper
import Testing
import Views
import ViewsTesting

@MainActor
@Suite("Parity: tasks")
struct TaskScenarios {
  @Test("Home lists the categories and every item, nothing selected", arguments: Variant.all)
  func home(variant: Variant) async throws {
    let scenario = Scenario(variant)
    try await scenario.logIn()
    #expect(scenario.categoryRows == ["All", "Inbox", "Work", "@due", "@done", "@priority"])
    #expect(
      scenario.itemRows == [
        "Inbox", "Buy milk Due Mon 30 Nov 2026", "Call Bob [priority: 1]", "Work",
        "Write report Done Sun 1 Nov 2026", "Review pull request",
      ])
    #expect(scenario.app.shows("Select an item"))
  }

  @Test("The list shows the outline's nesting; a tag's list is flat", arguments: Variant.all)
  func hierarchy(variant: Variant) async throws {
    let text = "Home:\n\t- Paint\n\t\t- Buy paint @shop\n\t\tWhite, matt\n\tGarden:\n\t\t- Mow\n"
    let scenario = Scenario(
      variant, environment: .inMemory(outlines: [Fixtures.testerID: Outline(parsing: text)]))
    try await scenario.logIn()
    #expect(
      scenario.itemRows == [
        "Home", "Paint", "Buy paint [shop]", "White, matt", "Garden", "Mow",
      ])
    #expect(scenario.itemLevels == [0, 1, 2, 2, 1, 2])
    try await scenario.selectCategory("Home")
    #expect(scenario.itemLevels == [0, 1, 1, 0, 1])
    try await scenario.selectCategory("@shop")
    #expect(scenario.itemLevels == [0])
  }

  @Test("Choosing a category filters the list", arguments: Variant.all)
  func categories(variant: Variant) async throws {
    let scenario = Scenario(variant)
    try await scenario.logIn()
    try await scenario.selectCategory("Work")
    #expect(scenario.itemRows == ["Write report Done Sun 1 Nov 2026", "Review pull request"])
    try await scenario.selectCategory("@due")
    #expect(scenario.itemRows == ["Buy milk Due Mon 30 Nov 2026"])
    try await scenario.selectCategory("@done")
    #expect(scenario.itemRows == ["Write report Done Sun 1 Nov 2026"])
    try await scenario.selectCategory("@priority")
    #expect(scenario.itemRows == ["Call Bob [priority: 1]"])
  }

  @Test("Add saves a task line and lists it", arguments: Variant.all)
  func add(variant: Variant) async throws {
    let scenario = Scenario(variant)
    try await scenario.logIn()
    try await scenario.app.tap("Add")
    #expect(scenario.app.sheet != nil)
    try await scenario.app.type("Pay rent @due(2026-12-01) @home", into: "Task")
    try await scenario.app.tap("Save")
    #expect(scenario.app.sheet == nil)
    #expect(scenario.itemRows.last == "Pay rent [home] Due Tue 1 Dec 2026")
    #expect(scenario.categoryRows.contains("@home"))
  }

  @Test("Add in a project puts the task in that project", arguments: Variant.all)
  func addInProject(variant: Variant) async throws {
    let scenario = Scenario(variant)
    try await scenario.logIn()
    try await scenario.selectCategory("Inbox")
    try await scenario.app.tap("Add")
    try await scenario.app.type("- Water plants", into: "Task")
    try await scenario.app.tap("Save")
    #expect(
      scenario.itemRows == [
        "Buy milk Due Mon 30 Nov 2026", "Call Bob [priority: 1]", "Water plants",
      ])
  }

  @Test("An invalid line is refused and the sheet stays open with it", arguments: Variant.all)
  func addInvalid(variant: Variant) async throws {
    let scenario = Scenario(variant)
    try await scenario.logIn()
    try await scenario.app.tap("Add")
    try await scenario.app.type("Errands:", into: "Task")
    try await scenario.app.tap("Save")
    #expect(scenario.errors == ["Unable to convert Errands: into a task."])
    #expect(scenario.app.sheet != nil)
    #expect(try scenario.app.value(of: "Task") == "Errands:")
  }

  @Test("An impossible due date in a line says what exactly is wrong", arguments: Variant.all)
  func addImpossibleDate(variant: Variant) async throws {
    let scenario = Scenario(variant)
    try await scenario.logIn()
    try await scenario.app.tap("Add")
    try await scenario.app.type("Pay rent @due(2026-02-30)", into: "Task")
    try await scenario.app.tap("Save")
    #expect(
      scenario.errors == [
        "@due(2026-02-30) is not a date: day 30 is not in 2026-02 (write yyyy-MM-dd, optionally with HH:mm)"
      ])
    #expect(scenario.app.sheet != nil)
    #expect(try scenario.app.value(of: "Task") == "Pay rent @due(2026-02-30)")
  }

  @Test("Tag categories sort naturally: @p2 before @p10", arguments: Variant.all)
  func naturalTagOrder(variant: Variant) async throws {
    let text = "- One @p10\n- Two @p2\n- Three @alpha @p1"
    let scenario = Scenario(
      variant, environment: .inMemory(outlines: [Fixtures.testerID: Outline(parsing: text)]))
    try await scenario.logIn()
    #expect(scenario.categoryRows == ["All", "@due", "@done", "@alpha", "@p1", "@p2", "@p10"])
  }

  @Test("Cancel closes the Add sheet and adds nothing", arguments: Variant.all)
  func addCancel(variant: Variant) async throws {
    let scenario = Scenario(variant)
    try await scenario.logIn()
    let before = scenario.itemRows
    try await scenario.app.tap("Add")
    try await scenario.app.type("- Not wanted", into: "Task")
    try await scenario.app.tap("Cancel")
    #expect(scenario.app.sheet == nil)
    #expect(scenario.itemRows == before)
  }

  @Test("Edit rewrites the selected task", arguments: Variant.all)
  func edit(variant: Variant) async throws {
    let scenario = Scenario(variant)
    try await scenario.logIn()
    try await scenario.selectItem("Call Bob")
    try await scenario.app.tap("Edit")
    #expect(try scenario.app.value(of: "Task") == "- Call Bob @priority(1)")
    try await scenario.app.type("- Call Bob and Alice @priority(2)", into: "Task")
    try await scenario.app.tap("Save")
    #expect(scenario.app.sheet == nil)
    #expect(scenario.itemRows.contains("Call Bob and Alice [priority: 2]"))
    #expect(!scenario.itemRows.contains("Call Bob [priority: 1]"))
  }

  @Test("Cancel leaves the edited task as it was", arguments: Variant.all)
  func editCancel(variant: Variant) async throws {
    let scenario = Scenario(variant)
    try await scenario.logIn()
    try await scenario.selectItem("Review pull request")
    try await scenario.app.tap("Edit")
    try await scenario.app.type("- Something else", into: "Task")
    try await scenario.app.tap("Cancel")
    #expect(scenario.itemRows.contains("Review pull request"))
    #expect(!scenario.itemRows.contains("Something else"))
  }

  @Test("Delete asks first; confirming removes the task", arguments: Variant.all)
  func deleteConfirmed(variant: Variant) async throws {
    let scenario = Scenario(variant)
    try await scenario.logIn()
    try await scenario.selectItem("Buy milk")
    try await scenario.app.tap("Delete")
    let alert = try #require(scenario.app.alert)
    #expect(alert.text == "Are you sure?")
    #expect(scenario.app.shows("“Buy milk” will be deleted."))
    try await scenario.app.press("Delete", in: .alert)
    #expect(scenario.app.alert == nil)
    #expect(!scenario.itemRows.contains("Buy milk Due Mon 30 Nov 2026"))
    #expect(scenario.app.shows("Select an item"))
  }

  @Test("The delete alert opens with focus on Cancel, not Delete", arguments: Variant.all)
  func deleteAlertFocusesCancel(variant: Variant) async throws {
    let scenario = Scenario(variant)
    try await scenario.logIn()
    try await scenario.selectItem("Buy milk")
    try await scenario.app.tap("Delete")
    let focused = try #require(scenario.app.alert?.initialFocus)
    #expect(focused.text == "Cancel")
    #expect(focused.role == .cancel)
  }

  @Test("Cancelling the confirmation keeps the task", arguments: Variant.all)
  func deleteCancelled(variant: Variant) async throws {
    let scenario = Scenario(variant)
    try await scenario.logIn()
    try await scenario.selectItem("Buy milk")
    try await scenario.app.tap("Delete")
    try await scenario.app.press("Cancel", in: .alert)
    #expect(scenario.app.alert == nil)
    #expect(scenario.itemRows.contains("Buy milk Due Mon 30 Nov 2026"))
  }

  @Test(
    "Delete from the Edit sheet, confirmed, closes it and removes the task", arguments: Variant.all)
  func deleteFromEditSheet(variant: Variant) async throws {
    let scenario = Scenario(variant)
    try await scenario.logIn()
    try await scenario.selectItem("Review pull request")
    try await scenario.app.tap("Edit")
    try await scenario.app.tap("Delete")
    #expect(scenario.app.alert?.text == "Are you sure?")
    try await scenario.app.press("Delete", in: .alert)
    #expect(scenario.app.alert == nil)
    #expect(scenario.app.sheet == nil)
    #expect(!scenario.itemRows.contains("Review pull request"))
  }

  @Test("Mark done adds @done(today); Mark not done removes it", arguments: Variant.all)
  func markDone(variant: Variant) async throws {
    let scenario = Scenario(variant)
    try await scenario.logIn()
    try await scenario.selectItem("Review pull request")
    try await scenario.app.tap("Mark done")
    #expect(scenario.itemRows.contains("Review pull request Done \(Fixtures.todayShown)"))
    try await scenario.app.tap("Mark not done")
    #expect(scenario.itemRows.contains("Review pull request"))
    #expect(try scenario.app.element("Mark done").kind == .button)
  }

  @Test("A task store failure is shown and nothing is lost", arguments: Variant.all)
  func storeFailure(variant: Variant) async throws {
    var environment = TaskManagerEnvironment.inMemory(
      outlines: [Fixtures.testerID: Fixtures.outline])
    let working = environment.taskStore
    environment.taskStore.apply = { (_, _, _) async throws(TaskStoreError) -> OutlineSnapshot in
      throw .server
    }
    let scenario = Scenario(variant, environment: environment)
    try await scenario.logIn()
    try await scenario.selectItem("Buy milk")
    try await scenario.app.tap("Mark done")
    #expect(scenario.errors == [TaskStoreError.server.message])
    #expect(scenario.itemRows.contains("Buy milk Due Mon 30 Nov 2026"))
    #expect(try await working.export(Fixtures.testerID) == Fixtures.outline.serialized())
  }
}
