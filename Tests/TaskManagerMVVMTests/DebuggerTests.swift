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
    // The panel draws the last event's flow: view → view model, with what it changed.
    try await app.tap("Tasks")
    #expect(app.shows("open tab “Tasks”: 1 message"))
    #expect(app.shows("view → view model: select(tab: HomeViewModel.Tab.tasks)"))
    #expect(app.shows("tab: HomeViewModel.Tab.settings → HomeViewModel.Tab.tasks"))
    #expect(app.shows("view model ⇢ view: changed tab"))
    try await app.tap("Add")
    #expect(app.shows("view → view model: addTapped()"))
    #expect(app.shows("editor: nil → AddEditTaskViewModel"))
    try await app.type("- Logged", into: "Task")
    try await app.tap("Save")
    #expect(app.shows("tap “Save”: 1 message"))
    #expect(app.shows("view → view model: save()"))
    #expect(app.shows(#"view model → view model: work finished(success("revision r1, 7 items"))"#))
    #expect(app.shows("editor: AddEditTaskViewModel → nil"))
    // The store pushes the new outline to each of the user's windows, this one included: an
    // event of its own, from the service, listed with the others and selectable.
    let pushed = try #require(
      app.tree.first { $0.kind == .button && $0.text.contains("update pushed") })
    try await app.tap(pushed.text)
    #expect(app.shows(#"pushed("revision r1, 7 items")"#))
    #expect(app.shows("- Logged"))
  }
}
