import Foundation
import TaskManagerDomain
import Testing
import ViewsTesting

/// One account open in two windows (two sessions on one store), on every variant: an edit
/// names the item the user saw, a change made in one window shows in the other, and an edit
/// that would overwrite a newer change is refused with the user's text kept.
@MainActor
@Suite("Parity: two windows of one account")
struct TwoWindowScenarios {
  /// Two logged-in windows of the test account sharing one in-memory store holding `text`.
  private func twoWindows(_ variant: Variant, text: String) async throws -> (Scenario, Scenario) {
    let environment = TaskManagerEnvironment.inMemory(
      outlines: [Fixtures.testerID: .init(parsing: text)])
    let a = Scenario(variant, environment: environment)
    let b = Scenario(variant, environment: environment)
    try await a.logIn()
    try await b.logIn()
    return (a, b)
  }

  @Test(
    "A line added at the top in one window does not make the other delete the wrong task",
    arguments: Variant.all)
  func deleteAfterInsertElsewhere(variant: Variant) async throws {
    let (a, b) = try await twoWindows(variant, text: "- Alpha\n- Bravo\n- Charlie")
    try await b.selectItem("Bravo")
    try await a.openTab("Text")
    try await a.app.type("- Zulu\n- Alpha\n- Bravo\n- Charlie", into: "Outline")
    try await a.app.tap("Save")
    try await b.app.settle()
    #expect(b.itemRows == ["Zulu", "Alpha", "Bravo", "Charlie"])
    try await b.app.tap("Delete")
    #expect(b.app.shows("“Bravo” will be deleted."))
    try await b.app.press("Delete", in: .alert)
    try await a.app.settle()
    #expect(b.itemRows == ["Zulu", "Alpha", "Charlie"])
    try await a.openTab("Tasks")
    #expect(a.itemRows == ["Zulu", "Alpha", "Charlie"])
  }

  @Test("A change in one window shows in the other at once", arguments: Variant.all)
  func changesPropagate(variant: Variant) async throws {
    let (a, b) = try await twoWindows(variant, text: "- Alpha")
    try await a.app.tap("Add")
    try await a.app.type("- Added in A", into: "Task")
    try await a.app.tap("Save")
    try await b.app.settle()
    #expect(b.itemRows == ["Alpha", "Added in A"])
    try await b.openTab("Text")
    #expect(try b.app.value(of: "Outline") == "- Alpha\n- Added in A")
    try await b.openTab("Settings")
    try await b.app.toggle("Show done items")
    try await a.app.settle()
    try await a.openTab("Settings")
    #expect(try a.app.element("Show done items").isOn == false)
  }

  @Test(
    "Editing a task another window deleted says so and changes nothing",
    arguments: Variant.all)
  func editOfDeletedTask(variant: Variant) async throws {
    let (a, b) = try await twoWindows(variant, text: "- Alpha\n- Bravo")
    try await b.selectItem("Bravo")
    try await b.app.tap("Edit")
    try await a.selectItem("Bravo")
    try await a.app.tap("Delete")
    try await a.app.press("Delete", in: .alert)
    try await b.app.settle()
    try await b.app.type("- Bravo renamed", into: "Task")
    try await b.app.tap("Save")
    #expect(b.app.shows("That task was deleted in another window."))
    try await a.app.settle()
    #expect(a.itemRows == ["Alpha"])
  }

  @Test(
    "Two windows editing the same task: the second is refused, its text shown",
    arguments: Variant.all)
  func sameTaskEditedTwice(variant: Variant) async throws {
    let (a, b) = try await twoWindows(variant, text: "- Buy milk\n- Call Bob")
    for window in [a, b] {
      try await window.selectItem("Buy milk")
      try await window.app.tap("Edit")
    }
    try await a.app.type("- Buy oat milk", into: "Task")
    try await a.app.tap("Save")
    try await b.app.settle()
    try await b.app.type("- Buy soy milk", into: "Task")
    try await b.app.tap("Save")
    #expect(b.app.shows("That task was changed in another window, so your change was not saved."))
    #expect(b.app.shows("Your text: “- Buy soy milk”"))
    try await a.app.settle()
    #expect(a.itemRows == ["Buy oat milk", "Call Bob"])
  }

  @Test(
    "A Text-tab save over the other window's new task keeps both texts",
    arguments: Variant.all)
  func staleTextSaveKeepsBoth(variant: Variant) async throws {
    let (a, b) = try await twoWindows(variant, text: "- Alpha")
    try await a.openTab("Text")
    try await a.app.type("- Alpha\n- Typed in A", into: "Outline")
    try await b.app.tap("Add")
    try await b.app.type("- Added in B", into: "Task")
    try await b.app.tap("Save")
    try await a.app.settle()
    // A's typing is never replaced by the update.
    #expect(try a.app.value(of: "Outline") == "- Alpha\n- Typed in A")
    try await a.app.tap("Save")
    #expect(a.app.shows("The outline was changed in another window since this text was loaded."))
    #expect(try a.app.value(of: "Outline") == "- Alpha\n- Typed in A")
    #expect(try a.app.value(of: "Saved in another window") == "- Alpha\n- Added in B")
    try await b.app.settle()
    #expect(b.itemRows == ["Alpha", "Added in B"])
    // Having seen the newer outline, saving again replaces it on purpose.
    try await a.app.tap("Save")
    try await b.app.settle()
    #expect(b.itemRows == ["Alpha", "Typed in A"])
  }

  @Test("Another account's windows see nothing", arguments: Variant.all)
  func otherUsersUnaffected(variant: Variant) async throws {
    // In-memory accounts are numbered by name: "tester" (1) before "vera" (2).
    let environment = TaskManagerEnvironment.inMemory(
      accounts: [
        AuthClient.testAccount.username: AuthClient.testAccount.password,
        "vera": "compiler-1952",
      ],
      outlines: [Fixtures.testerID: .init(parsing: "- Alpha")])
    let tester = Scenario(variant, environment: environment)
    let vera = Scenario(variant, environment: environment)
    try await tester.logIn()
    try await vera.logIn(username: "vera", password: "compiler-1952")
    let before = vera.itemRows
    try await tester.app.tap("Add")
    try await tester.app.type("- Only for the tester", into: "Task")
    try await tester.app.tap("Save")
    try await vera.app.settle()
    #expect(vera.itemRows == before)
    #expect(!vera.app.shows("Only for the tester"))
  }
}
