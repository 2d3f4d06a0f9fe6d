import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// `@Reducer`: on a struct, adds the `Reducer` conformance and makes `Action` case-pathable;
/// on an enum of child features, synthesizes its `State`, `Action` and `body`.
public enum ReducerMacro {}

extension ReducerMacro: ExtensionMacro {
  public static func expansion(
    of node: AttributeSyntax,
    attachedTo declaration: some DeclGroupSyntax,
    providingExtensionsOf type: some TypeSyntaxProtocol,
    conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [ExtensionDeclSyntax] {
    guard declaration.is(StructDeclSyntax.self) || declaration.is(EnumDeclSyntax.self) else {
      return []
    }
    if let inheritance = declaration.inheritanceClause,
      inheritance.inheritedTypes.contains(where: {
        ["Reducer", "Composable.Reducer"].contains($0.type.trimmedDescription)
      })
    {
      return []
    }
    let ext: DeclSyntax = "extension \(type.trimmed): Composable.Reducer {}"
    return [ext.cast(ExtensionDeclSyntax.self)]
  }
}

extension ReducerMacro: MemberAttributeMacro {
  public static func expansion(
    of node: AttributeSyntax,
    attachedTo declaration: some DeclGroupSyntax,
    providingAttributesFor member: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [AttributeSyntax] {
    guard declaration.is(StructDeclSyntax.self) else { return [] }
    if let property = member.as(VariableDeclSyntax.self),
      property.bindings.count == 1,
      let binding = property.bindings.first,
      binding.pattern.trimmedDescription == "body",
      !property.modifiers.contains(where: { $0.name.text == "static" }),
      !property.attributes.contains(where: { attribute in
        attribute.as(AttributeSyntax.self)?.attributeName.trimmedDescription
          .contains("ReducerBuilder") == true
      })
    {
      // A conformance added by a macro does not carry the protocol's result builder over to
      // `body`, so it is spelled out here.
      return ["@Composable.ReducerBuilder<Self.State, Self.Action>"]
    }
    guard let nested = member.as(EnumDeclSyntax.self),
      ["Action", "State"].contains(nested.name.text)
    else { return [] }
    let existing = nested.attributes.compactMap {
      $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription
    }
    var attributes: [AttributeSyntax] = []
    if !existing.contains(where: { $0.hasSuffix("CasePathable") }) {
      attributes.append("@CasePaths.CasePathable")
    }
    if !existing.contains(where: { $0.hasSuffix("_CaseAccess") }) {
      attributes.append("@Composable._CaseAccess")
    }
    return attributes
  }
}

extension ReducerMacro: MemberMacro {
  public static func expansion(
    of node: AttributeSyntax,
    providingMembersOf declaration: some DeclGroupSyntax,
    conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    if declaration.is(StructDeclSyntax.self) { return [] }
    guard let enumDecl = declaration.as(EnumDeclSyntax.self) else {
      context.diagnose(Diagnostic(node: node, message: ReducerMacroDiagnostic.notStructOrEnum))
      return []
    }
    var children: [DestinationCase] = []
    var isValid = true
    for member in enumDecl.memberBlock.members {
      guard let caseDecl = member.decl.as(EnumCaseDeclSyntax.self) else { continue }
      for element in caseDecl.elements {
        guard let child = DestinationCase(element) else {
          context.diagnose(
            Diagnostic(node: element, message: ReducerMacroDiagnostic.destinationCaseShape)
          )
          isValid = false
          continue
        }
        children.append(child)
      }
    }
    guard isValid else { return [] }
    let access =
      enumDecl.modifiers.first(where: {
        ["public", "package"].contains($0.name.text)
      }).map { "\($0.name.text) " } ?? ""

    let stateCases = children.map { "case \($0.name)(\($0.stateType))" }.joined(separator: "\n")
    let actionCases = children.map { "case \($0.name)(\($0.actionType))" }.joined(separator: "\n")
    let scopes = children.compactMap { child -> String? in
      guard let reducer = child.reducerType else { return nil }
      return """
        Composable.Scope(state: \\Self.State.Cases.\(child.name), \
        action: \\Self.Action.Cases.\(child.name)) {
          \(reducer)()
        }
        """
    }
    let body =
      scopes.isEmpty
      ? "Composable.EmptyReducer<Self.State, Self.Action>()"
      : "Composable.CombineReducers {\n\(scopes.joined(separator: "\n"))\n}"
    return [
      """
      @CasePaths.CasePathable
      \(raw: access)enum State {
      \(raw: stateCases)
      }
      """,
      """
      @CasePaths.CasePathable
      \(raw: access)enum Action {
      \(raw: actionCases)
      }
      """,
      """
      \(raw: access)static var body: some Composable.Reducer<Self.State, Self.Action> {
      \(raw: body)
      }
      """,
      """
      \(raw: access)func reduce(into state: inout Self.State, action: Self.Action) \
      -> Composable.Effect<Self.Action> {
      Self.body.reduce(into: &state, action: action)
      }
      """,
    ]
  }
}

/// One case of a `@Reducer` enum: a child feature, or an alert or dialog without logic.
private struct DestinationCase {
  let name: String
  let stateType: String
  let actionType: String
  /// The child reducer's type, or `nil` for alerts and dialogs.
  let reducerType: String?

  init?(_ element: EnumCaseElementSyntax) {
    guard let parameters = element.parameterClause?.parameters, parameters.count == 1,
      let parameter = parameters.first, parameter.firstName == nil
    else { return nil }
    name = element.name.text
    let type = parameter.type
    if let generic = type.as(IdentifierTypeSyntax.self),
      ["AlertState", "ConfirmationDialogState"].contains(generic.name.text),
      let argument = generic.genericArgumentClause?.arguments.first
    {
      stateType = type.trimmedDescription
      actionType = argument.argument.trimmedDescription
      reducerType = nil
    } else {
      let reducer = type.trimmedDescription
      stateType = "\(reducer).State"
      actionType = "\(reducer).Action"
      reducerType = reducer
    }
  }
}
