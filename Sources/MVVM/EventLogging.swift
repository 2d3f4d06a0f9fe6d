import CustomDump

/// A view model whose method calls go into an ``EventLog``.
///
/// The default ``eventLogFields()`` reads the stored properties an `@Observable` class
/// observes (not its `@ObservationIgnored` ones); ``StateBindingViewModel`` reads its state.
///
/// ```swift
/// @Observable final class TextViewModel: EventLogging {
///   var draft = ""
///   @ObservationIgnored let eventLog: EventLog?
///   func save() { logged { … } }  // TextViewModel.save() → draft: "a" → "b"
/// }
/// ```
public protocol EventLogging: AnyObject {
  /// Where this view model's events go; `nil` logs nothing.
  var eventLog: EventLog? { get }
  /// The properties compared before and after each event, by name.
  func eventLogFields() -> [(name: String, value: Any)]
}

extension EventLogging {
  public func eventLogFields() -> [(name: String, value: Any)] {
    // @Observable stores each observed property `x` as `_x`; `@ObservationIgnored` ones keep
    // their names and the registrar is `_$observationRegistrar`.
    Mirror(reflecting: self).children.compactMap { child in
      guard let label = child.label, label.hasPrefix("_"), !label.hasPrefix("_$") else {
        return nil
      }
      return (String(label.dropFirst()), child.value)
    }
  }

  /// Runs `body` as the event `event` (the calling method by default) and logs the properties
  /// it changed. Calls made from inside another logged call belong to that call's entry.
  ///
  /// ```swift
  /// func dismissError() { logged { errorMessage = nil } }
  /// ```
  @discardableResult
  public func logged<Result>(
    _ event: String = #function,
    _ body: () throws -> Result
  ) rethrows -> Result {
    try record({ _ in event }, body)
  }

  /// ``logged(_:_:)`` with the event's name made from what it changed.
  func record<Result>(
    _ describe: ([EventLog.Change]) -> String,
    _ body: () throws -> Result
  ) rethrows -> Result {
    guard let log = eventLog, log.isEnabled, log.depth == 0 else { return try body() }
    let before = eventLogFields()
    log.depth += 1
    defer {
      log.depth -= 1
      let changes = FieldComparison.changes(
        from: before, to: eventLogFields(), redacting: log.redactedProperties)
      log.append(
        EventLog.Entry(source: "\(type(of: self))", event: describe(changes), changes: changes))
    }
    return try body()
  }
}

/// A value that the event log should dump as something smaller or clearer than itself (still
/// compared with `==` when it is `Equatable`): an outline as its lines, say, rather than every
/// field of every item.
///
/// ```swift
/// extension Outline: EventLogRepresentable {
///   public var eventLogValue: Any { items.map(\.body) }
/// }
/// ```
public protocol EventLogRepresentable {
  var eventLogValue: Any { get }
}

/// Compares field snapshots and writes the differences as text.
enum FieldComparison {
  static let maximumDiffLines = 12

  static func changes(
    from before: [(name: String, value: Any)],
    to after: [(name: String, value: Any)],
    redacting redacted: Set<String>
  ) -> [EventLog.Change] {
    var old: [String: Any] = [:]
    for field in before { old[field.name] = field.value }
    return after.compactMap { field -> EventLog.Change? in
      let previous = old[field.name]
      guard let previous else {
        return EventLog.Change(property: field.name, old: "—", new: render(field.value))
      }
      guard !isSame(previous, field.value) else { return nil }
      if redacted.contains(field.name) {
        return EventLog.Change(property: field.name, old: "•••", new: "•••")
      }
      return change(field.name, from: previous, to: field.value)
    }
  }

  /// Whether two snapshots of a property hold the same value: `==` for equatable values,
  /// identity for objects, the same dump otherwise.
  static func isSame(_ lhs: Any, _ rhs: Any) -> Bool {
    let lhs = unwrapped(lhs)
    let rhs = unwrapped(rhs)
    switch (lhs, rhs) {
    case (nil, nil): return true
    case (nil, _), (_, nil): return false
    case (let lhs?, let rhs?):
      if let equatable = lhs as? any Equatable { return equals(equatable, rhs) }
      if isObject(lhs), isObject(rhs) {
        return ObjectIdentifier(lhs as AnyObject) == ObjectIdentifier(rhs as AnyObject)
      }
      return String(customDumping: lhs) == String(customDumping: rhs)
    }
  }

  private static func equals<Value: Equatable>(_ lhs: Value, _ rhs: Any) -> Bool {
    guard let rhs = rhs as? Value else { return false }
    return lhs == rhs
  }

  private static func change(_ name: String, from old: Any, to new: Any) -> EventLog.Change {
    let oldText = render(old)
    let newText = render(new)
    guard oldText.contains("\n") || newText.contains("\n") else {
      return EventLog.Change(property: name, old: oldText, new: newText)
    }
    let lines = (diff(logged(old), logged(new)) ?? "").split(separator: "\n").map(String.init)
      .filter { $0.hasPrefix("-") || $0.hasPrefix("+") }
      // "+     body: …" → "+ body: …": nesting is noise once only changed lines are kept.
      .map { line in "\(line.first!) " + line.dropFirst().drop(while: \.isWhitespace) }
    return EventLog.Change(
      property: name, old: summary(old), new: summary(new),
      diff: Array(lines.prefix(maximumDiffLines)))
  }

  /// One line for a value: its dump, or for objects and large values, its type.
  static func render(_ value: Any) -> String {
    guard let value = unwrapped(value) else { return "nil" }
    if isObject(value) { return "\(type(of: value))" }
    return String(customDumping: logged(value))
  }

  private static func summary(_ value: Any) -> String {
    guard let value = unwrapped(value) else { return "nil" }
    let text = render(value)
    return text.contains("\n") ? "\(type(of: value))(…)" : text
  }

  /// What the log dumps for a value: its ``EventLogRepresentable/eventLogValue`` if it has one.
  private static func logged(_ value: Any) -> Any {
    guard let value = unwrapped(value) else { return value }
    return (value as? any EventLogRepresentable)?.eventLogValue ?? value
  }

  private static func unwrapped(_ value: Any) -> Any? {
    let mirror = Mirror(reflecting: value)
    guard mirror.displayStyle == .optional else { return value }
    return mirror.children.first.flatMap { unwrapped($0.value) }
  }

  private static func isObject(_ value: Any) -> Bool {
    Mirror(reflecting: value).displayStyle == .class
  }
}
