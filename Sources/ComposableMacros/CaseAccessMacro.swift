import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// `@_CaseAccess`: lets composition reducers embed and extract an action's cases with a plain
/// `switch` instead of resolving case key paths at run time. `@Reducer` adds it to `Action`.
public enum CaseAccessMacro: ExtensionMacro {
  public static func expansion(
    of node: AttributeSyntax,
    attachedTo declaration: some DeclGroupSyntax,
    providingExtensionsOf type: some TypeSyntaxProtocol,
    conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [ExtensionDeclSyntax] {
    guard let enumDecl = declaration.as(EnumDeclSyntax.self) else { return [] }
    let access = memberAccess(of: enumDecl, in: context)
    var branches: [String] = []
    for member in enumDecl.memberBlock.members {
      guard let caseDecl = member.decl.as(EnumCaseDeclSyntax.self) else { continue }
      for element in caseDecl.elements {
        // Only single, unlabeled payloads: the shape of child-feature and presentation cases.
        guard let parameters = element.parameterClause?.parameters, parameters.count == 1,
          let parameter = parameters.first, parameter.firstName == nil
        else { continue }
        let name = element.name.text
        // The payload type is left to inference: it may name types nested in the enclosing
        // feature, which are not in scope in this extension.
        branches.append(
          """
          if keyPath == \\Self.Cases.\(name) {
            return Composable._CaseAccessors(
              embed: Self.\(name),
              extract: { (root: Self) in
                if case let .\(name)(value) = root { return value } else { return nil }
              }
            )
          }
          """
        )
      }
    }
    let body = (branches + ["return nil"]).joined(separator: "\n")
    let ext: DeclSyntax = """
      extension \(type.trimmed): Composable._CaseAccessible {
        \(raw: access)static func _caseAccessors(_ keyPath: CasePaths.PartialCaseKeyPath<Self>) -> Any? {
          \(raw: body)
        }
      }
      """
    return [ext.cast(ExtensionDeclSyntax.self)]
  }
}
