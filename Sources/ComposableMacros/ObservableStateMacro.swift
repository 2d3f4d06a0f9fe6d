import SwiftSyntax
import SwiftSyntaxMacros

/// `@ObservableState`: marks a feature's state as observed through its store.
///
/// Composable tracks changes per store (one notification per `send`, whatever changed), so
/// the macro only adds the `ObservableState` conformance; see `ObservableState` for why.
public enum ObservableStateMacro: ExtensionMacro {
  public static func expansion(
    of node: AttributeSyntax,
    attachedTo declaration: some DeclGroupSyntax,
    providingExtensionsOf type: some TypeSyntaxProtocol,
    conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [ExtensionDeclSyntax] {
    guard !protocols.isEmpty else { return [] }
    let ext: DeclSyntax = "extension \(type.trimmed): Composable.ObservableState {}"
    return [ext.cast(ExtensionDeclSyntax.self)]
  }
}
