import TaskManagerDomain
import TaskPaper
import Testing
import Views
import ViewsTesting

@testable import TaskManagerVIPER

/// The whole app driven as a user would, against the screen contract (the parity suite runs
/// the full set of scenarios).
@MainActor
@Suite("App: smoke")
struct AppSmokeTests {
  let environment = TaskManagerEnvironment.inMemory(outlines: [Sample.userID: Sample.outline])

  func loggedIn() async throws -> ViewDriver {
    let app = ViewDriver { context in TaskManagerVIPER.makeApp(context, environment) }
    try await app.type("tester", into: "Username")
    try await app.type("secret-password", into: "Password")
    try await app.tap("Log In")
    #expect(app.shows("Welcome, tester!"))
    try await app.advance(by: .seconds(1))
    return app
  }

  @Test func loginThenHomeAfterOneSecond() async throws {
    let app = ViewDriver { context in TaskManagerVIPER.makeApp(context, environment) }
    #expect(app.shows("# Task Manager"))
    try await app.tap("Log In")
    #expect(app.shows(LoginInputProblem.missingField.message))
    try await app.tap("Dismiss")
    try await app.type("tester", into: "Username")
    try await app.type("secret-password", into: "Password")
    try await app.submit("Password")
    #expect(try app.element("Log In").isDisabled)
    try await app.advance(by: .milliseconds(999))
    #expect(app.tree.first { $0.kind == .tabView } == nil)
    try await app.advance(by: .milliseconds(1))
    #expect(app.shows("tabs: (Tasks) | Text | Settings"))
    #expect(app.shows("Select an item"))
  }

  @Test func addEditDeleteAndTags() async throws {
    let app = try await loggedIn()
    try await app.tap("Add")
    #expect(app.shows("# New Task"))
    try await app.type("Pay rent @home", into: "Task")
    try await app.tap("Save")
    #expect(app.shows("Pay rent home"))
    try await app.select(row: "Pay rent")
    try await app.tap("Edit")
    #expect(app.shows("# Edit Task"))
    try await app.tap("Delete")
    #expect(app.alert?.text == "Are you sure?")
    #expect(app.shows("“Pay rent” will be deleted."))
    try await app.press("Delete", in: .alert)
    #expect(app.sheet == nil)
    #expect(!app.shows("Pay rent"))
    try await app.select(row: "Buy milk")
    try await app.tap("@due(2026-11-30)")
    try await app.type("@due(2026-12-24)", into: "Tag")
    try await app.submit("Tag")
    #expect(app.shows("Buy milk Due Thu 24 Dec 2026"))
  }

  @Test func textSettingsDebuggerAndSignOut() async throws {
    let app = try await loggedIn()
    try await app.tap("Text")
    #expect(try app.value(of: "Outline") == Sample.outline.serialized())
    try await app.type("Home:\n\t- Fix the tap", into: "Outline")
    #expect(app.shows("Unsaved changes"))
    try await app.tap("Save")
    #expect(app.shows("Saved"))
    try await app.tap("Settings")
    #expect(app.shows("Signed in as tester"))
    #expect(
      app.shows(
        "Architecture: (TCA) | VIPER | MVVM | MVVM State | MVC | MVC/VIPER | VIPER/TCA"))
    try await app.toggle("Debugger")
    #expect(app.shows("section Debugger:"))
    try await app.tap("Tasks")
    #expect(app.shows("- Fix the tap"))
    #expect(app.shows("view → presenter: tabSelected(HomeTab.tasks)"))
    try await app.tap("Settings")
    try await app.tap("Sign Out")
    #expect(try app.value(of: "Username") == "")
  }
}
