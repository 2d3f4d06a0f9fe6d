import SwiftCompilerPlugin
import SwiftSyntaxMacros

@main
struct ComposableMacrosPlugin: CompilerPlugin {
  let providingMacros: [any Macro.Type] = [
    ReducerMacro.self,
    ObservableStateMacro.self,
    CaseAccessMacro.self,
    ReducerCaseMarkerMacro.self,
    ViewActionMacro.self,
  ]
}
