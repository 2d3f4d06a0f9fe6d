import Testing
import Views
import ViewsTesting
import WebHostDemo

@Suite("ViewDriver: the demo app driven like a user")
struct ViewDriverTests {
  let app = ViewDriver(app: DemoView.makeRoot)

  @Test func addingATodoThroughTheSheet() async throws {
    try await app.tap("Add")
    #expect(app.sheet != nil)
    try await app.type("Buy bread", into: "Title")
    try await app.tap("Save")
    #expect(app.sheet == nil)
    #expect(app.shows("- Buy bread"))
  }

  @Test func submittingTheFieldSavesToo() async throws {
    try await app.tap("Add")
    try await app.type("Water plants", into: "Title")
    try await app.submit("Title")
    #expect(app.shows("Water plants"))
  }

  @Test func anEmptyTitleShowsAnErrorAndKeepsTheSheet() async throws {
    try await app.tap("Add")
    try await app.tap("Save")
    #expect(app.sheet != nil)
    #expect(app.shows("Please enter a title. (error)"))
  }

  @Test func editingATodo() async throws {
    try await app.tap("Edit Buy milk")
    #expect(try app.value(of: "Title") == "Buy milk")
    try await app.type("Buy oat milk", into: "Title")
    try await app.tap("Save")
    #expect(app.shows("Buy oat milk"))
  }

  @Test func deletingAsksForConfirmation() async throws {
    try await app.tap("Delete Buy milk")
    #expect(app.alert?.text == "Are you sure?")
    #expect(app.shows("“Buy milk” will be deleted."))
    try await app.press("Cancel", in: .alert)
    #expect(app.shows("Buy milk"))
    try await app.tap("Delete Buy milk")
    try await app.press("Delete", in: .alert)
    #expect(!app.shows("Buy milk"), "\(app.visibleText)")
  }

  @Test func controlsBehindADialogCannotBeReached() async throws {
    try await app.tap("Add")
    await #expect(throws: DriverError.self) { try await app.tap("Edit Buy milk") }
    try await app.dismiss()
    try await app.tap("Edit Buy milk")
  }

  @Test func togglingShowDoneHidesDoneTodos() async throws {
    #expect(app.shows("Call mom"))
    try await app.toggle("Show done")
    #expect(app.shows("[ ] Show done"))
    #expect(!app.shows("Call mom"))
  }

  @Test func selectingRowsPickersAndTabs() async throws {
    try await app.select(row: "Buy milk")
    #expect(app.shows("* Buy milk"))
    try await app.select("Title", in: "Sort")
    #expect(app.shows("Sort: Added | (Title)"))
    try await app.select(row: "Done")
    #expect(!app.shows("* Buy milk") && app.shows("- Call mom"))
    try await app.tap("About")
    #expect(app.shows("# About"))
  }

  @Test func theDelayedReminderAppearsWhenTheClockAdvances() async throws {
    try await app.tap("Remind me in 2 s")
    #expect(app.shows("(progress) Waiting…"))
    #expect(try app.element("Remind me in 2 s").isDisabled)
    try await app.advance(by: .seconds(1))
    #expect(!app.shows("Reminder:"))
    try await app.advance(by: .seconds(1))
    #expect(app.shows("Reminder: 1 open todo(s). (success)"))
    #expect(!app.shows("Waiting…"))
  }

  @Test func failuresExplainWhatWasVisible() async throws {
    do {
      try await app.tap("Launch rocket")
      Issue.record("tapping a missing button should fail")
    } catch {
      #expect(error.message.contains("no such control is visible"))
      #expect(error.description.contains("# Todos"))
    }
  }
}
