import Observation

/// The VIPER debugger: a log of the events presenters received, newest last, shown by a
/// debugger pane. Presenters record what the view told them; nothing else writes here.
///
/// ```swift
/// log.record("Login", "loginTapped(username: ada)")
/// log.entries.last?.description  // "#1 Login: loginTapped(username: ada)"
/// ```
@Observable
public final class EventLog {
  /// One recorded event.
  public struct Entry: Identifiable, Equatable, CustomStringConvertible {
    public let id: Int
    public let module: String
    public let event: String

    public var description: String { "#\(id) \(module): \(event)" }
  }

  /// The recorded events, oldest first, at most ``capacity`` of them.
  public private(set) var entries: [Entry] = []
  /// How many events are kept; older ones are dropped.
  public let capacity: Int
  @ObservationIgnored private var nextID = 0

  public init(capacity: Int = 200) {
    self.capacity = capacity
  }

  /// Records that `module`'s presenter received `event`.
  public func record(_ module: String, _ event: String) {
    nextID += 1
    entries.append(Entry(id: nextID, module: module, event: event))
    if entries.count > capacity { entries.removeFirst(entries.count - capacity) }
  }

  /// Forgets every event.
  public func clear() {
    entries = []
  }
}
