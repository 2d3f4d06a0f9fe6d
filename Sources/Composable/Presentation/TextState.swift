/// Text shown to the user, kept in state so that tests can compare it.
///
/// ```swift
/// state.alert = AlertState { TextState("Are you sure?") }
/// ```
public struct TextState: Hashable, Sendable, Codable, ExpressibleByStringInterpolation {
  /// The text as written.
  public var string: String

  /// Creates text from a string.
  public init(_ string: String) {
    self.string = string
  }

  /// Creates text from a string literal: `TextState("Cancel")` can be written `"Cancel"`.
  public init(stringLiteral value: String) {
    self.string = value
  }
}

extension TextState: CustomDumpStringConvertible, CustomStringConvertible {
  /// Dumps as `TextState("…")`, so a diff shows the text quoted.
  public var customDumpDescription: String { "TextState(\(string.debugDescription))" }
  /// The text as written.
  public var description: String { string }
}
