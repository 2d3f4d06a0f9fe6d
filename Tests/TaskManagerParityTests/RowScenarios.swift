import TaskManagerDomain
import TaskPaper
import Testing
import Views
import ViewsTesting

/// Items read as a person reads them — a title, tags as chips, a due date, a done mark — not
/// as TaskPaper syntax, in every variant; the raw line stays in the editor.
@MainActor
@Suite("Parity: rows as read")
struct RowScenarios {
  static let text = """
    Errands:
    \t- Pay rent @due(2026-12-01 09:00) @home @priority(high)
    \t- Call @mom about the trip @today
    \t- Renew passport @due(2026-02-30)
    \t- Fix the bike @done
    \tBring the receipt
    \t@someday
    """

  func scenario(_ variant: Variant) -> Scenario {
    Scenario(
      variant,
      environment: .inMemory(outlines: [Fixtures.testerID: Outline(parsing: Self.text)]))
  }

  @Test("Rows show titles, chips, due dates and done marks, not syntax", arguments: Variant.all)
  func rowsAsRead(variant: Variant) async throws {
    let scenario = scenario(variant)
    try await scenario.logIn()
    #expect(
      scenario.itemRows == [
        "Errands",
        "Pay rent [home] [priority: high] Due Tue 1 Dec 2026 09:00",
        "Call @mom about the trip [mom] [today]",
        "Renew passport Due 2026-02-30",
        "Fix the bike Done",
        "Bring the receipt",
        "[someday]",
      ])
    #expect(scenario.itemLevels == [0, 1, 1, 1, 1, 1, 1])
  }

  @Test("A project reads as a heading without its colon", arguments: Variant.all)
  func projectHeading(variant: Variant) async throws {
    let scenario = scenario(variant)
    try await scenario.logIn()
    let title = try #require(scenario.itemTexts(inRow: "Errands").first)
    #expect(title.text == "Errands")
    #expect(title.font == .headline)
    // The list's project row and the sidebar's category have the same name; each is found
    // where it is.
    try await scenario.selectItem("Errands")
    #expect(scenario.detailTitleTexts.map(\.text) == ["Errands"])
    try await scenario.selectCategory("Errands")
    #expect(scenario.itemRows.first == "Pay rent [home] [priority: high] Due Tue 1 Dec 2026 09:00")
  }

  @Test("Tags are chips; a date that is not one is shown as written", arguments: Variant.all)
  func chipsAndDates(variant: Variant) async throws {
    let scenario = scenario(variant)
    try await scenario.logIn()
    let rent = scenario.itemTexts(inRow: "Pay rent")
    #expect(rent.map(\.text) == ["Pay rent", "home", "priority: high", "Due Tue 1 Dec 2026 09:00"])
    #expect(rent.map(\.style) == [nil, .chip, .chip, .secondary])
    let passport = scenario.itemTexts(inRow: "Renew passport")
    #expect(passport.last?.text == "Due 2026-02-30")
    #expect(passport.last?.style == .error)
  }

  @Test("A done task is marked; marking one done shows the day", arguments: Variant.all)
  func doneMarked(variant: Variant) async throws {
    let scenario = scenario(variant)
    try await scenario.logIn()
    let bike = scenario.itemTexts(inRow: "Fix the bike")
    #expect(bike.map(\.text) == ["Fix the bike", "Done"])
    #expect(bike.map(\.style) == [.secondary, .success])
    try await scenario.selectItem("Pay rent")
    try await scenario.app.tap("Mark done")
    #expect(
      scenario.itemRows.contains(
        "Pay rent [home] [priority: high] Due Tue 1 Dec 2026 09:00 Done \(Fixtures.todayShown)"))
  }

  @Test(
    "The detail pane titles a tagged task with a due date without tag syntax",
    arguments: Variant.all)
  func detailTitleAsRead(variant: Variant) async throws {
    let scenario = scenario(variant)
    try await scenario.logIn()
    try await scenario.selectItem("Pay rent")
    let title = scenario.detailTitleTexts
    #expect(title.map(\.text) == ["Pay rent", "Due Tue 1 Dec 2026 09:00"])
    #expect(title.map(\.font) == [.title, nil])
    #expect(title.map(\.style) == [nil, .secondary])
    // The tags are listed once, in the Tags section, each as it is written: the only texts
    // with `@` in the pane are those buttons' titles.
    let detail = try #require(scenario.app.tree.first { $0.kind == .detail })
    let tagButtons = detail.nodes { $0.kind == .button }.map(\.text).filter { $0.hasPrefix("@") }
    #expect(tagButtons == ["@due(2026-12-01 09:00)", "@home", "@priority(high)"])
    let textsWithTags = detail.nodes { $0.kind == .text }.map(\.text).filter { $0.contains("@") }
    #expect(textsWithTags.allSatisfy(tagButtons.contains))
  }

  @Test("The detail pane marks a done task and names an untitled one", arguments: Variant.all)
  func detailTitleDoneAndUntitled(variant: Variant) async throws {
    let scenario = scenario(variant)
    try await scenario.logIn()
    try await scenario.selectItem("Fix the bike")
    #expect(scenario.detailTitleTexts.map(\.text) == ["Fix the bike", "Done"])
    #expect(scenario.detailTitleTexts.last?.style == .success)
    try await scenario.selectItem("someday")
    #expect(scenario.detailTitleTexts.map(\.text) == ["Untitled note"])
    #expect(scenario.detailTitleTexts.first?.style == .secondary)
  }

  @Test("The editor keeps the raw line the row reads from", arguments: Variant.all)
  func editorKeepsSyntax(variant: Variant) async throws {
    let scenario = scenario(variant)
    try await scenario.logIn()
    try await scenario.selectItem("Pay rent")
    try await scenario.app.tap("Edit")
    #expect(
      try scenario.app.value(of: "Task")
        == "- Pay rent @due(2026-12-01 09:00) @home @priority(high)")
    try await scenario.app.type("- Pay rent @due(2026-12-24) @home", into: "Task")
    try await scenario.app.tap("Save")
    #expect(scenario.itemRows.contains("Pay rent [home] Due Thu 24 Dec 2026"))
  }
}
