import SwiftSyntax
import SwiftSyntaxMacros

/// `@Reported(as: lane)` on a class: attaches `@ReportedMessage(lane)` to each method that is a
/// message another role can send (not private, not static, synchronous, with a body).
public struct ReportedMacro: MemberAttributeMacro {
  public static func expansion(
    of node: AttributeSyntax,
    attachedTo declaration: some DeclGroupSyntax,
    providingAttributesFor member: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [AttributeSyntax] {
    guard let function = member.as(FunctionDeclSyntax.self), isMessage(function),
      let lane = node.arguments?.as(LabeledExprListSyntax.self)?.first?.expression
    else { return [] }
    return ["@ReportedMessage(\(lane.trimmed))"]
  }

  static func isMessage(_ function: FunctionDeclSyntax) -> Bool {
    guard function.body != nil else { return false }
    // Overrides are hooks the superclass calls on itself (and `flowFields()` is what reporting
    // reads): not messages from another role.
    let excluded: Set<String> = ["private", "fileprivate", "static", "class", "override"]
    if function.modifiers.contains(where: { excluded.contains($0.name.text) }) { return false }
    if function.signature.effectSpecifiers?.asyncSpecifier != nil { return false }
    if function.signature.effectSpecifiers?.throwsClause?.throwsSpecifier.tokenKind
      == .keyword(.rethrows)
    {
      return false
    }
    if let returned = function.signature.returnClause?.type,
      returned.is(SomeOrAnyTypeSyntax.self) && returned.description.contains("some")
    {
      return false
    }
    let alreadyReported = function.attributes.contains { element in
      element.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "ReportedMessage"
    }
    return !alreadyReported && !function.name.text.hasPrefix("_")
      && function.name.text != "flowFields"
  }
}
