import SwiftSyntax
import SwiftSyntaxMacros

/// The access modifier, with a trailing space, that members a macro writes for `declaration`
/// need: empty for internal.
///
/// A `public` or `package` feature's witnesses must be as visible as the feature. A `private` or
/// `fileprivate` feature (common in test files) needs the opposite: members written in an
/// extension of it default to internal, which the compiler refuses when their signatures use
/// the narrower type. Any enclosing declaration that is private narrows the result too.
func memberAccess(
  of declaration: some DeclGroupSyntax, in context: some MacroExpansionContext
) -> String {
  let enclosing = context.lexicalContext.compactMap(modifiers(of:))
  let all = [declaration.modifiers] + enclosing
  if all.contains(where: { $0.contains(where: isFilePrivateOrNarrower) }) {
    return "fileprivate "
  }
  return declaration.modifiers.first(where: { ["public", "package"].contains($0.name.text) })
    .map { "\($0.name.text) " } ?? ""
}

private func isFilePrivateOrNarrower(_ modifier: DeclModifierSyntax) -> Bool {
  // `private(set)` limits a setter, not the declaration.
  modifier.detail == nil && ["private", "fileprivate"].contains(modifier.name.text)
}

private func modifiers(of syntax: Syntax) -> DeclModifierListSyntax? {
  syntax.asProtocol(WithModifiersSyntax.self)?.modifiers
}
