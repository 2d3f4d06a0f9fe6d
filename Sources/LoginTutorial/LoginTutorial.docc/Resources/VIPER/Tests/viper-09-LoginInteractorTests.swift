import Foundation
import TaskManagerDomain
import Testing
import ViewsTesting
import Viper
import ViperTesting

@testable import LoginVIPER

@MainActor
@Suite("Login in VIPER: the interactor and the module")
struct LoginInteractorTests {
  // A host for code without views: tracked work and a virtual clock.
  let host = TestHost()
  let output = LoginOutputSpy()

  func interactor(_ authClient: AuthClient) -> LoginInteractor {
    let interactor = LoginInteractor(authClient: authClient, context: host.context)
    interactor.output = output
    return interactor
  }

  @Test func tooShortIsInvalidCredentialsWithoutARequest() async throws {
    // Any request would answer "server error", which the test would see.
    let interactor = interactor(.failing(.server))
    interactor.logIn(username: "ab", password: "correct-horse")
    try await host.settle()
    #expect(output.calls == [.loginFailed("Invalid username or password")])
  }

  @Test(arguments: [LoginError.invalidCredentials, .network, .server])
  func errorsAreTheDomainsMessages(error: LoginError) async throws {
    let interactor = interactor(.failing(error))
    interactor.logIn(username: "ada", password: "correct-horse")
    // Nothing reaches the output until the host delivers the finished work.
    #expect(output.calls.isEmpty)
    try await host.settle()
    #expect(output.calls == [.loginFailed(error.message)])
  }

  @Test func homeComesAfterOneSecondOnTheClock() async throws {
    let interactor = interactor(.failing(.server))
    interactor.waitBeforeHome()
    // The wait starts as work on the host; once settled, it sleeps on the virtual clock.
    try await host.settle()
    try await host.advance(by: .milliseconds(999))
    #expect(output.calls.isEmpty)
    try await host.advance(by: .milliseconds(1))
    #expect(output.calls == [.homeDelayElapsed])
  }

  @Test func theModuleIsReleasedWithItsView() async throws {
    try await expectNoLeaks { tracker in
      let module = LoginModule.assemble(
        authClient: .failing(.network), context: host.context, navigator: Navigator(),
        makeHome: { user in Screen(HomeView(user: user)) })
      tracker.track(module)
      module.presenter.logInTapped(username: "ada", password: "correct-horse")
      try await host.settle()
      #expect(module.view.errorMessage == LoginError.network.message)
    }
  }
}
