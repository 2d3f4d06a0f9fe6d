import TaskManagerDomain
import Testing
import Views
import ViewsTesting

/// Same screen, same look: what the web page draws from the view tree (forms, rows, titles,
/// icons, roles) is the same in every variant, so one variant cannot look broken alone.
@MainActor
@Suite("Parity: same look")
struct LookScenarios {
  @Test("Login is a form; an error sits beside its Dismiss button", arguments: Variant.all)
  func login(variant: Variant) async throws {
    let scenario = Scenario(variant)
    try await scenario.app.tap("Log In")
    let form = try #require(scenario.app.tree.first { $0.kind == .form })
    #expect(form.first { $0.kind == .button && $0.text == "Log In" } != nil)
    let row = try #require(form.first { $0.kind == .hstack })
    #expect(row.children.map(\.kind) == [.text, .button])
    #expect(row.children.last?.text == "Dismiss")
  }

  @Test(
    "Settings is one form, one setting per row; Sign Out is destructive", arguments: Variant.all)
  func settings(variant: Variant) async throws {
    let scenario = Scenario(variant)
    try await scenario.logIn()
    try await scenario.openTab("Settings")
    let form = try #require(scenario.app.tree.first { $0.kind == .form })
    // (An `if` that shows nothing may leave an empty group.)
    let rows = form.children.filter { $0.kind != .group }
    #expect(rows.map(\.kind) == [.text, .toggle, .picker, .toggle, .button])
    #expect(rows.last?.text == "Sign Out")
    #expect(rows.last?.role == .destructive)
    #expect(scenario.app.tree.first { $0.kind == .navigationTitle && $0.text == "Settings" } != nil)
  }

  @Test("The detail pane has its title and the same icons", arguments: Variant.all)
  func detail(variant: Variant) async throws {
    let scenario = Scenario(variant)
    try await scenario.logIn()
    let detail = { scenario.app.tree.first { $0.kind == .detail } }
    #expect(detail()?.first { $0.kind == .navigationTitle }?.text == "Detail")
    try await scenario.selectItem("Buy milk")
    #expect(detail()?.first { $0.kind == .navigationTitle }?.text == "Detail")
    #expect(try scenario.app.element("Edit").icon == "pencil")
    #expect(try scenario.app.element("Delete").icon == "trash")
    #expect(try scenario.app.element("Add").icon == "plus")
    #expect(detail()?.first { $0.kind == .text }?.font == .title)
  }

  @Test("The Text tab's Save sits in one row with what it says", arguments: Variant.all)
  func textSaveRow(variant: Variant) async throws {
    let scenario = Scenario(variant)
    try await scenario.logIn()
    try await scenario.openTab("Text")
    // The row of the Save button: Save, then "Unsaved changes" or "Saved".
    let saveRow = {
      scenario.app.tree.first {
        $0.kind == .hstack && $0.children.contains { $0.kind == .button && $0.text == "Save" }
      }
    }
    let texts = {
      saveRow()?.children.filter { $0.kind != .button }
        .flatMap { $0.nodes { $0.kind == .text && !$0.text.isEmpty } }.map(\.text)
    }
    #expect(saveRow()?.children.first?.text == "Save")
    #expect(texts() == [])
    try await scenario.app.type("Home:\n\t- Fix the tap\n", into: "Outline")
    #expect(texts() == ["Unsaved changes"])
    try await scenario.app.tap("Save")
    #expect(texts() == ["Saved"])
  }
}
