import Flows
import TaskManagerDomain
import Viper

/// Login's presenter: checks that both fields are filled (the form's own rule, no request),
/// then leaves the rest to the interactor; shows progress, errors and the welcome; after the
/// pause, asks the router for Home.
@Reported(as: .presenter)
final class LoginPresenter: ViperPresenter, LoginViewOutput, LoginInteractorOutput {
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
