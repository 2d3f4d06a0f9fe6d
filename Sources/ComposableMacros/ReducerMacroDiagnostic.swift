import SwiftDiagnostics

/// The mistakes `@Reducer` explains instead of expanding into code that fails to compile.
enum ReducerMacroDiagnostic: String, DiagnosticMessage {
  case notStructOrEnum
  case ephemeralCaseShape

  var message: String {
    switch self {
    case .notStructOrEnum:
      "'@Reducer' can only be applied to a struct (a feature) or an enum (a destination or path "
        + "of child features)"
    case .ephemeralCaseShape:
      "A '@ReducerCaseEphemeral' case must carry one generic state whose argument is its "
        + "action, like 'case alert(AlertState<Alert>)'"
    }
  }

  var diagnosticID: MessageID {
    MessageID(domain: "ComposableMacros", id: rawValue)
  }

  var severity: DiagnosticSeverity { .error }
}
