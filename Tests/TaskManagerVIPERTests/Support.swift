import Foundation
import TaskManagerDomain
import TaskPaper
import Views
import ViewsTesting
import Viper

@testable import TaskManagerVIPER

/// Helpers shared by the VIPER tests: a host context on a virtual clock, a user, an outline,
/// and a way to wait for an interactor's work without a view host.
@MainActor
struct TestHost {
  let clock = VirtualClock()
  let work = PendingWork()
  let navigator = Navigator()
  let environment: TaskManagerEnvironment

  init(environment: TaskManagerEnvironment = .inMemory(outlines: [Sample.userID: Sample.outline])) {
    self.environment = environment
  }

  var context: HostContext { HostContext(work: work, clock: clock) }

  var session: AppSession {
    AppSession(context: context, environment: environment, navigator: navigator)
  }

  /// Delivers finished work until nothing runs except sleeps on the virtual clock.
  func settle() async {
    while true {
      let generation = work.tracker.generation
      work.drain()
      if work.tracker.isSettled { return }
      _ = await work.tracker.waitForChange(after: generation, timeout: .seconds(5))
    }
  }

  /// Moves the virtual clock, then settles.
  func advance(by duration: Duration) async {
    clock.advance(by: duration)
    await settle()
  }
}

enum Sample {
  static let userID = UserID(rawValue: 1)
  static let user = User(
    id: userID, username: "tester", createdAt: Date(timeIntervalSince1970: 0))
  static let outline = Outline(
    parsing: """
      Inbox:
      \t- Buy milk @due(2026-11-30)
      \t- Call Bob @priority(1)
      Work:
      \t- Write report @done(2026-11-01)
      """)

  static func item(_ content: String) -> Item {
    outline.items.first { $0.content == content }!
  }
}
