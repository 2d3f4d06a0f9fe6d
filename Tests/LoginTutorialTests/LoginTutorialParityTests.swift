import TaskManagerDomain
import Testing
import Views
import ViewsTesting

@testable import LoginMVC
@testable import LoginMVVM
@testable import LoginMVVMState
@testable import LoginTCA
@testable import LoginVIPER

/// The five apps the login tutorial builds, as a host creates them. The tutorials' own tests
/// check each architecture its own way; this one plays the same user against all five, so the
/// listings (views included) are shown to behave alike, as the real variants are by the
/// parity suite.
enum TutorialApp: String, CaseIterable, CustomTestStringConvertible {
  case tca, viper, mvvm, mvvmState, mvc

  var testDescription: String { rawValue }

  @MainActor
  func makeRoot(_ context: HostContext, authClient: AuthClient) -> AnyView {
    switch self {
    case .tca: AnyView(LoginTCA.LoginApp.makeRoot(context, authClient: authClient))
    case .viper: AnyView(LoginVIPER.LoginApp.makeRoot(context, authClient: authClient))
    case .mvvm: AnyView(LoginMVVM.LoginAppModel.makeRoot(context, authClient: authClient))
    case .mvvmState:
      AnyView(LoginMVVMState.LoginAppModel.makeRoot(context, authClient: authClient))
    case .mvc: AnyView(LoginMVC.LoginAppDelegate.makeRoot(context, authClient: authClient))
    }
  }
}

@MainActor
@Suite("The login tutorial's five apps, played as a user")
struct LoginTutorialParityTests {
  @Test(arguments: TutorialApp.allCases)
  func signingIn(app: TutorialApp) async throws {
    // The in-memory server knows "tester" with the password "secret-password".
    let driver = ViewDriver { context in app.makeRoot(context, authClient: .inMemory()) }
    #expect(driver.shows("Task Manager"))

    try await driver.tap("Log In")
    #expect(driver.shows("Please enter both username and password"))
    try await driver.tap("Dismiss")
    #expect(!driver.shows("Please enter both username and password"))

    try await driver.type("tester", into: "Username")
    try await driver.type("wrong-password", into: "Password")
    try await driver.tap("Log In")
    #expect(driver.shows("Invalid username or password"))

    try await driver.type("secret-password", into: "Password")
    try await driver.submit("Password")
    #expect(driver.shows("Welcome, tester!"))
    try await driver.advance(by: .milliseconds(999))
    #expect(!driver.shows("Home of tester"))
    try await driver.advance(by: .milliseconds(1))
    #expect(driver.shows("Home of tester"))
    #expect(!driver.shows("Log In"))
  }
}
