import SwiftSyntax
import SwiftSyntaxMacros

/// A macro whose whole expansion is one conformance, added unless the type already has it.
protocol ConformanceMacro: ExtensionMacro {
  /// The protocol to conform to, qualified with its module.
  static var conformance: String { get }
}

extension ConformanceMacro {
  public static func expansion(
    of node: AttributeSyntax,
    attachedTo declaration: some DeclGroupSyntax,
    providingExtensionsOf type: some TypeSyntaxProtocol,
    conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [ExtensionDeclSyntax] {
    // The compiler passes no protocols when the type conforms already.
    guard !protocols.isEmpty else { return [] }
    let ext: DeclSyntax = "extension \(type.trimmed): \(raw: conformance) {}"
    return [ext.cast(ExtensionDeclSyntax.self)]
  }
}
