import Foundation
import TaskManagerDomain
import Testing
import Views
import ViewsTesting

@testable import TaskManagerTCA

/// The debugger panel's history file, played as a user would: export in one window, import
/// in another.
@MainActor
@Suite("Debugger panel: history file")
struct HistoryPanelTests {
  /// A window of the app, signed in, its debugger on.
  func window(_ environment: TaskManagerEnvironment) async throws -> ViewDriver {
    let app = ViewDriver { context in TaskManagerTCA.makeApp(context, environment) }
    try await app.type(AuthClient.testAccount.username, into: "Username")
    try await app.type(AuthClient.testAccount.password, into: "Password")
    try await app.tap("Log In")
    try await app.advance(by: .seconds(1))
    try await app.tap("Settings")
    // Settings are the account's: a second window finds the debugger already on.
    if try !app.element("Debugger", kinds: [.toggle]).isOn { try await app.toggle("Debugger") }
    return app
  }

  @Test("A history downloaded in one window replays in another to the same state")
  func exportAndImport() async throws {
    let environment = TaskManagerEnvironment.inMemory(
      outlines: [Fixtures.userID: Fixtures.outline])
    let first = try await window(environment)
    try await first.tap("Tasks")
    try await first.select(row: "Call Bob")
    try await first.tap("Export history")
    let link = try #require(
      first.tree.first { $0.kind == .link && $0.text.hasPrefix("Download the history") })
    #expect(link.downloadName == "triptych-tca-history.json")
    let prefix = "data:application/json;charset=utf-8,"
    let url = try #require(link.value)
    #expect(url.hasPrefix(prefix))
    let json = try #require(String(url.dropFirst(prefix.count)).removingPercentEncoding)

    let second = try await window(environment)
    #expect(second.shows("nothing is saved to your outline or settings"))
    try await second.type(json, into: "History to import (paste an exported history)")
    try await second.tap("Import history")
    #expect(second.shows("actions: same final state."))
    // The imported session shows the first window's selection, on its Tasks tab.
    #expect(try second.element("Tasks", kinds: [.tab]).isOn)
    let selected = second.tree.allNodes.filter { $0.kind == .row && $0.isOn }.map(\.text)
    #expect(selected.contains { $0.contains("Call Bob") })
  }

  @Test("The panel's count of actions is the same in the log and the history file")
  func oneCountOfActions() async throws {
    let app = try await window(
      .inMemory(outlines: [Fixtures.userID: Fixtures.outline]))
    try await app.tap("Tasks")
    try await app.select(row: "Call Bob")
    let texts = app.tree.allNodes.map(\.text)
    let recorded = try #require(texts.first { $0.hasSuffix(" actions recorded") })
    let count = try #require(Int(recorded.prefix { $0.isNumber }))
    #expect(count > 0)
    #expect(app.shows("All \(count) actions as JSON"), "the log says \(recorded)")
  }
}
