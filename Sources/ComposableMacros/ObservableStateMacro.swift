import SwiftSyntax
import SwiftSyntaxMacros

/// `@ObservableState`: marks a feature's state as observed through its store.
///
/// Composable tracks changes per store (one notification per `send`, whatever changed), so
/// the macro only adds the `ObservableState` conformance; see `ObservableState` for why.
public enum ObservableStateMacro: ConformanceMacro {
  static let conformance = "Composable.ObservableState"
}
