import CustomDump

/// How messages and values are written in a flow: one short line each, secrets hidden.
enum FlowValue {
  /// Arguments whose values never appear.
  static let redacted: Set<String> = ["password", "newPassword", "currentPassword"]
  static let maximumLength = 48

  /// `logInTapped(username: "ada", password: •••)`
  static func message(_ name: String, _ arguments: [(String?, Any)]) -> String {
    guard !arguments.isEmpty else { return name + "()" }
    let written = arguments.map { label, value in
      let text = label.map(redacted.contains) == true ? "•••" : short(value)
      return label.map { "\($0): \(text)" } ?? text
    }
    return name + "(" + written.joined(separator: ", ") + ")"
  }

  /// A value on one line, at most ``maximumLength`` characters.
  static func short(_ value: Any) -> String {
    let value = (value as? any FlowSummarizable)?.flowSummary ?? value
    if let text = value as? String { return clipped("\"" + text + "\"") }
    if let error = value as? any Error { return self.error(error) }
    let mirror = Mirror(reflecting: value)
    if mirror.displayStyle == .enum, "\(type(of: value))".hasPrefix("Result<"),
      let outcome = mirror.children.first, let label = outcome.label
    {
      // `failure(LoginError: Network connection failed.)`, not the enum's dump.
      return clipped(label + "(" + short(outcome.value) + ")")
    }
    if Mirror(reflecting: value).displayStyle == .class { return "\(type(of: value))" }
    // Shallow: a message's argument can hold a whole object graph (a view model's parent,
    // its subscriptions); one line of it is all a diagram shows.
    var dumped = ""
    customDump(value, to: &dumped, maxDepth: 3)
    guard dumped.contains("\n") else { return clipped(dumped) }
    return "\(type(of: value))(…)"
  }

  /// `LoginError: Network connection failed.`: an error's type and what it says.
  static func error(_ error: any Error) -> String {
    clipped("\(type(of: error)): \(error)")
  }

  static func clipped(_ text: String) -> String {
    guard text.count > maximumLength else { return text }
    return String(text.prefix(maximumLength - 1)) + "…"
  }
}

/// A value that flows show as something smaller or clearer than itself (still compared with
/// `==` when it is `Equatable`): an outline as its lines, say, rather than every field of every
/// item.
///
/// ```swift
/// extension Outline: FlowSummarizable {
///   public var flowSummary: Any { items.map(\.body) }
/// }
/// ```
public protocol FlowSummarizable {
  /// What flows show, compare by dump and diff in place of the value itself.
  var flowSummary: Any { get }
}
