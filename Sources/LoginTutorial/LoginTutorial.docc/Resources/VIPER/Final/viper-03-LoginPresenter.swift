import TaskManagerDomain
import Viper

/// Turns the view's events into use cases and the interactor's answers into what the view
/// shows; asks the router for Home once the pause is over.
final class LoginPresenter: ViperPresenter, LoginViewOutput, LoginInteractorOutput {
  /// Weak: the view owns the presenter, not the other way round.
  @Weak var view: (any LoginViewContract)? = nil
  let interactor: any LoginInteractorInput
  let router: any LoginRouterInput
  private var isChecking = false
  private var user: User?

  init(interactor: any LoginInteractorInput, router: any LoginRouterInput) {
    self.interactor = interactor
    self.router = router
  }

  // MARK: View events

  func logInTapped(username: String, password: String) {
    guard !isChecking, user == nil else { return }
    // A form rule (is every field filled?) is presentation; how long a name must be is the
    // interactor's business rule.
    if LoginInput.problem(username: username, password: password) == .missingField {
      view?.showError(LoginInputProblem.missingField.message)
      return
    }
    view?.showError(nil)
    isChecking = true
    view?.showLoading(true)
    interactor.logIn(username: username, password: password)
  }

  func dismissErrorTapped() {
    view?.showError(nil)
  }

  // MARK: Interactor output

  func loginSucceeded(_ user: User) {
    isChecking = false
    self.user = user
    view?.showLoading(false)
    view?.showWelcomeMessage(LoginScreen.welcomeMessage(for: user))
    interactor.waitBeforeHome()
  }

  func loginFailed(_ message: String) {
    isChecking = false
    view?.showLoading(false)
    view?.showError(message)
  }

  func homeDelayElapsed() {
    guard let user else { return }
    router.showHome(for: user)
  }
}
