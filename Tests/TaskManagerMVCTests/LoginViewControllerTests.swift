import Flows
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

  func makeLogin(_ authClient: AuthClient = .inMemory()) -> LoginViewController {
    let login = LoginViewController(
      context: host.context, authClient: authClient.reportingFlows())
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
    host.flows.isEnabled = true
    let login = makeLogin()
    login.view.username = AuthClient.testAccount.username
    login.view.password = AuthClient.testAccount.password
    host.flows.event("tap “Log In”") { login.logInTapped() }
    try await host.settle()
    #expect(login.view.welcomeMessage == "Welcome, tester!")
    #expect(delegate.loggedIn.isEmpty)
    try await host.advance(by: .seconds(1))
    #expect(delegate.loggedIn.map(\.username) == ["tester"])
    // The flow: the view tells the controller, which calls the client itself and, with the
    // answer, pushes into its view; the welcome's pause ends in the same trace.
    let messages = try #require(host.flows.traces.last).steps.map(\.summary)
    #expect(messages.first == "view → controller: logInTapped()")
    #expect(
      messages.contains(
        #"controller → service: authClient.login(username: "tester", password: •••)"#))
    #expect(messages.contains("service → controller: returned User(…)"))
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
