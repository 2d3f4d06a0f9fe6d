import Observation

/// The MVC debugger: what each controller was told (a tap, a service's answer) and what it
/// did (presented, dismissed, added a child), newest last. Controllers write to it with
/// ``ViewController/record(_:)``; the kit records presentation and containment itself.
///
/// ```swift
/// let log = ControllerLog()
/// log.record("LoginViewController", "logInTapped(username: ada)")
/// log.entries.last?.description  // "#1 LoginViewController: logInTapped(username: ada)"
/// ```
@Observable
public final class ControllerLog {
  /// One recorded event.
  public struct Entry: Identifiable, Equatable, Sendable, CustomStringConvertible {
    public let id: Int
    /// The controller's type name.
    public let controller: String
    public let event: String

    public var description: String { "#\(id) \(controller): \(event)" }
  }

  /// The recorded events, oldest first, at most ``capacity`` of them.
  public private(set) var entries: [Entry] = []
  /// How many events are kept; older ones are dropped.
  public let capacity: Int
  @ObservationIgnored private var nextID = 0

  public init(capacity: Int = 200) {
    self.capacity = capacity
  }

  /// Records that `controller` was told or did `event`.
  public func record(_ controller: String, _ event: String) {
    nextID += 1
    entries.append(Entry(id: nextID, controller: controller, event: event))
    if entries.count > capacity { entries.removeFirst(entries.count - capacity) }
  }

  /// The events recorded so far, as text (for tests and the debugger).
  public var events: [String] { entries.map { "\($0.controller): \($0.event)" } }

  /// Forgets every event.
  public func clear() {
    entries = []
  }
}
