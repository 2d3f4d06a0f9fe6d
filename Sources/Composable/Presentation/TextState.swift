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

  public init(stringLiteral value: String) {
    self.string = value
  }
}

extension TextState: CustomDumpStringConvertible, CustomStringConvertible {
  public var customDumpDescription: String { "TextState(\(string.debugDescription))" }
  public var description: String { string }
}
