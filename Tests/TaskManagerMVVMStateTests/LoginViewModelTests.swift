import Flows
import MVVM
import TaskManagerDomain
import TaskManagerMVVMState
import Testing
import ViewsTesting

@MainActor
@Suite("LoginViewModel (states)")
struct LoginViewModelTests {
  let host = TestHost()

  func makeLogin(_ authClient: AuthClient = .inMemory()) -> LoginViewModel {
    LoginViewModel(context: host.context, authClient: authClient.reportingFlows())
  }

  func credentials(_ username: String, _ password: String) -> LoginState {
    var state = LoginState()
    state.username = username
    state.password = password
    return state
  }

  @Test func typingPublishesOneStatePerKeystrokeOfAField() {
    let login = makeLogin()
    let recorder = StateRecorder(login)
    login.binding(\.username).wrappedValue = "tester"
    login.binding(\.password).wrappedValue = "secret-password"
    #expect(
      recorder.states == [credentials("tester", ""), credentials("tester", "secret-password")])
  }

  @Test func anEmptyFieldIsOneStateWithTheMessage() {
    let login = makeLogin()
    login.update(\.username, to: "tester")
    let recorder = StateRecorder(login)
    login.logIn()
    var refused = credentials("tester", "")
    refused.errorMessage = LoginInputProblem.missingField.message
    #expect(recorder.states == [refused])
  }

  @Test(arguments: [LoginError.network, .server, .invalidCredentials])
  func aFailureIsLoadingThenTheMessage(error: LoginError) async throws {
    let login = makeLogin(.failing(error))
    login.update {
      $0.username = "tester"
      $0.password = "secret-password"
    }
    let recorder = StateRecorder(login)
    login.logIn()
    try await host.settle()
    var loading = credentials("tester", "secret-password")
    loading.isLoading = true
    var failed = credentials("tester", "secret-password")
    failed.errorMessage = error.message
    #expect(recorder.states == [loading, failed])
  }

  @Test func successIsLoadingThenTheWelcomeThenHome() async throws {
    let login = makeLogin()
    var handedOver: User?
    login.onLoggedIn = { handedOver = $0 }
    login.update {
      $0.username = AuthClient.testAccount.username
      $0.password = AuthClient.testAccount.password
    }
    let recorder = StateRecorder(login)
    login.logIn()
    try await host.settle()
    #expect(recorder.states.map(\.isLoading) == [true, false])
    #expect(recorder.states.map(\.welcomeMessage) == [nil, "Welcome, tester!"])
    try await host.advance(by: .milliseconds(900))
    #expect(handedOver == nil)
    try await host.advance(by: .milliseconds(100))
    #expect(handedOver?.username == "tester")
    #expect(recorder.states.count == 2)  // handing over is not a state of the form
  }

  @Test func editsToCredentialsBeingCheckedPublishNothing() async throws {
    let login = makeLogin()
    login.update {
      $0.username = "tester"
      $0.password = "secret-password"
    }
    login.logIn()
    let recorder = StateRecorder(login)
    login.binding(\.username).wrappedValue = "someone-else"
    #expect(recorder.states.isEmpty)
    try await host.settle()
    login.binding(\.password).wrappedValue = "changed"
    #expect(recorder.states.map(\.password) == ["secret-password"])  // the answer only
  }

  @Test func dismissIsOneStateWithoutTheError() {
    let login = makeLogin()
    login.logIn()
    let recorder = StateRecorder(login)
    login.dismissError()
    login.dismissError()  // nothing left to clear: no state
    #expect(recorder.states == [LoginState()])
  }

  @Test func goingAwayCancelsTheRequestAndReleasesTheViewModel() async throws {
    var login: LoginViewModel? = makeLogin()
    weak let released = login
    var handedOver = false
    login?.onLoggedIn = { _ in handedOver = true }
    login?.update {
      $0.username = "tester"
      $0.password = "secret-password"
    }
    login?.logIn()
    try await host.settle()
    login = nil  // the welcome delay was pending
    #expect(released == nil)
    try await host.advance(by: .seconds(1))
    #expect(!handedOver)
    #expect(host.clock.sleeperCount == 0)
  }

  @Test func aTapFlowsThroughTheStateAndTheClient() async throws {
    host.flows.isEnabled = true
    let login = makeLogin(.failing(.network))
    host.flows.event("type") { login.binding(\.username).wrappedValue = "tester" }
    host.flows.event("type") { login.binding(\.password).wrappedValue = "secret-password" }
    host.flows.event("tap “Log In”") { login.logIn() }
    try await host.settle()
    let traces = host.flows.traces
    #expect(traces[0].steps.first?.changes.map(\.description) == [#"username: "" → "tester""#])
    #expect(traces[1].steps.first?.changes.map(\.description) == ["password: ••• → •••"])
    // The view's updates come when each message is handled; the request runs meanwhile.
    let messages = traces[2].steps.filter { $0.kind != .update }
    #expect(
      messages.map(\.summary) == [
        "view → view model: logIn()",
        #"view model → service: authClient.login(username: "tester", password: •••)"#,
        "service → view model: threw LoginError: Network connection failed. Please t…",
        "view model → view model: login finished(failure(LoginError: Network connection failed. …)",
      ])
    #expect(
      traces[2].steps.filter { $0.kind == .update }.map(\.summary) == [
        "view model → view: changed isLoading",
        "view model → view: changed isLoading, errorMessage",
      ])
  }
}
