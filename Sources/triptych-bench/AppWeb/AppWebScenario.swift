import Foundation
import HeapStatistics

/// What one person does with the TaskManager in a browser, measured: on one server (one
/// variant) with one account's outline. Runs blocking, on a thread of its own.
struct AppWebScenario {
  let port: Int
  let account: AppWebDatabase.Account
  let repetitions: Int
  /// Sessions signed in after the measured one, for the memory figure.
  let extraSessions: Int
  /// Sessions that only load the login page, for the idle-session memory figure.
  let idleSessions: Int
  /// The events measured (``Event``); the others are skipped, to profile one alone.
  let events: Set<Event>
  /// Progress lines (to standard error).
  let log: @Sendable (String) -> Void

  /// The events the scenario can measure, as named on the command line.
  enum Event: String, CaseIterable, Sendable {
    case select, toggle, sheet, tabs, socket
  }

  struct Result: Sendable {
    var health: AppWebCase
    var cases: [AppWebCase]
    var signIn: AppWebCase
    /// RSS added by the first signed-in session (which also loads the outline into the
    /// database's cache).
    var firstSessionBytes: Int
    /// RSS added per further signed-in session.
    var perSessionBytes: Int
    /// Heap bytes held per further signed-in session.
    var perSessionHeapBytes: Int
    /// RSS added per session that only loaded the login page (its connection closed).
    var perIdleSessionBytes: Int
    /// Heap bytes the same sessions hold: RSS less the allocator's slack around them.
    var perIdleSessionHeapBytes: Int
  }

  struct Failure: Error, CustomStringConvertible {
    var description: String
  }

  func run() throws -> Result {
    let memoryBefore = retainedMemoryBytes()
    let browser = BrowserSession(port: port)
    var signIn = AppWebCase(name: "sign in → Tasks shown")
    signIn.samples.append(try self.signIn(browser))
    try browser.openLive()
    let firstSessionBytes = retainedMemoryBytes() - memoryBefore

    var health = AppWebCase(name: "GET /health (baseline)")
    var page = AppWebCase(name: "Tasks page (GET /, a reload)")
    _ = try browser.measuredGet("/health")
    _ = try browser.measuredGet("/")
    for _ in 0..<repetitions {
      health.samples.append(try browser.measuredGet("/health"))
      page.samples.append(try browser.measuredGet("/"))
    }
    log("    pages done")
    var cases = [page] + (try measureEvents(browser))
    if events.contains(.socket) { cases += try eventsOverSocket(browser) }
    log("    events done")

    let memoryBeforeExtra = retainedMemoryBytes()
    let heapBeforeExtra = Int(heap_statistics_allocated_bytes())
    var others: [BrowserSession] = []
    for _ in 0..<extraSessions {
      let other = BrowserSession(port: port)
      signIn.samples.append(try self.signIn(other))
      others.append(other)
    }
    let perSession = (retainedMemoryBytes() - memoryBeforeExtra) / max(extraSessions, 1)
    let perSessionHeap =
      (Int(heap_statistics_allocated_bytes()) - heapBeforeExtra) / max(extraSessions, 1)
    withExtendedLifetime(others) {}

    // Visitors who open the page and leave: the server keeps their session until it expires.
    let memoryBeforeIdle = retainedMemoryBytes()
    let heapBeforeIdle = Int(heap_statistics_allocated_bytes())
    for _ in 0..<idleSessions { _ = try BrowserSession(port: port).loadPage() }
    let perIdleSession = (retainedMemoryBytes() - memoryBeforeIdle) / max(idleSessions, 1)
    let perIdleSessionHeap =
      (Int(heap_statistics_allocated_bytes()) - heapBeforeIdle) / max(idleSessions, 1)
    return Result(
      health: health, cases: cases,
      signIn: signIn,
      firstSessionBytes: firstSessionBytes, perSessionBytes: extraSessions > 0 ? perSession : 0,
      perSessionHeapBytes: extraSessions > 0 ? perSessionHeap : 0,
      perIdleSessionBytes: idleSessions > 0 ? perIdleSession : 0,
      perIdleSessionHeapBytes: idleSessions > 0 ? perIdleSessionHeap : 0)
  }

  /// The same events again over the page's WebSocket (as the script sends them when its
  /// socket opens), named with a " (WebSocket)" suffix.
  private func eventsOverSocket(_ browser: BrowserSession) throws -> [AppWebCase] {
    try browser.openSocket()
    let cases = try measureEvents(browser)
    return cases.map { item in
      var item = item
      item.name += Self.socketSuffix
      return item
    }
  }

  static let socketSuffix = " (WebSocket)"

  /// The chosen events other than `socket`, in a fixed order.
  private func measureEvents(_ browser: BrowserSession) throws -> [AppWebCase] {
    var cases: [AppWebCase] = []
    if events.contains(.select) { cases.append(try selectRows(browser)) }
    if events.contains(.toggle) { cases.append(try toggleDone(browser)) }
    if events.contains(.sheet) {
      let (open, close) = try addSheet(browser)
      cases += [open, close]
    }
    if events.contains(.tabs) { cases += try switchTabs(browser) }
    return cases
  }

  // MARK: Signing in

  /// Types the account into the login form and clicks "Log In", then waits until the Tasks tab
  /// shows rows, fetching each render `/live` announces as the page script does. The wall time
  /// includes the welcome message's one-second pause; the server's CPU time is its work:
  /// checking the password (bcrypt), loading the outline and rendering Home.
  private func signIn(_ browser: BrowserSession) throws -> AppWebSample {
    try browser.loadPage()
    try browser.openLive()
    let login = try browser.screen()
    guard let username = login.fields["Username"], let password = login.fields["Password"],
      let button = login.control("Log In")
    else { throw Failure(description: "no login form on the first page") }
    let processStart = CPUClock.process()
    let threadStart = CPUClock.thread()
    let start = ContinuousClock.now
    let answer = try browser.post(
      element: button.id, fields: [username: account.username, password: account.password])
    guard (200..<300).contains(answer.status) else {
      throw Failure(description: "Log In answered \(answer.status): \(answer.text.prefix(200))")
    }
    var bytes = answer.wireBytes
    while ContinuousClock.now - start < .seconds(300) {
      let screen = try browser.screen()
      if screen.tab("Tasks")?.isOn == true && !screen.contentRows.isEmpty {
        let threadCPU = CPUClock.thread() - threadStart
        return AppWebSample(
          wallNanoseconds: (ContinuousClock.now - start).nanoseconds, wireBytes: bytes,
          serverCPUNanoseconds: CPUClock.process() - processStart - threadCPU,
          clientCPUNanoseconds: threadCPU)
      }
      // The login form shows its error with a "Dismiss" button.
      if screen.control("Dismiss") != nil {
        throw Failure(description: "sign-in refused for \(account.username)")
      }
      Thread.sleep(forTimeInterval: 0.005)
      if let live = browser.live, let shown = browser.version, live.latestVersion > shown {
        bytes += try browser.get("/fragment?since=\(shown)").wireBytes
      }
    }
    throw Failure(description: "the Tasks tab did not appear within 300 s of signing in")
  }

  // MARK: Events

  /// Selects two rows near the top of the list in turn (a click on a row that is already
  /// selected would change nothing), by their text, read anew from each render.
  private func selectRows(_ browser: BrowserSession) throws -> AppWebCase {
    var result = AppWebCase(name: "select a row")
    let rows = try browser.screen().contentRows
    guard rows.count >= 4 else { throw Failure(description: "fewer than 4 rows in the list") }
    let picks = [rows[1].label, rows[3].label]
    for index in -1..<repetitions {
      let wanted = picks[(index + 2) % 2]
      let current = try browser.screen().contentRows
      guard let row = current.first(where: { $0.label == wanted }) ?? current.dropFirst().first
      else { throw Failure(description: "the list lost its rows") }
      let sample = try browser.measuredEvent(element: row.id)
      // The first event warms caches up; it is not counted.
      if index >= 0 { result.samples.append(sample) }
    }
    return result
  }

  /// "Mark done" / "Mark not done" in the detail pane of the selected row, alternately, so the
  /// outline ends as it began (each is a saved edit).
  private func toggleDone(_ browser: BrowserSession) throws -> AppWebCase {
    var result = AppWebCase(name: "toggle done (detail pane)")
    var toggles = 0
    // Without the select event before it, no row is selected yet: select one, unmeasured.
    if try browser.screen().control(where: { $0.label.hasPrefix("Mark ") }) == nil,
      let row = try browser.screen().contentRows.dropFirst().first
    {
      _ = try browser.measuredEvent(element: row.id)
    }
    for index in -1..<repetitions {
      guard let button = try browser.screen().control(where: { $0.label.hasPrefix("Mark ") })
      else { throw Failure(description: "no “Mark done” button in the detail pane") }
      let sample = try browser.measuredEvent(element: button.id)
      toggles += 1
      if index >= 0 { result.samples.append(sample) }
    }
    if toggles % 2 == 1,
      let button = try browser.screen().control(where: { $0.label.hasPrefix("Mark ") })
    {
      _ = try browser.measuredEvent(element: button.id)
    }
    return result
  }

  /// "Add" opens the add sheet; its "Cancel" closes it.
  private func addSheet(_ browser: BrowserSession) throws -> (AppWebCase, AppWebCase) {
    var open = AppWebCase(name: "open the add sheet")
    var close = AppWebCase(name: "close it (Cancel)")
    for index in -1..<repetitions {
      guard let add = try browser.screen().control("Add") else {
        throw Failure(description: "no “Add” button")
      }
      let opened = try browser.measuredEvent(element: add.id)
      let sheet = try browser.screen()
      guard sheet.hasOpenDialog, let cancel = sheet.control("Cancel") else {
        throw Failure(description: "“Add” did not open a sheet with “Cancel”")
      }
      let closed = try browser.measuredEvent(element: cancel.id)
      if index >= 0 {
        open.samples.append(opened)
        close.samples.append(closed)
      }
    }
    return (open, close)
  }

  /// Tasks → Text (which shows the whole outline as text) → Tasks.
  private func switchTabs(_ browser: BrowserSession) throws -> [AppWebCase] {
    var firstText = AppWebCase(name: "tab Tasks → Text, first time (writes the text)")
    var toText = AppWebCase(name: "tab Tasks → Text")
    var toTasks = AppWebCase(name: "tab Text → Tasks")
    for index in -1..<repetitions {
      guard let text = try browser.screen().tab("Text") else {
        throw Failure(description: "no “Text” tab")
      }
      let there = try browser.measuredEvent(element: text.id)
      guard let tasks = try browser.screen().tab("Tasks") else {
        throw Failure(description: "no “Tasks” tab")
      }
      let back = try browser.measuredEvent(element: tasks.id)
      if index >= 0 {
        toText.samples.append(there)
        toTasks.samples.append(back)
      } else {
        firstText.samples.append(there)
      }
    }
    return [firstText, toText, toTasks]
  }
}
