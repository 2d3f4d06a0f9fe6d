import MVC
import Synchronization
import TaskManagerDomain
import TaskManagerMVC
import Testing
import ViewsTesting

@MainActor
@Suite("LoginViewController")
struct LoginViewControllerTests {
  let host = TestHost()
  let delegate = DelegateSpy()

  /// An auth client that counts its requests.
  final class Counter: Sendable {
    let count = Mutex(0)
    func wrap(_ client: AuthClient) -> AuthClient {
      var client = client
      let inner = client.login
      client.login = { (username, password) async throws(LoginError) -> User in
        self.count.withLock { $0 += 1 }
        return try await inner(username, password)
      }
      return client
    }
  }

  func makeLogin(_ authClient: AuthClient = .inMemory(), log: ControllerLog? = nil)
    -> LoginViewController
  {
    let login = LoginViewController(context: host.context, authClient: authClient, log: log)
    login.delegate = delegate
    return login
  }

  @Test func anEmptyFieldIsRefusedWithoutARequest() async throws {
    let counter = Counter()
    let login = makeLogin(counter.wrap(.inMemory()))
    login.view.username = "tester"
    login.logInTapped()
    try await host.settle()
    #expect(login.view.errorMessage == LoginInputProblem.missingField.message)
    #expect(!login.view.isLoading)
    #expect(login.view.isEnabled)
    #expect(counter.count.withLock { $0 } == 0)
  }

  @Test func whileCheckingTheFormShowsProgressAndIsDisabled() async throws {
    let login = makeLogin()
    login.view.username = AuthClient.testAccount.username
    login.view.password = AuthClient.testAccount.password
    login.logInTapped()
    #expect(login.view.isLoading)
    #expect(!login.view.isEnabled)
    #expect(login.view.errorMessage == nil)
    try await host.settle()
    #expect(!login.view.isLoading)
  }

  @Test func successWelcomesThenTellsTheDelegateAfterOneSecond() async throws {
    let log = ControllerLog()
    let login = makeLogin(log: log)
    login.view.username = AuthClient.testAccount.username
    login.view.password = AuthClient.testAccount.password
    login.logInTapped()
    try await host.settle()
    #expect(login.view.welcomeMessage == "Welcome, tester!")
    #expect(delegate.loggedIn.isEmpty)
    try await host.advance(by: .seconds(1))
    #expect(delegate.loggedIn.map(\.username) == ["tester"])
    #expect(
      log.events == [
        "LoginViewController: logInTapped(username: tester)",
        "LoginViewController: loggedIn(tester)",
        "LoginViewController: welcomeShown",
      ])
  }

  @Test(
    "each service error shows its message and the form can be used again",
    arguments: [LoginError.invalidCredentials, .network, .server])
  func serviceErrors(error: LoginError) async throws {
    var client = AuthClient.inMemory()
    client.login = { (_, _) async throws(LoginError) -> User in throw error }
    let login = makeLogin(client)
    login.view.username = "tester"
    login.view.password = "secret-password"
    login.logInTapped()
    try await host.settle()
    #expect(login.view.errorMessage == error.message)
    #expect(login.view.isEnabled)
    #expect(login.view.welcomeMessage == nil)
    try await host.advance(by: .seconds(1))
    #expect(delegate.loggedIn.isEmpty)
  }

  @Test func dismissClearsTheError() {
    let login = makeLogin()
    login.logInTapped()
    #expect(login.view.errorMessage != nil)
    login.dismissErrorTapped()
    #expect(login.view.errorMessage == nil)
  }

  @Test func aReleasedLoginNeverHandsOver() async throws {
    do {
      let login = makeLogin()
      login.view.username = AuthClient.testAccount.username
      login.view.password = AuthClient.testAccount.password
      login.logInTapped()
      try await host.settle()
    }
    try await host.advance(by: .seconds(1))
    #expect(delegate.loggedIn.isEmpty)
  }
}
