import TaskManagerDomain
import ViperTesting

@testable import LoginVIPER

// One spy per contract: each records its calls as cases of its own `Call` enum, so what a test
// expects is checked by the compiler and compared as a whole.

final class LoginViewSpy: LoginViewContract, Spying {
  enum Call: Equatable {
    case showLoading(Bool)
    case showError(String?)
    case showWelcomeMessage(String)
  }
  let spy = Spy<Call>()
  func showLoading(_ isLoading: Bool) { record(.showLoading(isLoading)) }
  func showError(_ message: String?) { record(.showError(message)) }
  func showWelcomeMessage(_ message: String) { record(.showWelcomeMessage(message)) }
}

final class LoginInteractorSpy: LoginInteractorInput, Spying {
  enum Call: Equatable {
    case logIn(username: String, password: String)
    case waitBeforeHome
  }
  let spy = Spy<Call>()
  func logIn(username: String, password: String) {
    record(.logIn(username: username, password: password))
  }
  func waitBeforeHome() { record(.waitBeforeHome) }
}

final class LoginRouterSpy: LoginRouterInput, Spying {
  enum Call: Equatable { case showHome(User) }
  let spy = Spy<Call>()
  func showHome(for user: User) { record(.showHome(user)) }
}

final class LoginOutputSpy: LoginInteractorOutput, Spying {
  enum Call: Equatable {
    case loginSucceeded(User)
    case loginFailed(String)
    case homeDelayElapsed
  }
  let spy = Spy<Call>()
  func loginSucceeded(_ user: User) { record(.loginSucceeded(user)) }
  func loginFailed(_ message: String) { record(.loginFailed(message)) }
  func homeDelayElapsed() { record(.homeDelayElapsed) }
}
