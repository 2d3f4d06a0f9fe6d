import Observation

/// A debugging log of what view models did: each method call (an *event*) with the properties
/// it changed, the MVVM counterpart of a TCA action log.
///
/// View models that adopt ``EventLogging`` wrap their methods in ``EventLogging/logged(_:_:)``;
/// the log compares their observed properties before and after. One log is shared by the view
/// models of one app, so it reads as one timeline.
///
/// ```swift
/// let log = EventLog()
/// let login = LoginViewModel(…, eventLog: log)
/// login.logIn()
/// log.entries.last?.description
/// // LoginViewModel.logIn() → isLoading: false → true
/// ```
///
/// While ``isEnabled`` is false nothing is compared or kept, so a log costs nothing until the
/// debugger is turned on.
@Observable
public final class EventLog {
  /// The latest entries, oldest first, at most ``capacity`` of them.
  public private(set) var entries: [Entry] = []
  /// Whether events are recorded.
  public var isEnabled: Bool
  /// How many entries are kept; older ones are dropped.
  public var capacity: Int
  /// Properties whose values are never written into the log (shown as `•••`).
  @ObservationIgnored public var redactedProperties: Set<String>

  /// How many logged calls are running on the stack: a call made by another logged call is
  /// part of the outer event, not an event of its own.
  @ObservationIgnored var depth = 0

  public init(
    isEnabled: Bool = true,
    capacity: Int = 500,
    redactedProperties: Set<String> = ["password"]
  ) {
    self.isEnabled = isEnabled
    self.capacity = capacity
    self.redactedProperties = redactedProperties
  }

  /// Adds an entry, dropping the oldest beyond ``capacity``.
  public func append(_ entry: Entry) {
    entries.append(entry)
    if entries.count > capacity { entries.removeFirst(entries.count - capacity) }
  }

  /// Forgets every entry.
  public func clear() {
    entries = []
  }

  /// One event: who, what, and which properties it changed.
  public struct Entry: Equatable, Sendable, CustomStringConvertible {
    /// The view model's type name, such as `LoginViewModel`.
    public var source: String
    /// The method, such as `logIn()`, or `binding(\.username)` for a write through a binding.
    public var event: String
    /// The properties that changed, in declaration order.
    public var changes: [Change]

    public init(source: String, event: String, changes: [Change]) {
      self.source = source
      self.event = event
      self.changes = changes
    }

    /// `LoginViewModel.logIn() → isLoading: false → true, errorMessage: "…" → nil`, or
    /// `… (no changes)`.
    public var description: String {
      let head = "\(source).\(event)"
      guard !changes.isEmpty else { return head + " (no changes)" }
      return head + " → " + changes.map(\.description).joined(separator: ", ")
    }
  }

  /// One property's change.
  public struct Change: Equatable, Sendable, CustomStringConvertible {
    public var property: String
    /// The value before, as one line (multi-line values are summarised).
    public var old: String
    /// The value after, as one line.
    public var new: String
    /// For values too large for one line, the changed lines of their dump (`-` old, `+` new).
    public var diff: [String]

    public init(property: String, old: String, new: String, diff: [String] = []) {
      self.property = property
      self.old = old
      self.new = new
      self.diff = diff
    }

    /// `isLoading: false → true`
    public var description: String { "\(property): \(old) → \(new)" }
  }
}
