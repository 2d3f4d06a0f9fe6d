import CustomDump

/// An object that says which of its fields a flow compares, when its stored properties are not
/// the clearest account of what changed (a view model over one state struct, say).
///
/// ```swift
/// extension LoginViewModel: FlowFieldsProviding {
///   func flowFields() -> [(name: String, value: Any)] { [("state", state)] }
/// }
/// ```
public protocol FlowFieldsProviding: AnyObject {
  /// The fields to compare before and after each message, as names and values, in the order
  /// a diagram lists their changes.
  func flowFields() -> [(name: String, value: Any)]
}

/// The stored properties of an object at one moment, to say what a message changed.
///
/// For an `@Observable` class these are its observed properties (stored as `_name`); for any
/// other class, its stored properties that are values (references to other roles are wiring,
/// not state). Taken only while a flow is being recorded.
///
/// ```swift
/// let before = FieldSnapshot(of: model)
/// model.logIn()
/// before.changes(to: FieldSnapshot(of: model))  // [isLoading: false → true]
/// ```
public struct FieldSnapshot {
  /// The properties, by name, in declaration order.
  public let fields: [(name: String, value: Any)]

  /// Properties whose values are never shown (`•••`).
  public static let redacted: Set<String> = FlowValue.redacted
  /// How many changed lines of a large value are kept.
  public static let maximumDiffLines = 12

  /// Takes `object`'s fields as they are now: the ones it names through
  /// ``FlowFieldsProviding``, else its observed properties, else its stored value properties.
  public init(of object: AnyObject) {
    if let provider = object as? any FlowFieldsProviding {
      fields = provider.flowFields()
      return
    }
    let children = Array(Mirror(reflecting: object).children)
    // @Observable stores each observed property `x` as `_x` beside its registrar; ignored ones
    // keep their names. Elsewhere a leading `_` is a property wrapper's storage.
    let isObservable = children.contains { $0.label == "_$observationRegistrar" }
    fields = children.compactMap { child in
      guard let label = child.label, !label.hasPrefix("_$") else { return nil }
      guard !isObservable || label.hasPrefix("_") else { return nil }
      // An observable object's properties are all what its view shows, child objects included.
      guard isObservable || !Self.isWiring(child.value) else { return nil }
      return (label.hasPrefix("_") ? String(label.dropFirst()) : label, child.value)
    }
  }

  /// Creates a snapshot of the given fields, by name and value.
  public init(fields: [(name: String, value: Any)]) {
    self.fields = fields
  }

  /// The properties whose values differ in `after`, in declaration order.
  public func changes(to after: FieldSnapshot) -> [FlowChange] {
    var old: [String: Any] = [:]
    for field in fields { old[field.name] = field.value }
    return after.fields.compactMap { field -> FlowChange? in
      guard let previous = old[field.name] else {
        return FlowChange(name: field.name, old: "—", new: Self.render(field.value))
      }
      guard !Self.isSame(previous, field.value) else { return nil }
      if Self.redacted.contains(field.name) {
        return FlowChange(name: field.name, old: "•••", new: "•••")
      }
      return Self.change(field.name, from: previous, to: field.value)
    }
  }

  /// Whether two snapshots of a property hold the same value: `==` for equatable values,
  /// identity for objects, the same dump otherwise.
  public static func isSame(_ lhs: Any, _ rhs: Any) -> Bool {
    switch (unwrapped(lhs), unwrapped(rhs)) {
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

  private static func change(_ name: String, from old: Any, to new: Any) -> FlowChange {
    let oldText = render(old)
    let newText = render(new)
    guard oldText.contains("\n") || newText.contains("\n") else {
      return FlowChange(name: name, old: oldText, new: newText)
    }
    let lines = (diff(summarized(old), summarized(new)) ?? "").split(separator: "\n")
      .map(String.init)
      .filter { $0.hasPrefix("-") || $0.hasPrefix("+") }
      // "+     body: …" → "+ body: …": nesting is noise once only changed lines are kept.
      .map { line in "\(line.first!) " + line.dropFirst().drop(while: \.isWhitespace) }
    return FlowChange(
      name: name, old: summary(old), new: summary(new),
      diff: Array(lines.prefix(maximumDiffLines)))
  }

  /// One line for a value: its dump, or for objects, its type.
  public static func render(_ value: Any) -> String {
    guard let value = unwrapped(value) else { return "nil" }
    if isObject(value) { return "\(type(of: value))" }
    return String(customDumping: summarized(value))
  }

  private static func summary(_ value: Any) -> String {
    guard let value = unwrapped(value) else { return "nil" }
    let text = render(value)
    return text.contains("\n") ? "\(type(of: value))(…)" : text
  }

  private static func summarized(_ value: Any) -> Any {
    guard let value = unwrapped(value) else { return value }
    return (value as? any FlowSummarizable)?.flowSummary ?? value
  }

  private static func unwrapped(_ value: Any) -> Any? {
    let mirror = Mirror(reflecting: value)
    guard mirror.displayStyle == .optional else { return value }
    return mirror.children.first.flatMap { unwrapped($0.value) }
  }

  private static func isObject(_ value: Any) -> Bool {
    Mirror(reflecting: value).displayStyle == .class
  }

  /// References to other objects, closures and existentials of class-bound contracts: what
  /// connects roles rather than what a role knows.
  private static func isWiring(_ value: Any) -> Bool {
    guard let value = unwrapped(value) else { return false }
    if isObject(value) { return true }
    let typeName = "\(type(of: value))"
    return typeName.contains("->") || typeName.hasPrefix("Weak<")
  }
}
