import Foundation
import TaskManagerDomain
import Testing
import ViewsTesting

@testable import LoginMVC

/// The account the stubbed server knows.
private let ada = User(
  id: UserID(rawValue: 1), username: "ada", createdAt: Date(timeIntervalSince1970: 0))

/// Records whom the controller said was logged in.
final class LoginDelegateSpy: LoginViewControllerDelegate {
  private(set) var loggedIn: [User] = []

  func loginViewController(_ controller: LoginViewController, didLogIn user: User) {
    loggedIn.append(user)
  }
}

@MainActor
@Suite("Login in MVC")
struct LoginViewControllerTests {
  // A host for code without views: tracked work and a virtual clock.
  let host = TestHost()
  // The controller holds its delegate weakly: the test keeps the spy alive.
  let delegate = LoginDelegateSpy()

  func makeLogin(_ authClient: AuthClient) -> LoginViewController {
    let login = LoginViewController(context: host.context, authClient: authClient)
    login.delegate = delegate
    return login
  }

  @Test func anEmptyFieldIsRefusedWithoutARequest() async throws {
    // Any request would answer "server error", which the test would see.
    let login = makeLogin(.failing(.server))
    login.view.username = "ada"
    login.logInTapped()
    try await host.settle()
    #expect(login.view.errorMessage == "Please enter both username and password")
    #expect(login.view.isEnabled)
  }

  @Test func successWelcomesThenTellsTheDelegateAfterOneSecond() async throws {
    var server = AuthClient.failing(.invalidCredentials)
    server.login = { _, _ in ada }
    let login = makeLogin(server)
    login.view.username = "ada"
    login.view.password = "correct-horse"
    login.logInTapped()
    #expect(login.view.isLoading)
    #expect(!login.view.isEnabled)
    try await host.settle()
    #expect(!login.view.isLoading)
    #expect(login.view.welcomeMessage == "Welcome, ada!")
    // The virtual clock moves only when the test says so.
    try await host.advance(by: .milliseconds(999))
    #expect(delegate.loggedIn.isEmpty)
    try await host.advance(by: .milliseconds(1))
    #expect(delegate.loggedIn == [ada])
  }

  @Test(arguments: [LoginError.invalidCredentials, .network, .server])
  func aFailureShowsTheDomainsMessage(error: LoginError) async throws {
    let login = makeLogin(.failing(error))
    login.view.username = "ada"
    login.view.password = "correct-horse"
    login.logInTapped()
    try await host.settle()
    #expect(login.view.errorMessage == error.message)
    #expect(login.view.isEnabled)
    login.dismissErrorTapped()
    #expect(login.view.errorMessage == nil)
  }

  @Test func homeReplacesLoginInTheWindow() async throws {
    var server = AuthClient.failing(.invalidCredentials)
    server.login = { _, _ in ada }
    let app = LoginAppDelegate(context: host.context, authClient: server)
    let login = try #require(app.window.rootViewController as? LoginViewController)
    login.view.username = "ada"
    login.view.password = "correct-horse"
    login.logInTapped()
    try await host.settle()
    try await host.advance(by: LoginScreen.welcomeDelay)
    let home = try #require(app.window.rootViewController as? HomeViewController)
    #expect(home.user == ada)
  }
}
