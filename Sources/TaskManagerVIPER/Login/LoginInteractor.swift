import Flows
import TaskManagerDomain
import Views
import Viper

/// Login's use cases: the length rules (reported exactly like wrong credentials, without a
/// request), the call to the authentication service with its errors mapped to the domain's
/// messages, and the pause before Home on the host's clock.
@Reported(as: .interactor)
final class LoginInteractor: ViperInteractor, LoginInteractorInput {
  @Weak var output: (any LoginInteractorOutput)? = nil
  private let authClient: AuthClient
  private let context: HostContext

  init(authClient: AuthClient, context: HostContext) {
    self.authClient = authClient
    self.context = context
  }

  func logIn(username: String, password: String) {
    if let problem = LoginInput.problem(username: username, password: password) {
      output?.loginFailed(problem.message)
      return
    }
    let authClient = self.authClient
    perform(on: context.work) { () async throws(LoginError) -> User in
      try await authClient.login(username, password)
    } deliver: { output, result in
      switch result {
      case .success(let user): output.loginSucceeded(user)
      case .failure(let error): output.loginFailed(error.message)
      }
    }
  }

  func waitBeforeHome() {
    after(LoginScreen.welcomeDelay, on: context) { output in output.homeDelayElapsed() }
  }
}
