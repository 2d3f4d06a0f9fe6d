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
    presenter = LoginPresenter(interactor: interactor, router: router, log: EventLog())
    presenter.view = view
  }

  @Test func anEmptyFieldIsRefusedWithoutAskingTheInteractor() {
    presenter.logInTapped(username: "tester", password: "")
    #expect(view.spy.lastArgument(of: "showError") == LoginInputProblem.missingField.message)
    #expect(!interactor.spy.logInCalled)
    #expect(!view.spy.showLoadingCalled)
  }

  @Test func shortCredentialsAreTheInteractorsBusiness() {
    presenter.logInTapped(username: "ab", password: "123")
    #expect(interactor.spy.logInCalled)
    #expect(view.spy.arguments(of: "showLoading").map { $0.first as? Bool } == [true])
  }

  @Test func successWelcomesThenWaitsThenRoutesHome() {
    presenter.logInTapped(username: "tester", password: "secret-password")
    presenter.loginSucceeded(Sample.user)
    #expect(view.spy.lastArgument(of: "showWelcomeMessage") == "Welcome, tester!")
    #expect(view.spy.lastArgument(of: "showLoading") == false)
    #expect(interactor.spy.waitBeforeHomeCalled)
    #expect(!router.spy.showHomeCalled)
    presenter.homeDelayElapsed()
    #expect(router.spy.lastArgument(of: "showHome") == Sample.user)
  }

  @Test func aFailureIsShownAndCanBeDismissed() {
    presenter.logInTapped(username: "tester", password: "wrong-password")
    presenter.loginFailed(LoginError.network.message)
    #expect(view.spy.lastArgument(of: "showError") == LoginError.network.message)
    presenter.dismissErrorTapped()
    #expect(view.spy.callCount("showError") == 3)
    #expect(view.spy.lastArgument(of: "showError", as: String.self) == nil)
  }

  @Test func aSecondTapWhileCheckingIsIgnored() {
    presenter.logInTapped(username: "tester", password: "secret-password")
    presenter.logInTapped(username: "tester", password: "secret-password")
    #expect(interactor.spy.callCount("logIn") == 1)
  }
}

@MainActor
@Suite("Login: interactor")
struct LoginInteractorTests {
  let host = TestHost()
  let output = LoginOutputSpy()

  func interactor(_ authClient: AuthClient) -> LoginInteractor {
    let interactor = LoginInteractor(authClient: authClient, context: host.context)
    interactor.output = output
    return interactor
  }

  @Test func tooShortIsInvalidCredentialsWithoutARequest() async {
    let requests = Counter()
    var auth = AuthClient.inMemory()
    auth.login = { (_, _) async throws(LoginError) -> User in
      requests.increment()
      throw .server
    }
    let interactor = interactor(auth)
    interactor.logIn(username: "ab", password: "secret-password")
    interactor.logIn(username: "tester", password: "12345")
    await host.settle()
    #expect(
      output.spy.arguments(of: "loginFailed").map { $0.first as? String }
        == [LoginError.invalidCredentials.message, LoginError.invalidCredentials.message])
    #expect(requests.value == 0)
  }

  @Test func validCredentialsLogIn() async {
    let interactor = interactor(.inMemory())
    interactor.logIn(username: "tester", password: "secret-password")
    await host.settle()
    #expect(output.spy.lastArgument(of: "loginSucceeded", as: User.self)?.username == "tester")
  }

  @Test(arguments: [LoginError.invalidCredentials, .network, .server])
  func errorsAreTheDomainsMessages(error: LoginError) async {
    let interactor = interactor(.failing(error))
    interactor.logIn(username: "tester", password: "secret-password")
    await host.settle()
    #expect(output.spy.lastArgument(of: "loginFailed") == error.message)
  }

  @Test func homeComesAfterOneSecondOnTheClock() async {
    let interactor = interactor(.inMemory())
    interactor.waitBeforeHome()
    await host.settle()
    await host.advance(by: .milliseconds(999))
    #expect(!output.spy.homeDelayElapsedCalled)
    await host.advance(by: .milliseconds(1))
    #expect(output.spy.homeDelayElapsedCalled)
  }
}

@MainActor
@Suite("Login: router")
struct LoginRouterTests {
  @Test func showHomeReplacesTheRootWithHome() async {
    let host = TestHost()
    let router = LoginRouter(session: host.session)
    host.navigator.replaceRoot(LoginModule.screen(session: host.session))
    router.showHome(for: Sample.user)
    #expect(host.navigator.root?.owner is HomeView)
    #expect(host.navigator.stack.isEmpty)
    await host.settle()
  }
}

/// A thread-safe counter for requests made from concurrent work.
final class Counter: Sendable {
  private let count = Mutex(0)
  var value: Int { count.withLock { $0 } }
  func increment() { count.withLock { $0 += 1 } }
}
