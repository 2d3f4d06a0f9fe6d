import TaskManagerDomain
import Testing
import ViewsTesting

@MainActor
@Suite("Parity: text")
struct TextScenarios {
  @Test(
    "The Text tab shows the outline; Save replaces it and Tasks shows it", arguments: Variant.all)
  func save(variant: Variant) async throws {
    let scenario = Scenario(variant)
    try await scenario.logIn()
    try await scenario.openTab("Text")
    #expect(try scenario.app.value(of: "Outline") == Fixtures.outline.serialized())
    #expect(!scenario.app.shows("Unsaved changes"))
    try await scenario.app.type("Home:\n\t- Fix the tap @today\n", into: "Outline")
    #expect(scenario.app.shows("Unsaved changes"))
    try await scenario.app.tap("Save")
    #expect(scenario.app.shows("Saved"))
    #expect(!scenario.app.shows("Unsaved changes"))
    try await scenario.openTab("Tasks")
    #expect(scenario.itemRows == ["Home", "Fix the tap [today]"])
    #expect(scenario.categoryRows == ["All", "Home", "@due", "@done", "@today"])
  }

  @Test("\"Saved\" goes once the text changes or the tab is left", arguments: Variant.all)
  func savedDoesNotLinger(variant: Variant) async throws {
    let scenario = Scenario(variant)
    try await scenario.logIn()
    try await scenario.openTab("Text")
    try await scenario.app.type("Home:\n\t- Fix the tap\n", into: "Outline")
    try await scenario.app.tap("Save")
    #expect(scenario.app.shows("Saved"))
    try await scenario.app.type("Home:\n\t- Fix the tap now\n", into: "Outline")
    #expect(!scenario.app.shows("Saved"))
    try await scenario.app.tap("Save")
    #expect(scenario.app.shows("Saved"))
    try await scenario.openTab("Tasks")
    try await scenario.app.tap("Add")
    try await scenario.app.type("- Added on Tasks", into: "Task")
    try await scenario.app.tap("Save")
    try await scenario.openTab("Text")
    #expect(try scenario.app.value(of: "Outline").contains("- Added on Tasks"))
    #expect(!scenario.app.shows("Saved"))
  }

  @Test("Saving an empty text is refused and loses nothing", arguments: Variant.all)
  func empty(variant: Variant) async throws {
    let scenario = Scenario(variant)
    try await scenario.logIn()
    try await scenario.openTab("Text")
    try await scenario.app.type("  \n", into: "Outline")
    try await scenario.app.tap("Save")
    #expect(scenario.errors == ["Nothing to save: the text is empty."])
    try await scenario.openTab("Tasks")
    #expect(scenario.itemRows.count == 6)
  }

  @Test(
    "Text with a problem is refused, kept in the editor, and loses nothing", arguments: Variant.all)
  func invalid(variant: Variant) async throws {
    let scenario = Scenario(variant)
    try await scenario.logIn()
    try await scenario.openTab("Text")
    let broken = "Inbox:\n\t- Buy milk @due(someday)\n"
    try await scenario.app.type(broken, into: "Outline")
    try await scenario.app.tap("Save")
    #expect(scenario.errors.count == 1)
    #expect(scenario.errors.first?.contains("someday") == true)
    #expect(try scenario.app.value(of: "Outline") == broken)
    #expect(scenario.app.shows("Unsaved changes"))
    try await scenario.openTab("Tasks")
    #expect(scenario.itemRows.count == 6)
  }

  @Test("Edits on the Tasks tab show in the Text tab", arguments: Variant.all)
  func followsTasks(variant: Variant) async throws {
    let scenario = Scenario(variant)
    try await scenario.logIn()
    try await scenario.app.tap("Add")
    try await scenario.app.type("- Added on Tasks", into: "Task")
    try await scenario.app.tap("Save")
    try await scenario.openTab("Text")
    #expect(try scenario.app.value(of: "Outline").contains("- Added on Tasks"))
  }
}
