import Flows
import Observation
import OpenCombine

/// The states state-binding view models went through, newest last: the debugger's timeline for
/// the "MVVM with state" variant, recorded from each view model's ``StateBindingViewModel/changes``
/// stream (so it sees exactly what subscribers see).
///
/// ```swift
/// let log = StateLog()
/// log.record(login)
/// login.update(\.username, to: "tester")
/// log.entries.last?.description
/// // LoginViewModel #1: username: "tester", password: •••, isLoading: false, …
/// ```
///
/// While ``isEnabled`` is false nothing is kept. A recording ends when its view model goes.
@Observable
public final class StateLog {
  /// The latest entries, oldest first, at most ``capacity`` of them.
  public private(set) var entries: [Entry] = []
  /// Whether states are recorded.
  public var isEnabled: Bool
  /// How many entries are kept; older ones are dropped.
  public var capacity: Int
  /// Fields whose values are never written into the log (shown as `•••`).
  @ObservationIgnored public var redactedProperties: Set<String>

  /// Creates a log that records while `isEnabled`, keeps the latest `capacity` entries and
  /// hides the values of the fields named in `redactedProperties`.
  public init(
    isEnabled: Bool = true, capacity: Int = 500, redactedProperties: Set<String> = ["password"]
  ) {
    self.isEnabled = isEnabled
    self.capacity = capacity
    self.redactedProperties = redactedProperties
  }

  /// Records every state `model` writes from now on, for as long as it lives (the
  /// subscription is held in its ``StateBindingViewModel/cancellables``).
  public func record<State>(_ model: StateBindingViewModel<State>) {
    let source = "\(type(of: model))"
    var count = 0
    model.changes
      .sink { [weak self] state in
        count += 1
        guard let self, self.isEnabled else { return }
        self.append(Entry(source: source, number: count, fields: self.fields(of: state)))
      }
      .store(in: &model.cancellables)
  }

  /// Forgets every entry.
  public func clear() {
    entries = []
  }

  private func append(_ entry: Entry) {
    entries.append(entry)
    if entries.count > capacity { entries.removeFirst(entries.count - capacity) }
  }

  private func fields(of state: Any) -> [String] {
    Mirror(reflecting: state).children.compactMap { child in
      guard let name = child.label else { return nil }
      if redactedProperties.contains(name) { return "\(name): •••" }
      let text = FieldSnapshot.render(child.value)
      guard !text.contains("\n") else { return "\(name): \(type(of: child.value))(…)" }
      return "\(name): \(text)"
    }
  }

  /// One state of one view model.
  public struct Entry: Equatable, Sendable, CustomStringConvertible {
    /// The view model's type name, such as `LoginViewModel`.
    public var source: String
    /// Which of that view model's states this is: 1 for the first change after recording began.
    public var number: Int
    /// The state's fields as `name: value`, large values summarised as `Type(…)`.
    public var fields: [String]

    /// Creates the entry for state number `number` of the view model type `source`, its
    /// fields already written as `name: value`.
    public init(source: String, number: Int, fields: [String]) {
      self.source = source
      self.number = number
      self.fields = fields
    }

    /// `LoginViewModel #2: username: "tester", isLoading: true`
    public var description: String {
      "\(source) #\(number): " + fields.joined(separator: ", ")
    }
  }
}
