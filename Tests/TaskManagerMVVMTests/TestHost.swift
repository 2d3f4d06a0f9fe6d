import Foundation
import TaskManagerDomain
import TaskPaper
import Views
import ViewsTesting

/// A host for view-model tests without views: tracked work, a virtual clock, and `settle()`,
/// which delivers finished work until nothing can progress without the clock.
@MainActor
final class TestHost {
  let clock = VirtualClock()
  let work = PendingWork()
  var context: HostContext { HostContext(work: work, clock: clock) }

  func settle() async {
    while true {
      let generation = work.tracker.generation
      work.drain()
      if work.tracker.isSettled { return }
      _ = await work.tracker.waitForChange(after: generation, timeout: .seconds(5))
    }
  }

  func advance(by duration: Duration) async {
    clock.advance(by: duration)
    await settle()
  }
}

enum Fixtures {
  static let user = User(
    id: UserID(rawValue: 1), username: "tester", createdAt: Date(timeIntervalSince1970: 0),
    lastLoginAt: nil)

  static let outline = Outline(
    parsing: """
      Inbox:
      \t- Buy milk @due(2026-11-30)
      \t- Call Bob @priority(1)
      Work:
      \t- Write report @done(2026-11-01)
      \t- Review pull request
      """)

  static func environment() -> TaskManagerEnvironment {
    .inMemory(outlines: [user.id: outline])
  }
}

extension Outline {
  func id(of content: String) -> ItemID {
    items.first { $0.content == content }!.id
  }
}
