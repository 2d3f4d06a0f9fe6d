import SwiftSyntax
import SwiftSyntaxMacros

/// `@ReportedMessage(lane)` on a method: runs its statements inside
/// `FlowBoundary.receive(lane, by: self, "name", arguments: …) { … }`, which records the
/// message when a flow is being recorded and otherwise just runs them.
public struct ReportedMessageMacro: BodyMacro {
  public static func expansion(
    of node: AttributeSyntax,
    providingBodyFor declaration: some DeclSyntaxProtocol & WithOptionalCodeBlockSyntax,
    in context: some MacroExpansionContext
  ) throws -> [CodeBlockItemSyntax] {
    guard let function = declaration.as(FunctionDeclSyntax.self),
      let body = function.body,
      let lane = node.arguments?.as(LabeledExprListSyntax.self)?.first?.expression
    else { return declaration.body.map { Array($0.statements) } ?? [] }

    let arguments = function.signature.parameterClause.parameters.compactMap {
      parameter -> String? in
      let label = parameter.firstName.text
      let name = parameter.secondName?.text ?? label
      guard name != "_" else { return nil }
      let written = label == "_" ? "nil" : "\"\(label)\""
      return "(\(written), \(name) as Any)"
    }
    let returnType = function.signature.returnClause?.type.trimmedDescription ?? "Void"
    let throwsClause = function.signature.effectSpecifiers?.throwsClause
    let throwsText = throwsClause.map { " " + $0.trimmedDescription } ?? ""
    let tryText = throwsClause == nil ? "" : "try "
    let argumentList =
      arguments.isEmpty ? "" : ", arguments: { [\(arguments.joined(separator: ", "))] }"
    let name = function.name.text
    // Where the method is written, for the debugger to show and link.
    let source =
      context.location(of: function.name, at: .afterLeadingTrivia, filePathMode: .fileID)
      .map { ", source: FlowSource(fileID: \($0.file), line: \($0.line))" } ?? ""
    let call: CodeBlockItemSyntax = """
      return \(raw: tryText)FlowBoundary.receive(\(lane.trimmed), by: self, "\(raw: name)"\(raw: source)\(raw: argumentList)) { ()\(raw: throwsText) -> \(raw: returnType) in
      \(body.statements.trimmed)
      }
      """
    return [call]
  }
}
