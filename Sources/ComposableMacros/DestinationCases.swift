import SwiftSyntax

/// The cases of a `@Reducer enum` as the lines of the `State`, `Action` and `body` they
/// become. Cases inside `#if` blocks stay inside the same blocks, as TCA writes them.
struct DestinationCaseLines {
  var state: [String] = []
  var action: [String] = []
  var scopes: [String] = []

  /// Adds the cases among `members`; returns the first case that cannot be one (an
  /// ephemeral case without a generic state type), or `nil`.
  mutating func collect(_ members: MemberBlockItemListSyntax) -> EnumCaseElementSyntax? {
    for member in members {
      if let caseDecl = member.decl.as(EnumCaseDeclSyntax.self) {
        let markers = Set(
          caseDecl.attributes.compactMap {
            $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription
          }
        )
        for element in caseDecl.elements {
          guard let child = DestinationCase(element, markers: markers) else { return element }
          state.append(child.stateCase)
          if let actionCase = child.actionCase { action.append(actionCase) }
          if let scope = child.scope { scopes.append(scope) }
        }
      } else if let ifConfig = member.decl.as(IfConfigDeclSyntax.self) {
        for clause in ifConfig.clauses {
          let directive = [clause.poundKeyword.text, clause.condition?.trimmedDescription]
            .compactMap { $0 }.joined(separator: " ")
          appendToAll(directive)
          if case .decls(let decls) = clause.elements, let invalid = collect(decls) {
            return invalid
          }
        }
        appendToAll("#endif")
      }
    }
    return nil
  }

  private mutating func appendToAll(_ line: String) {
    state.append(line)
    action.append(line)
    scopes.append(line)
  }
}

/// One case of a `@Reducer` enum: a child feature, an alert or dialog without logic, or plain
/// data that has no actions (`case meeting(Meeting, syncUp: SyncUp)`, `@ReducerCaseIgnored`).
struct DestinationCase {
  enum Kind {
    /// A child feature: its state and actions, run by a `Scope` of the reducer `construction`
    /// makes (`Child()`, or the case's default value, `Inner.body`).
    case feature(reducer: String, construction: String)
    /// Ephemeral state (an alert): its actions are the type's generic argument.
    case ephemeral(action: String)
    /// Data only: a state case, no action case.
    case ignored
  }

  let name: String
  let kind: Kind
  /// The case as it appears in `State`.
  let stateCase: String

  /// The `Scope` that runs the case's feature in the enum's `body`, or `nil` when it has none.
  var scope: String? {
    guard case .feature(_, let construction) = kind else { return nil }
    return """
      Composable.Scope(state: \\Self.State.Cases.\(name), \
      action: \\Self.Action.Cases.\(name)) {
        \(construction)
      }
      """
  }

  /// The case as it appears in `Action`, or `nil` when the case has no actions.
  var actionCase: String? {
    switch kind {
    case .feature(let reducer, _): "case \(name)(\(reducer).Action)"
    case .ephemeral(let action): "case \(name)(\(action))"
    case .ignored: nil
    }
  }

  /// `nil` when a case marked `@ReducerCaseEphemeral` carries no generic state type.
  init?(_ element: EnumCaseElementSyntax, markers: Set<String>) {
    name = element.name.text
    let parameters = element.parameterClause?.parameters
    let single = parameters.flatMap { $0.count == 1 && $0.first?.firstName == nil ? $0.first : nil }
    let isIgnored = markers.contains { $0.hasSuffix("ReducerCaseIgnored") }
    let isEphemeral = markers.contains { $0.hasSuffix("ReducerCaseEphemeral") }
    guard let single, !isIgnored else {
      // No payload, several values, a label, or marked: plain data, as TCA treats it.
      kind = .ignored
      stateCase = "case \(element.name.text)\(element.parameterClause?.trimmedDescription ?? "")"
      return
    }
    let type = single.type
    let generic = type.as(IdentifierTypeSyntax.self)
    let isKnownEphemeral = generic.map {
      ["AlertState", "ConfirmationDialogState"].contains($0.name.text)
    }
    if isEphemeral || isKnownEphemeral == true {
      guard let argument = generic?.genericArgumentClause?.arguments.first else { return nil }
      kind = .ephemeral(action: argument.argument.trimmedDescription)
      stateCase = "case \(name)(\(type.trimmedDescription))"
    } else {
      let reducer = type.trimmedDescription
      let construction = single.defaultValue?.value.trimmedDescription ?? "\(reducer)()"
      kind = .feature(reducer: reducer, construction: construction)
      stateCase = "case \(name)(\(reducer).State)"
    }
  }
}
