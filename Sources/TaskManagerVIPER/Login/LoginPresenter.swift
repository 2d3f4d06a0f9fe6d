import TaskManagerDomain
import Viper

/// Login's presenter: checks that both fields are filled (the form's own rule, no request),
/// then leaves the rest to the interactor; shows progress, errors and the welcome; after the
/// pause, asks the router for Home.
final class LoginPresenter: ViperPresenter, LoginViewOutput, LoginInteractorOutput {
  @Weak var view: (any LoginViewContract)? = nil
  let interactor: any LoginInteractorInput
  let router: any LoginRouterInput
  private let log: EventLog
  private var isChecking = false
  private var user: User?

  init(interactor: any LoginInteractorInput, router: any LoginRouterInput, log: EventLog) {
    self.interactor = interactor
    self.router = router
    self.log = log
  }

  // MARK: View events

  func logInTapped(username: String, password: String) {
    log.record("Login", "logInTapped(username: \(username))")
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
    log.record("Login", "dismissErrorTapped")
    view?.showError(nil)
  }

  // MARK: Interactor output

  func loginSucceeded(_ user: User) {
    log.record("Login", "loginSucceeded(\(user.username))")
    isChecking = false
    self.user = user
    view?.showLoading(false)
    view?.showWelcomeMessage(LoginScreen.welcomeMessage(for: user))
    interactor.waitBeforeHome()
  }

  func loginFailed(_ message: String) {
    log.record("Login", "loginFailed(\(message))")
    isChecking = false
    view?.showLoading(false)
    view?.showError(message)
  }

  func homeDelayElapsed() {
    guard let user else { return }
    log.record("Login", "homeDelayElapsed")
    router.showHome(for: user)
  }
}
