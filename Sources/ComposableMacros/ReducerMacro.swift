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
    var extensions: [ExtensionDeclSyntax] = []
    let declaresReducer =
      declaration.inheritanceClause?.inheritedTypes.contains(where: {
        ["Reducer", "Composable.Reducer"].contains($0.type.trimmedDescription)
      }) ?? false
    if !declaresReducer {
      let ext: DeclSyntax = "extension \(type.trimmed): Composable.Reducer {}"
      extensions.append(ext.cast(ExtensionDeclSyntax.self))
    }
    // Where the feature is written, for the debugger's flow of each event to link to.
    if let structDecl = declaration.as(StructDeclSyntax.self),
      let location = context.location(
        of: structDecl.name, at: .afterLeadingTrivia, filePathMode: .fileID)
    {
      let access = memberAccess(of: structDecl, in: context)
      let ext: DeclSyntax = """
        extension \(type.trimmed): Composable._SourceLocated {
          \(raw: access)static var _sourceFileID: String { \(location.file) }
          \(raw: access)static var _sourceLine: Int { \(location.line) }
        }
        """
      extensions.append(ext.cast(ExtensionDeclSyntax.self))
    }
    return extensions
  }
}

extension ReducerMacro: MemberAttributeMacro {
  public static func expansion(
    of node: AttributeSyntax,
    attachedTo declaration: some DeclGroupSyntax,
    providingAttributesFor member: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [AttributeSyntax] {
    if declaration.is(EnumDeclSyntax.self) {
      // A `@Reducer enum` may spell out its `Action`; it must be case-pathable like the one
      // the macro writes.
      guard let nested = member.as(EnumDeclSyntax.self), nested.name.text == "Action",
        !nested.attributes.contains(where: {
          $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription.hasSuffix("CasePathable")
            == true
        })
      else { return [] }
      return ["@CasePaths.CasePathable"]
    }
    guard declaration.is(StructDeclSyntax.self) else { return [] }
    if let property = member.as(VariableDeclSyntax.self),
      property.bindings.count == 1,
      let binding = property.bindings.first,
      binding.pattern.trimmedDescription == "body",
      // `let body = EmptyReducer<State, Action>()` is stored: a builder needs a getter.
      binding.accessorBlock != nil,
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
    // An enum state's cases read and write as optional properties, as in TCA:
    // `$0.destination?.edit?.title = "Standup"`.
    if nested.name.text == "State", !existing.contains("dynamicMemberLookup") {
      attributes.append("@dynamicMemberLookup")
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
    if let structDecl = declaration.as(StructDeclSyntax.self) {
      return FeatureMembers(structDecl).synthesized
    }
    guard let enumDecl = declaration.as(EnumDeclSyntax.self) else {
      context.diagnose(Diagnostic(node: node, message: ReducerMacroDiagnostic.notStructOrEnum))
      return []
    }
    var lines = DestinationCaseLines()
    if let invalid = lines.collect(enumDecl.memberBlock.members) {
      context.diagnose(
        Diagnostic(node: invalid, message: ReducerMacroDiagnostic.ephemeralCaseShape))
      return []
    }
    let access =
      enumDecl.modifiers.first(where: {
        ["public", "package"].contains($0.name.text)
      }).map { "\($0.name.text) " } ?? ""
    let enumName = enumDecl.name.text
    // An `Action` written by hand is kept: it must have a case per feature case, named alike.
    let hasHandWrittenAction = enumDecl.memberBlock.members.contains {
      $0.decl.as(EnumDeclSyntax.self)?.name.text == "Action"
    }

    let conformances = SynthesizedConformances(node)
    let stateCases = lines.state.joined(separator: "\n")
    let actionCases = lines.action.joined(separator: "\n")
    let body =
      lines.scopes.isEmpty
      ? "Composable.EmptyReducer<Self.State, Self.Action>()"
      : "Composable.CombineReducers {\n\(lines.scopes.joined(separator: "\n"))\n}"
    var members: [DeclSyntax] = [
      """
      @CasePaths.CasePathable
      @dynamicMemberLookup
      \(raw: access)enum State: \(raw: (["Composable.CaseReducerState"] + conformances.state).joined(separator: ", ")) {
      \(raw: stateCases)
      \(raw: access)static var _caseBody: some Composable.Reducer<Self, \(raw: enumName).Action> {
      \(raw: enumName).body
      }
      }
      """
    ]
    if !hasHandWrittenAction {
      members.append(
        """
        @CasePaths.CasePathable
        \(raw: access)enum Action\(raw: conformances.action.isEmpty ? "" : ": " + conformances.action.joined(separator: ", ")) {
        \(raw: actionCases)
        }
        """
      )
    }
    // `body` has a type that can be named, as TCA's does, so another enum can hold this one
    // as a case: `case inner(Inner.Body = Inner.body)`.
    members += [
      """
      \(raw: access)static var body: Composable.Reduce<Self.State, Self.Action> {
      Composable.Reduce(\(raw: body))
      }
      """,
      """
      \(raw: access)var body: Composable.Reduce<Self.State, Self.Action> {
      Self.body
      }
      """,
    ]
    return members
  }
}

/// The conformances `@Reducer(state: .equatable, action: .equatable, .sendable)` asks for,
/// capitalized into protocol names.
private struct SynthesizedConformances {
  var state: [String] = []
  var action: [String] = []

  init(_ node: AttributeSyntax) {
    guard case .argumentList(let arguments) = node.arguments else { return }
    var label: String?
    for argument in arguments {
      if let name = argument.label?.text { label = name }
      guard let member = argument.expression.as(MemberAccessExprSyntax.self) else { continue }
      let name = member.declName.baseName.text
      let conformance = name.prefix(1).uppercased() + name.dropFirst()
      switch label {
      case "state": state.append(conformance)
      case "action": action.append(conformance)
      default: break
      }
    }
  }
}
