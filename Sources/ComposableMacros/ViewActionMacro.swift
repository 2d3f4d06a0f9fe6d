import SwiftSyntax
import SwiftSyntaxMacros

/// `@ViewAction(for: Feature.self)`: conforms a view to `ViewActionSending`, whose `send(_:)`
/// wraps view actions in `.view`; the view's `store` property names the feature.
public enum ViewActionMacro: ExtensionMacro {
  public static func expansion(
    of node: AttributeSyntax,
    attachedTo declaration: some DeclGroupSyntax,
    providingExtensionsOf type: some TypeSyntaxProtocol,
    conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [ExtensionDeclSyntax] {
    guard !protocols.isEmpty else { return [] }
    let ext: DeclSyntax = "extension \(type.trimmed): Composable.ViewActionSending {}"
    return [ext.cast(ExtensionDeclSyntax.self)]
  }
}
