import TaskManagerDomain
import Testing
import ViewsTesting

@MainActor
@Suite("Parity: tag editor")
struct TagScenarios {
  @Test("Editing a tag replaces it in place; @tag() becomes @tag", arguments: Variant.all)
  func convert(variant: Variant) async throws {
    let scenario = Scenario(variant)
    try await scenario.logIn()
    try await scenario.selectItem("Call Bob")
    try await scenario.app.tap("@priority(1)")
    #expect(try scenario.app.value(of: "Tag") == "@priority(1)")
    try await scenario.app.type("@urgent()", into: "Tag")
    try await scenario.app.submit("Tag")
    #expect(scenario.itemRows.contains("Call Bob [urgent]"))
    #expect(scenario.categoryRows.contains("@urgent"))
    #expect(!scenario.categoryRows.contains("@priority"))
    #expect(scenario.errors.isEmpty)
  }

  @Test(
    "A tag in the middle of a line, among tags with values, is replaced where it stands",
    arguments: Variant.all)
  func replacedWhereItStands(variant: Variant) async throws {
    let scenario = Scenario(variant)
    try await scenario.logIn()
    try await scenario.app.tap("Add")
    try await scenario.app.type("- A @one @two(x y) end", into: "Task")
    try await scenario.app.tap("Save")
    try await scenario.selectItem("A @one @two(x y) end")
    try await scenario.app.tap("@two(x y)")
    try await scenario.app.type("@two(z)", into: "Tag")
    try await scenario.app.submit("Tag")
    #expect(scenario.errors.isEmpty)
    // The detail pane shows the new value, and the line kept its shape.
    #expect(try scenario.app.element("@two(z)").kind == .button)
    #expect((try? scenario.app.element("@two(x y)")) == nil)
    try await scenario.openTab("Text")
    let text = try scenario.app.value(of: "Outline")
    #expect(text.split(separator: "\n").contains("- A @one @two(z) end"), "\(text)")
    #expect(!text.contains("@two(x y)"))
  }

  @Test("A due date keeps its value", arguments: Variant.all)
  func dueDate(variant: Variant) async throws {
    let scenario = Scenario(variant)
    try await scenario.logIn()
    try await scenario.selectItem("Buy milk")
    try await scenario.app.tap("@due(2026-11-30)")
    try await scenario.app.type("@due(2026-12-24)", into: "Tag")
    try await scenario.app.submit("Tag")
    #expect(scenario.itemRows.contains("Buy milk Due Thu 24 Dec 2026"))
  }

  @Test("Text that is not a tag is refused and the old tag stays", arguments: Variant.all)
  func invalid(variant: Variant) async throws {
    let scenario = Scenario(variant)
    try await scenario.logIn()
    try await scenario.selectItem("Call Bob")
    try await scenario.app.tap("@priority(1)")
    try await scenario.app.type("urgent", into: "Tag")
    try await scenario.app.submit("Tag")
    #expect(scenario.errors == ["Unable to convert urgent into a tag."])
    #expect(scenario.itemRows.contains("Call Bob [priority: 1]"))
    #expect(try scenario.app.element("@priority(1)").kind == .button)
  }

  @Test("An unreadable due date is refused", arguments: Variant.all)
  func invalidDueDate(variant: Variant) async throws {
    let scenario = Scenario(variant)
    try await scenario.logIn()
    try await scenario.selectItem("Buy milk")
    try await scenario.app.tap("@due(2026-11-30)")
    try await scenario.app.type("@due(someday)", into: "Tag")
    try await scenario.app.submit("Tag")
    #expect(scenario.errors.count == 1)
    #expect(scenario.errors.first?.hasPrefix("@due(someday) is not a date: ") == true)
    #expect(scenario.itemRows.contains("Buy milk Due Mon 30 Nov 2026"))
  }

  @Test("An impossible due date is refused with what exactly is wrong", arguments: Variant.all)
  func impossibleDueDate(variant: Variant) async throws {
    let scenario = Scenario(variant)
    try await scenario.logIn()
    try await scenario.selectItem("Buy milk")
    try await scenario.app.tap("@due(2026-11-30)")
    try await scenario.app.type("@due(2026-02-30)", into: "Tag")
    try await scenario.app.submit("Tag")
    // The Text tab's words for the same value.
    #expect(
      scenario.errors == [
        "@due(2026-02-30) is not a date: day 30 is not in 2026-02 (write yyyy-MM-dd, optionally with HH:mm)"
      ])
    #expect(scenario.itemRows.contains("Buy milk Due Mon 30 Nov 2026"))
  }

  @Test("Cancel closes the tag editor unchanged", arguments: Variant.all)
  func cancel(variant: Variant) async throws {
    let scenario = Scenario(variant)
    try await scenario.logIn()
    try await scenario.selectItem("Call Bob")
    try await scenario.app.tap("@priority(1)")
    try await scenario.app.type("@other", into: "Tag")
    try await scenario.app.tap("Cancel")
    #expect(throws: DriverError.self) { try scenario.app.element("Tag") }
    #expect(scenario.itemRows.contains("Call Bob [priority: 1]"))
  }

  @Test(
    "The tag editor offers Save beside Cancel; Save does what Return does", arguments: Variant.all)
  func saveButton(variant: Variant) async throws {
    let scenario = Scenario(variant)
    try await scenario.logIn()
    try await scenario.selectItem("Call Bob")
    try await scenario.app.tap("@priority(1)")
    let editor = try #require(
      scenario.app.tree.first { node in node.children.contains { $0.text == "Tag" } })
    #expect(editor.children.map(\.text) == ["Tag", "Save", "Cancel"])
    try await scenario.app.type("@priority(3)", into: "Tag")
    try await scenario.app.tap("Save")
    #expect(scenario.errors.isEmpty)
    #expect(throws: DriverError.self) { try scenario.app.element("Tag") }
    #expect(scenario.itemRows.contains("Call Bob [priority: 3]"))
  }
}
