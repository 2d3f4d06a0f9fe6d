import Foundation
import TaskManagerDomain
import TaskPaper
import Views
import ViewsTesting

/// What every scenario starts from: a variant, an environment (in memory unless a scenario
/// needs failures or slowness), and a driver that plays the user.
@MainActor
struct Scenario {
  let app: ViewDriver
  let environment: TaskManagerEnvironment

  init(
    _ variant: Variant,
    environment: TaskManagerEnvironment = .inMemory(outlines: [Fixtures.testerID: Fixtures.outline]
    ),
    clock: VirtualClock = VirtualClock()
  ) {
    self.environment = environment
    self.app = ViewDriver(clock: clock) { context in variant.makeApp(context, environment) }
  }

  /// Types the credentials and presses Log In, without waiting for Home.
  func submitLogin(
    username: String = AuthClient.testAccount.username,
    password: String = AuthClient.testAccount.password
  ) async throws {
    try await app.type(username, into: "Username")
    try await app.type(password, into: "Password")
    try await app.tap("Log In")
  }

  /// Logs in and waits the second before Home appears.
  func logIn(
    username: String = AuthClient.testAccount.username,
    password: String = AuthClient.testAccount.password
  ) async throws {
    try await submitLogin(username: username, password: password)
    try await app.advance(by: .seconds(1))
    guard isHome else {
      throw ScenarioError("Home did not appear after logging in", outline: app.visibleText)
    }
  }

  /// Whether Home (its tabs) is on screen.
  var isHome: Bool { app.tree.first { $0.kind == .tabView } != nil }

  /// Whether the Login form is on screen.
  var isLogin: Bool { (try? app.element("Log In")) != nil }

  /// Each row of the item list (the content pane) as a person reads it: its texts in order,
  /// a chip in brackets. `Buy milk [home] Due Mon 30 Nov 2026` is the task
  /// `- Buy milk @due(2026-11-30) @home`; `Inbox` the project `Inbox:`; `Write report Done
  /// Sun 1 Nov 2026` the task `- Write report @done(2026-11-01)`.
  var itemRows: [String] {
    itemRowNodes.map { row in
      row.nodes { ($0.kind == .text || $0.kind == .label) && !$0.text.isEmpty }
        .map { $0.style == .chip ? "[\($0.text)]" : $0.text }
        .joined(separator: " ")
    }
  }

  /// The texts the first item row starting with `title` shows, in order (title, chips, due
  /// date, done mark), to check how each looks.
  func itemTexts(inRow title: String) -> [ViewNode] {
    guard let row = itemRowNodes.first(where: { $0.text.hasPrefix(title) }) else { return [] }
    return row.nodes { ($0.kind == .text || $0.kind == .label) && !$0.text.isEmpty }
  }

  /// How far each row of the item list is indented (its outline level), in order.
  var itemLevels: [Int] {
    itemRowNodes.map { row in
      row.outlineLevel > 0 ? row.outlineLevel : row.children.first?.outlineLevel ?? 0
    }
  }

  /// The item rows of the content pane's list; a lazy list's "Show more" row is not an item
  /// (item rows are selectable).
  private var itemRowNodes: [ViewNode] {
    guard let content = app.tree.first(where: { $0.kind == .content }),
      let list = content.first(where: { $0.kind == .list })
    else { return [] }
    return list.nodes { $0.kind == .row && $0.action != nil }
  }

  /// The texts the detail pane shows above its first control, in order: the selected item's
  /// title and its due date and done mark (`Pay rent`, `Due Tue 1 Dec 2026 09:00`); empty
  /// when nothing is selected.
  var detailTitleTexts: [ViewNode] {
    guard let detail = app.tree.first(where: { $0.kind == .detail }) else { return [] }
    let nodes = detail.nodes { $0.kind == .text || $0.isInteractive }
    return Array(nodes.prefix { !$0.isInteractive }.filter { !$0.text.isEmpty })
  }

  /// The rows of the sidebar.
  var categoryRows: [String] {
    guard let sidebar = app.tree.allNodes.first(where: { $0.kind == .list }) else { return [] }
    return sidebar.allNodes.filter { $0.kind == .row }.map(\.text)
  }

  /// Texts shown in the error style.
  var errors: [String] {
    app.tree.allNodes.filter { $0.style == .error && $0.kind == .text }.map(\.text)
  }

  /// Selects an item row in the content list by its text (as ``itemRows`` reads it, without
  /// the brackets).
  func selectItem(_ text: String) async throws {
    try await app.select(row: text, in: .content)
  }

  /// Selects a category in the sidebar by its title (a project "Inbox" is also an item row).
  func selectCategory(_ title: String) async throws {
    try await app.select(row: title, in: .sidebar)
  }

  func openTab(_ title: String) async throws {
    try await app.tap(title)
  }
}

struct ScenarioError: Error, CustomStringConvertible {
  let message: String
  let outline: String

  init(_ message: String, outline: String) {
    self.message = message
    self.outline = outline
  }

  var description: String { "\(message)\n--- visible ---\n\(outline)" }
}

enum Fixtures {
  /// The in-memory test account's id.
  static let testerID = UserID(rawValue: 1)

  static let text = """
    Inbox:
    \t- Buy milk @due(2026-11-30)
    \t- Call Bob @priority(1)
    Work:
    \t- Write report @done(2026-11-01)
    \t- Review pull request
    """

  static let outline = Outline(parsing: text)

  /// The day `TaskManagerEnvironment.inMemory()` says it is.
  static let today = "2026-11-18"
  /// ``today`` as the item list shows a date.
  static let todayShown = "Wed 18 Nov 2026"
}
