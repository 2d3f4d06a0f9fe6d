import TaskManagerDomain
import TaskManagerMVVM
import Testing
import ViewsTesting

/// The MVVM debugger through the screens: what the event log shows once it is turned on.
@MainActor
@Suite("Debugger (event log)")
struct DebuggerTests {
  @Test func theDebuggerListsViewModelCallsAndTheirChanges() async throws {
    let app = ViewDriver { context in TaskManagerMVVM.makeApp(context, Fixtures.environment()) }
    try await app.type("tester", into: "Username")
    try await app.type("secret-password", into: "Password")
    try await app.tap("Log In")
    try await app.advance(by: .seconds(1))
    try await app.tap("Settings")
    try await app.toggle("Debugger")
    #expect(app.shows("section Debugger:"))
    try await app.tap("Tasks")
    try await app.tap("Add")
    try await app.type("- Logged", into: "Task")
    try await app.tap("Save")
    let log = app.visibleText
    #expect(
      log.contains(
        "HomeViewModel.select(tab:) → tab: HomeViewModel.Tab.settings → HomeViewModel.Tab.tasks"))
    #expect(log.contains("TaskMasterViewModel.addTapped() → editor: nil → AddEditTaskViewModel"))
    #expect(log.contains(#"AddEditTaskViewModel.binding(\.text) → text: "" → "- Logged""#))
    // The store pushes every change to each of the user's windows, this one included, before
    // the edit's own answer arrives; the answer then closes the sheet.
    #expect(log.contains("TaskMasterViewModel.updated(r1) → outline: Outline(…) → Outline(…)"))
    #expect(
      log.contains("TaskMasterViewModel.applied(insert) → editor: AddEditTaskViewModel → nil"))
    #expect(log.contains(#"  + [6]: "- Logged""#))
  }
}
