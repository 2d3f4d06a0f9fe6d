import Flows
import MVVM
import Synchronization
import TaskManagerDomain
import TaskManagerMVVM
import Testing
import ViewsTesting

@MainActor
@Suite("LoginViewModel")
struct LoginViewModelTests {
  let host = TestHost()

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

  func makeLogin(_ authClient: AuthClient = .inMemory()) -> LoginViewModel {
    LoginViewModel(context: host.context, authClient: authClient.reportingFlows())
  }

  @Test func anEmptyFieldIsRefusedWithoutARequest() async throws {
    let counter = Counter()
    let login = makeLogin(counter.wrap(.inMemory()))
    login.enter(username: "tester")
    login.logIn()
    try await host.settle()
    #expect(login.errorMessage == LoginInputProblem.missingField.message)
    #expect(!login.isLoading)
    #expect(counter.count.withLock { $0 } == 0)
  }

  @Test func tooShortReadsAsInvalidCredentials() async {
    let login = makeLogin()
    login.enter(username: "ab")
    login.enter(password: "secret-password")
    login.logIn()
    #expect(login.errorMessage == LoginError.invalidCredentials.message)
  }

  @Test func successWelcomesThenHandsOverAfterOneSecond() async throws {
    let login = makeLogin()
    var handedOver: User?
    login.onLoggedIn = { handedOver = $0 }
    login.enter(username: AuthClient.testAccount.username)
    login.enter(password: AuthClient.testAccount.password)
    login.logIn()
    #expect(login.isLoading)
    #expect(!login.canLogIn)
    try await host.settle()
    #expect(!login.isLoading)
    #expect(login.welcomeMessage == "Welcome, tester!")
    #expect(!login.canLogIn)
    try await host.advance(by: .milliseconds(900))
    #expect(handedOver == nil)
    try await host.advance(by: .milliseconds(100))
    #expect(handedOver?.username == "tester")
  }

  @Test(arguments: [LoginError.network, .server, .tooManyAttempts(retryAfterSeconds: 2)])
  func failuresShowTheDomainsMessage(error: LoginError) async throws {
    let login = makeLogin(.failing(error))
    login.enter(username: "tester")
    login.enter(password: "secret-password")
    login.logIn()
    try await host.settle()
    #expect(login.errorMessage == error.message)
    #expect(!login.isLoading)
    #expect(login.canLogIn)
  }

  @Test func dismissClearsTheError() {
    let login = makeLogin()
    login.logIn()
    #expect(login.errorMessage != nil)
    login.dismissError()
    #expect(login.errorMessage == nil)
  }

  @Test func credentialsCannotChangeWhileTheyAreBeingChecked() async throws {
    let login = makeLogin()
    login.enter(username: "tester")
    login.enter(password: "secret-password")
    login.logIn()
    login.enter(username: "someone-else")
    #expect(login.username == "tester")
    try await host.settle()
    login.enter(password: "changed")
    #expect(login.password == "secret-password")
  }

  @Test func goingAwayCancelsTheRequest() async throws {
    var login: LoginViewModel? = makeLogin()
    var handedOver = false
    login?.onLoggedIn = { _ in handedOver = true }
    login?.enter(username: "tester")
    login?.enter(password: "secret-password")
    login?.logIn()
    try await host.settle()
    login = nil  // the welcome delay was pending
    try await host.advance(by: .seconds(1))
    #expect(!handedOver)
    #expect(host.clock.sleeperCount == 0)
  }

  @Test func aTapFlowsFromTheViewToTheViewModelToTheClientAndBack() async throws {
    host.flows.isEnabled = true
    let login = makeLogin(.failing(.network))
    host.flows.event("type") { login.enter(username: "tester") }
    host.flows.event("type") { login.enter(password: "secret-password") }
    host.flows.event("tap “Log In”") { login.logIn() }
    try await host.settle()
    let traces = host.flows.traces
    #expect(traces.map(\.title) == ["type", "type", "tap “Log In”"])
    #expect(traces[1].steps.first?.changes.map(\.description) == ["password: ••• → •••"])
    let steps = traces[2].steps
    // The view's updates come when each message is handled; the request runs meanwhile.
    let messages = steps.filter { $0.kind != .update }
    #expect(
      messages.map(\.summary) == [
        "view → view model: logIn()",
        #"view model → service: authClient.login(username: "tester", password: •••)"#,
        "service → view model: threw LoginError: Network connection failed. Please t…",
        "view model → view model: login finished(failure(LoginError: Network connection failed. …)",
      ])
    #expect(
      steps.filter { $0.kind == .update }.map(\.summary) == [
        "view model → view: changed isLoading",
        "view model → view: changed isLoading, errorMessage",
      ])
    #expect(messages.map(\.kind) == [.call, .call, .reply, .call])
    #expect(messages[0].changes.map(\.description) == ["isLoading: false → true"])
    #expect(
      messages[3].changes.map(\.description) == [
        "isLoading: true → false",
        #"errorMessage: nil → "Network connection failed. Please try again.""#,
      ])
    #expect(steps.allSatisfy { $0.kind != .call || $0.duration != nil })
  }
}
