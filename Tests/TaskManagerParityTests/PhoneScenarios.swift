import TaskManagerDomain
import Testing
import Views
import ViewsTesting

/// The Tasks tab at phone width: every variant collapses the same way, through Views.
@MainActor
@Suite("Parity: phone width")
struct PhoneScenarios {
  /// The panes the Tasks tab shows.
  func panes(_ scenario: Scenario) -> [ViewNode.Kind] {
    scenario.app.tree.first { $0.kind == .splitView }?.children.map(\.kind) ?? []
  }

  @Test(
    "A phone opens on the list, a tapped task is pushed with Back, Back leads to the categories",
    arguments: Variant.all)
  func stack(variant: Variant) async throws {
    let scenario = Scenario(variant)
    scenario.app.host.horizontalSizeClass = .compact
    try await scenario.logIn()
    #expect(panes(scenario) == [.content])
    #expect(scenario.itemRows.contains("Call Bob [priority: 1]"))
    try await scenario.selectItem("Call Bob")
    #expect(panes(scenario) == [.detail])
    let detail = scenario.app.tree.first { $0.kind == .detail }
    #expect(detail?.first { $0.kind == .text && $0.text == "Call Bob" } != nil)
    // The pushed detail works: a tag edit there lands.
    try await scenario.app.tap("@priority(1)")
    try await scenario.app.type("@priority(2)", into: "Tag")
    try await scenario.app.submit("Tag")
    #expect(scenario.errors.isEmpty)
    try await scenario.app.tap("Back")
    #expect(panes(scenario) == [.content])
    #expect(scenario.itemRows.contains("Call Bob [priority: 2]"))
    try await scenario.app.tap("Back")
    #expect(panes(scenario) == [.sidebar])
    try await scenario.selectCategory("@priority")
    #expect(panes(scenario) == [.content])
    #expect(scenario.itemRows == ["Call Bob [priority: 2]"])
  }
}
