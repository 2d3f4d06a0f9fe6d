import SwiftDiagnostics

/// The mistakes `@Reducer` explains instead of expanding into code that fails to compile.
enum ReducerMacroDiagnostic: String, DiagnosticMessage {
  case notStructOrEnum
  case destinationCaseShape

  var message: String {
    switch self {
    case .notStructOrEnum:
      "'@Reducer' can only be applied to a struct (a feature) or an enum (a destination or path "
        + "of child features)"
    case .destinationCaseShape:
      "A '@Reducer' enum case must carry exactly one unlabeled child feature, like "
        + "'case addTask(AddTaskFeature)', or an alert, like 'case alert(AlertState<Alert>)'"
    }
  }

  var diagnosticID: MessageID {
    MessageID(domain: "ComposableMacros", id: rawValue)
  }

  var severity: DiagnosticSeverity { .error }
}
