import SwiftSyntax
import SwiftSyntaxMacros

/// `@ReducerCaseEphemeral` and `@ReducerCaseIgnored`: markers that `@Reducer` reads on the
/// cases of an enum; on their own they add nothing.
public enum ReducerCaseMarkerMacro: PeerMacro {
  public static func expansion(
    of node: AttributeSyntax,
    providingPeersOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    []
  }
}
