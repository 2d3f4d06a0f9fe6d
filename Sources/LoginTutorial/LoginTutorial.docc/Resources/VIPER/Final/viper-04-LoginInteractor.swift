import TaskManagerDomain
import Views
import Viper

/// The use cases: the length rules (answered like wrong credentials, without a request), the
/// call to the server with its errors turned into the domain's messages, and the pause before
/// Home on the host's clock.
final class LoginInteractor: ViperInteractor, LoginInteractorInput {
  /// Weak: the presenter owns the interactor.
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
    // The request runs concurrently; its answer reaches the presenter on the host's
    // isolation, and not at all if the module has gone meanwhile.
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
