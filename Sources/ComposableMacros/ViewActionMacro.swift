import SwiftSyntax
import SwiftSyntaxMacros

/// `@ViewAction(for: Feature.self)`: conforms a view to `ViewActionSending`, whose `send(_:)`
/// wraps view actions in `.view`; the view's `store` property names the feature.
public enum ViewActionMacro: ConformanceMacro {
  static let conformance = "Composable.ViewActionSending"
}
