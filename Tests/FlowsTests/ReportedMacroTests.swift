import FlowsMacros
import MacroTesting
import Testing

@Suite(.macros(["Reported": ReportedMacro.self, "ReportedMessage": ReportedMessageMacro.self]))
struct ReportedMacroTests {
  @Test func wrapsEachMessageOfTheRole() {
    assertMacro {
      """
      @Reported(as: .presenter)
      final class LoginPresenter {
        func logInTapped(username: String, _ password: String) {
          view?.show(username)
        }
        func total() -> Int { 1 }
        private func helper() {}
        static func make() {}
        func load() async {}
      }
      """
    } expansion: {
      """
      final class LoginPresenter {
        func logInTapped(username: String, _ password: String) {
          return FlowBoundary.receive(.presenter, by: self, "logInTapped", arguments: {
              [("username", username as Any), (nil, password as Any)]
            }) { () -> Void in
            view?.show(username)
          }
        }
        func total() -> Int {
          return FlowBoundary.receive(.presenter, by: self, "total") { () -> Int in
            1
          }
        }
        private func helper() {}
        static func make() {}
        func load() async {}
      }
      """
    }
  }

  @Test func keepsTypedThrows() {
    assertMacro {
      """
      @ReportedMessage(.view)
      func check() throws(CheckError) -> Bool { try verify() }
      """
    } expansion: {
      """
      func check() throws(CheckError) -> Bool {
          return try FlowBoundary.receive(.view, by: self, "check", source: FlowSource(fileID: "TestModule/Test.swift", line: 2)) { () throws(CheckError) -> Bool in
              try verify()
          }
      }
      """
    }
  }
}
