import SwiftCompilerPlugin
import SwiftSyntaxMacros

@main
struct FlowsMacrosPlugin: CompilerPlugin {
  let providingMacros: [any Macro.Type] = [
    ReportedMacro.self,
    ReportedMessageMacro.self,
  ]
}
