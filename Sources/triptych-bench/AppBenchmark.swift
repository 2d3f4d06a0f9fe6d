import ArgumentParser
import Foundation
import TaskManagerDomain
import TaskManagerTCA
import TaskPaper
import Views
import ViewsTesting

/// `triptych-bench app`: the TCA TaskManager in the headless driver with a large outline —
/// logging in (which loads the outline) and selecting a row — against parsing the same text.
///
/// ```
/// $ swift run -c release triptych-bench app --items 5000
/// ```
struct AppBenchmark: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "app",
    abstract: "The TCA TaskManager with a large outline: log in and load, select a row.",
    discussion: """
      Runs the TCA variant (whose debugger logs and records every action) in ViewsTesting's \
      driver, on an in-memory outline of one project with --items tasks. Each case is the \
      median of --rounds; the baseline is parsing the outline's text in the same run.
      """
  )

  @Option(help: "Tasks in the outline.") var items = 5_000
  @Option(help: "Rounds per case (the median is reported).") var rounds = 5

  @MainActor
  func run() async throws {
    let text = Self.outlineText(items: items)
    let parse = measure("parse the outline's text (baseline)", iterations: 1, rounds: rounds) {
      _ = Outline(parsing: text)
    }
    var logins: [Double] = []
    var selections: [Double] = []
    for _ in 0..<rounds {
      let environment = TaskManagerEnvironment.inMemory(
        outlines: [UserID(rawValue: 1): Outline(parsing: text)])
      let app = ViewDriver { context in TaskManagerTCA.makeApp(context, environment) }
      let start = ContinuousClock.now
      try await app.type(AuthClient.testAccount.username, into: "Username")
      try await app.type(AuthClient.testAccount.password, into: "Password")
      try await app.tap("Log In")
      try await app.advance(by: .seconds(1))
      logins.append((ContinuousClock.now - start).nanoseconds)
      let selected = ContinuousClock.now
      // The row as the list shows the task `- Task N @due(2026-11-30)`; the list is lazy, so
      // the row is one of the first page's (a row further down is shown once scrolled to).
      try await app.select(row: "Task \(min(items, 100) / 2) Due Mon 30 Nov 2026")
      selections.append((ContinuousClock.now - selected).nanoseconds)
    }
    let median = { (values: [Double]) in values.sorted()[values.count / 2] }
    report(
      title: "TaskManager (TCA), \(items) tasks", baseline: parse,
      [
        Measurement(
          name: "log in and load the outline", nanosecondsPerOperation: median(logins),
          note: "includes the driver's virtual second before Home appears"),
        Measurement(
          name: "select a row", nanosecondsPerOperation: median(selections),
          note: "reduce, log, record, resolve the views that changed"),
      ])
  }

  static func outlineText(items: Int) -> String {
    var text = "Inbox:\n"
    for index in 0..<items { text += "\t- Task \(index) @due(2026-11-30)\n" }
    return text
  }
}
