import Synchronization
import TaskManagerDomain
import Testing
import Views
import ViewsTesting
import Viper
import ViperTesting

@testable import TaskManagerVIPER

@MainActor
@Suite("Login: presenter")
struct LoginPresenterTests {
  let view = LoginViewSpy()
  let interactor = LoginInteractorSpy()
  let router = LoginRouterSpy()
  let presenter: LoginPresenter

  init() {
    presenter = LoginPresenter(interactor: interactor, router: router)
    presenter.view = view
  }

  @Test func anEmptyFieldIsRefusedWithoutAskingTheInteractor() {
    presenter.logInTapped(username: "tester", password: "")
    #expect(view.calls == [.showError(LoginInputProblem.missingField.message)])
    #expect(interactor.calls.isEmpty)
  }

  @Test func shortCredentialsAreTheInteractorsBusiness() {
    presenter.logInTapped(username: "ab", password: "123")
    #expect(interactor.calls == [.logIn(username: "ab", password: "123")])
    #expect(view.calls == [.showError(nil), .showLoading(true)])
  }

  @Test func successWelcomesThenWaitsThenRoutesHome() {
    presenter.logInTapped(username: "tester", password: "secret-password")
    presenter.loginSucceeded(Sample.user)
    #expect(
      view.calls == [
        .showError(nil), .showLoading(true), .showLoading(false),
        .showWelcomeMessage("Welcome, tester!"),
      ])
    #expect(
      interactor.calls == [
        .logIn(username: "tester", password: "secret-password"), .waitBeforeHome,
      ])
    #expect(router.calls.isEmpty)
    presenter.homeDelayElapsed()
    #expect(router.calls == [.showHome(Sample.user)])
  }

  @Test func aFailureIsShownAndCanBeDismissed() {
    presenter.logInTapped(username: "tester", password: "wrong-password")
    presenter.loginFailed(LoginError.network.message)
    #expect(view.calls.last == .showError(LoginError.network.message))
    presenter.dismissErrorTapped()
    #expect(
      view.calls == [
        .showError(nil), .showLoading(true), .showLoading(false),
        .showError(LoginError.network.message), .showError(nil),
      ])
  }

  @Test func aSecondTapWhileCheckingIsIgnored() {
    presenter.logInTapped(username: "tester", password: "secret-password")
    presenter.logInTapped(username: "tester", password: "secret-password")
    #expect(interactor.calls == [.logIn(username: "tester", password: "secret-password")])
  }
}

@MainActor
@Suite("Login: interactor")
struct LoginInteractorTests {
  let app = TestApp()
  let output = LoginOutputSpy()

  func interactor(_ authClient: AuthClient) -> LoginInteractor {
    let interactor = LoginInteractor(authClient: authClient, context: app.host.context)
    interactor.output = output
    return interactor
  }

  @Test func tooShortIsInvalidCredentialsWithoutARequest() async throws {
    let requests = Counter()
    var auth = AuthClient.inMemory()
    auth.login = { (_, _) async throws(LoginError) -> User in
      requests.increment()
      throw .server
    }
    let interactor = interactor(auth)
    interactor.logIn(username: "ab", password: "secret-password")
    interactor.logIn(username: "tester", password: "12345")
    try await app.host.settle()
    #expect(
      output.calls == [
        .loginFailed(LoginError.invalidCredentials.message),
        .loginFailed(LoginError.invalidCredentials.message),
      ])
    #expect(requests.value == 0)
  }

  @Test func validCredentialsLogIn() async throws {
    let interactor = interactor(.inMemory())
    interactor.logIn(username: "tester", password: "secret-password")
    try await app.host.settle()
    let loggedIn = output.spy.values {
      if case .loginSucceeded(let user) = $0 { user } else { nil }
    }
    #expect(loggedIn.map(\.username) == ["tester"])
    #expect(output.calls.count == 1)
  }

  @Test(arguments: [LoginError.invalidCredentials, .network, .server])
  func errorsAreTheDomainsMessages(error: LoginError) async throws {
    let interactor = interactor(.failing(error))
    interactor.logIn(username: "tester", password: "secret-password")
    try await app.host.settle()
    #expect(output.calls == [.loginFailed(error.message)])
  }

  @Test func homeComesAfterOneSecondOnTheClock() async throws {
    let interactor = interactor(.inMemory())
    interactor.waitBeforeHome()
    try await app.host.settle()
    try await app.host.advance(by: .milliseconds(999))
    #expect(output.calls.isEmpty)
    try await app.host.advance(by: .milliseconds(1))
    #expect(output.calls == [.homeDelayElapsed])
  }
}

@MainActor
@Suite("Login: router")
struct LoginRouterTests {
  @Test func showHomeReplacesTheRootWithHome() async throws {
    let app = TestApp()
    let router = LoginRouter(session: app.session)
    app.navigator.replaceRoot(LoginModule.screen(session: app.session))
    router.showHome(for: Sample.user)
    #expect(app.navigator.root?.owner is HomeView)
    #expect(app.navigator.stack.isEmpty)
    try await app.host.settle()
  }
}

/// A thread-safe counter for requests made from concurrent work.
final class Counter: Sendable {
  private let count = Mutex(0)
  var value: Int { count.withLock { $0 } }
  func increment() { count.withLock { $0 += 1 } }
}
