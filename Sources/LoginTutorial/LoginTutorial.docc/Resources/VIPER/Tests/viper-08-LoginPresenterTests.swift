import Foundation
import TaskManagerDomain
import Testing

@testable import LoginVIPER

@MainActor
@Suite("Login in VIPER: the presenter")
struct LoginPresenterTests {
  static let ada = User(
    id: UserID(rawValue: 1), username: "ada", createdAt: Date(timeIntervalSince1970: 0))
  // The presenter holds its view weakly: the test keeps the spy alive.
  let view = LoginViewSpy()
  let interactor = LoginInteractorSpy()
  let router = LoginRouterSpy()
  let presenter: LoginPresenter

  init() {
    presenter = LoginPresenter(interactor: interactor, router: router)
    presenter.view = view
  }

  @Test func anEmptyFieldIsRefusedWithoutAskingTheInteractor() {
    presenter.logInTapped(username: "ada", password: "")
    #expect(view.calls == [.showError("Please enter both username and password")])
    #expect(interactor.calls.isEmpty)
  }

  @Test func successWelcomesThenWaitsThenRoutesHome() {
    presenter.logInTapped(username: "ada", password: "correct-horse")
    presenter.loginSucceeded(Self.ada)
    #expect(
      view.calls == [
        .showError(nil), .showLoading(true), .showLoading(false),
        .showWelcomeMessage("Welcome, ada!"),
      ])
    #expect(
      interactor.calls == [.logIn(username: "ada", password: "correct-horse"), .waitBeforeHome])
    #expect(router.calls.isEmpty)
    presenter.homeDelayElapsed()
    #expect(router.calls == [.showHome(Self.ada)])
  }

  @Test func aFailureIsShownAndCanBeDismissed() {
    presenter.logInTapped(username: "ada", password: "wrong-horse")
    presenter.loginFailed(LoginError.network.message)
    presenter.dismissErrorTapped()
    #expect(
      view.calls == [
        .showError(nil), .showLoading(true), .showLoading(false),
        .showError(LoginError.network.message), .showError(nil),
      ])
  }
}
