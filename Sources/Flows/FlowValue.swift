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
    let dumped = String(customDumping: value)
    guard let firstBreak = dumped.firstIndex(of: "\n") else { return clipped(dumped) }
    return clipped(String(dumped[..<firstBreak]) + "…")
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
  var flowSummary: Any { get }
}
