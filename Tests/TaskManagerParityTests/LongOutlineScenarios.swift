import TaskManagerDomain
import TaskPaper
import Testing
import ViewsTesting

@MainActor
@Suite("Parity: long outlines")
struct LongOutlineScenarios {
  static let tasks = 450

  func scenario(_ variant: Variant) -> Scenario {
    let text = (1...Self.tasks).map { "- Task \($0)" }.joined(separator: "\n")
    return Scenario(
      variant, environment: .inMemory(outlines: [Fixtures.testerID: Outline(parsing: text)]))
  }

  @Test("A long outline lists a page of rows; Show more adds the next", arguments: Variant.all)
  func pages(variant: Variant) async throws {
    let scenario = scenario(variant)
    try await scenario.logIn()
    #expect(scenario.itemRows == (1...100).map { "Task \($0)" })
    let more = scenario.app.tree.first { $0.accessibilityLabel == "Show more rows" }
    #expect(more?.text == "Show more (100 of 450 shown)")
    try await scenario.app.tap("Show more rows")
    #expect(scenario.itemRows.count == 200)
    #expect(scenario.itemRows.last == "Task 200")
  }

  @Test("A row far down can be selected, edited and stays shown", arguments: Variant.all)
  func farRow(variant: Variant) async throws {
    let scenario = scenario(variant)
    try await scenario.logIn()
    try await scenario.app.tap("Show more rows")
    try await scenario.app.tap("Show more rows")
    try await scenario.selectItem("Task 250")
    // The item list resolved its three pages and left the rest out.
    #expect(scenario.app.host.lastRender.rowsSkipped == 150)
    try await scenario.app.tap("Mark done")
    #expect(scenario.itemRows.contains("Task 250 Done \(Fixtures.todayShown)"))
    #expect(scenario.itemRows.count == 300)
  }
}
