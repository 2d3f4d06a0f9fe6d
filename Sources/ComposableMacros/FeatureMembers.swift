import SwiftSyntax

/// What a `@Reducer struct` leaves out and the macro writes for it, as TCA's does: a feature
/// with nothing to hold or do can be declared as `@Reducer struct Placeholder {}`.
///
/// - `State` (an empty, `Codable` and `Hashable` struct) and `Action` (an enum without cases)
///   when absent, unless a `body` or `reduce(into:action:)` is written out: those name the
///   feature's types themselves, and a missing type there is the user's error to see.
/// - `body`, an `EmptyReducer`, when neither `body` nor `reduce(into:action:)` is there.
struct FeatureMembers {
  let synthesized: [DeclSyntax]

  init(_ feature: StructDeclSyntax) {
    let members = feature.memberBlock.members.map(\.decl)
    let typeNames = Set(
      members.compactMap {
        $0.as(StructDeclSyntax.self)?.name.text ?? $0.as(EnumDeclSyntax.self)?.name.text
          ?? $0.as(TypeAliasDeclSyntax.self)?.name.text
      }
    )
    let bindings = members.flatMap { $0.as(VariableDeclSyntax.self)?.bindings ?? [] }
    let hasReduceMethod = members.contains {
      guard let method = $0.as(FunctionDeclSyntax.self), method.name.text == "reduce" else {
        return false
      }
      let labels = method.signature.parameterClause.parameters.map(\.firstName.text)
      return labels == ["into", "action"]
    }
    let hasBody =
      hasReduceMethod || bindings.contains { $0.pattern.trimmedDescription == "body" }
    // A body given a value (`let body = EmptyReducer<State, Action>()`) or typed
    // `some Reducer…` names the feature's types itself; plain stored properties
    // (`let context: String`) do not.
    let writesItsTypes =
      hasReduceMethod
      || bindings.contains { binding in
        binding.initializer != nil
          || binding.typeAnnotation?.type.trimmedDescription.contains("Reducer") == true
      }
    let access =
      feature.modifiers.first(where: { ["public", "package"].contains($0.name.text) })
      .map { "\($0.name.text) " } ?? ""
    var synthesized: [DeclSyntax] = []
    if !typeNames.contains("State"), !writesItsTypes {
      synthesized.append(
        """
        @Composable.ObservableState
        \(raw: access)struct State: Codable, Equatable, Hashable, Sendable {
        \(raw: access)init() {}
        }
        """
      )
    }
    if !typeNames.contains("Action"), !writesItsTypes {
      synthesized.append(
        "@CasePaths.CasePathable\n\(raw: access)enum Action: Equatable, Hashable, Sendable {}")
    }
    if !hasBody {
      synthesized.append(
        "\(raw: access)var body: some Composable.Reducer<State, Action> { Composable.EmptyReducer() }"
      )
    }
    self.synthesized = synthesized
  }
}
