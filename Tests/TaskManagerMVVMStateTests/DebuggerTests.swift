import TaskManagerDomain
import TaskManagerMVVMState
import Testing
import ViewsTesting

/// The debugger through the screens: the event log and the states each view model went
/// through, once it is turned on.
@MainActor
@Suite("Debugger (event log and states)")
struct DebuggerTests {
  @Test func theDebuggerListsCallsAndStates() async throws {
    let app = ViewDriver { context in
      TaskManagerMVVMState.makeApp(context, Fixtures.environment())
    }
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
      log.contains("HomeViewModel.select(tab:) → tab: HomeState.Tab.settings → HomeState.Tab.tasks")
    )
    #expect(log.contains("TaskMasterViewModel.addTapped() → editor: nil → AddEditTaskViewModel"))
    #expect(log.contains(#"AddEditTaskViewModel.binding(\.text) → text: "" → "- Logged""#))
    #expect(
      log.contains("TaskMasterViewModel.applied(insert) → editor: AddEditTaskViewModel → nil"))
    #expect(log.contains(#"  + [6]: "- Logged""#))
    #expect(log.contains("section States:"))
    #expect(log.contains(#"AddEditTaskViewModel #1: text: "- Logged", errorMessage: nil"#))
    #expect(log.contains("HomeViewModel #2: tab: HomeState.Tab.settings, showsDebugger: true"))
  }
}
