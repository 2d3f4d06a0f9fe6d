import TaskManagerDomain
import Testing
import ViewsTesting

@MainActor
@Suite("Parity: settings and sessions")
struct SettingsScenarios {
  @Test("Settings name the user and show the defaults", arguments: Variant.all)
  func defaults(variant: Variant) async throws {
    let scenario = Scenario(variant)
    try await scenario.logIn()
    try await scenario.openTab("Settings")
    #expect(scenario.app.shows("Signed in as tester"))
    #expect(try scenario.app.element("Show done items").isOn)
    #expect(try !scenario.app.element("Debugger").isOn)
    #expect(!scenario.app.shows("section Debugger"))
  }

  @Test("Hiding done items hides them everywhere but @done", arguments: Variant.all)
  func hideDone(variant: Variant) async throws {
    let scenario = Scenario(variant)
    try await scenario.logIn()
    try await scenario.openTab("Settings")
    try await scenario.app.toggle("Show done items")
    try await scenario.openTab("Tasks")
    #expect(!scenario.itemRows.contains("Write report Done Sun 1 Nov 2026"))
    try await scenario.selectCategory("@done")
    #expect(scenario.itemRows == ["Write report Done Sun 1 Nov 2026"])
    try await scenario.openTab("Settings")
    try await scenario.app.toggle("Show done items")
    try await scenario.openTab("Tasks")
    try await scenario.selectCategory("All")
    #expect(scenario.itemRows.contains("Write report Done Sun 1 Nov 2026"))
  }

  @Test("The debugger appears and disappears with its setting", arguments: Variant.all)
  func debugger(variant: Variant) async throws {
    let scenario = Scenario(variant)
    try await scenario.logIn()
    try await scenario.openTab("Settings")
    try await scenario.app.toggle("Debugger")
    #expect(scenario.app.shows("section Debugger:"))
    try await scenario.app.toggle("Debugger")
    #expect(!scenario.app.shows("section Debugger:"))
  }

  @Test("Sign out returns to an empty login form", arguments: Variant.all)
  func signOut(variant: Variant) async throws {
    let scenario = Scenario(variant)
    try await scenario.logIn()
    try await scenario.openTab("Settings")
    try await scenario.app.tap("Sign Out")
    #expect(scenario.isLogin)
    #expect(!scenario.isHome)
    #expect(try scenario.app.value(of: "Username") == "")
    #expect(try scenario.app.value(of: "Password") == "")
    #expect(await scenario.environment.authClient.currentUser() == nil)
  }

  @Test(
    "Sign out with unsaved Text-tab typing asks first: keep returns to the text, discard signs out",
    arguments: Variant.all)
  func signOutWithUnsavedText(variant: Variant) async throws {
    let scenario = Scenario(variant)
    try await scenario.logIn()
    try await scenario.openTab("Text")
    let typed = try scenario.app.value(of: "Outline") + "\t- Typed, not saved\n"
    try await scenario.app.type(typed, into: "Outline")
    try await scenario.openTab("Settings")
    try await scenario.app.tap("Sign Out")
    let alert = try #require(scenario.app.alert, "Sign Out asks first")
    #expect(alert.text == SignOutPrompt.title)
    #expect(scenario.app.shows(SignOutPrompt.message))
    #expect(scenario.isHome)
    #expect(await scenario.environment.authClient.currentUser() != nil)
    try await scenario.app.press(SignOutPrompt.keepLabel, in: .alert)
    #expect(scenario.app.alert == nil)
    #expect(try scenario.app.value(of: "Outline") == typed, "the typing is kept, on screen")
    #expect(await scenario.environment.authClient.currentUser() != nil)
    try await scenario.openTab("Settings")
    try await scenario.app.tap("Sign Out")
    try await scenario.app.press(SignOutPrompt.discardLabel, in: .alert)
    #expect(scenario.isLogin)
    #expect(await scenario.environment.authClient.currentUser() == nil)
  }

  @Test("Sign out with the text saved asks nothing", arguments: Variant.all)
  func signOutWithSavedText(variant: Variant) async throws {
    let scenario = Scenario(variant)
    try await scenario.logIn()
    try await scenario.openTab("Text")
    try await scenario.app.type(
      try scenario.app.value(of: "Outline") + "\t- Saved\n", into: "Outline")
    try await scenario.app.tap("Save")
    try await scenario.openTab("Settings")
    try await scenario.app.tap("Sign Out")
    #expect(scenario.app.alert == nil)
    #expect(scenario.isLogin)
  }

  @Test("Work and settings survive signing out and in again", arguments: Variant.all)
  func persisted(variant: Variant) async throws {
    let scenario = Scenario(variant)
    try await scenario.logIn()
    try await scenario.app.tap("Add")
    try await scenario.app.type("- Remember me", into: "Task")
    try await scenario.app.tap("Save")
    try await scenario.openTab("Settings")
    try await scenario.app.toggle("Show done items")
    try await scenario.app.select("VIPER", in: "Architecture")
    try await scenario.app.tap("Sign Out")
    try await scenario.logIn()
    #expect(scenario.itemRows.contains("Remember me"))
    #expect(!scenario.itemRows.contains("Write report Done Sun 1 Nov 2026"))
    try await scenario.openTab("Settings")
    #expect(try !scenario.app.element("Show done items").isOn)
    #expect(
      scenario.app.shows(
        "Architecture: TCA | (VIPER) | MVVM | MVVM State | MVC | MVC/VIPER | VIPER/TCA"))
  }

  @Test("A second session of the same user sees the first one's work", arguments: Variant.all)
  func sharedAcrossSessions(variant: Variant) async throws {
    let first = Scenario(variant)
    try await first.logIn()
    try await first.app.tap("Add")
    try await first.app.type("- From the first window", into: "Task")
    try await first.app.tap("Save")
    let second = Scenario(variant, environment: first.environment)
    try await second.logIn()
    #expect(second.itemRows.contains("From the first window"))
  }
}
