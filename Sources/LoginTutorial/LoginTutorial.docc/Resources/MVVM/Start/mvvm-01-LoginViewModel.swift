import Observation
import TaskManagerDomain

/// The form's state and what the user can do with it, before it talks to anyone. Views read
/// its properties; Observation re-renders them when they change.
@Observable
final class LoginViewModel {
  private(set) var username = ""
  private(set) var password = ""
  private(set) var errorMessage: String?

  /// Typing in the Username field.
  func enter(username: String) {
    self.username = username
  }

  /// Typing in the Password field.
  func enter(password: String) {
    self.password = password
  }

  /// Log In, or Return in the password field.
  func logIn() {
    // The domain's rules, the same in every architecture: an empty field, or credentials too
    // short to be anyone's, are answered here, without a request.
    if let problem = LoginInput.problem(username: username, password: password) {
      errorMessage = problem.message
      return
    }
    errorMessage = nil
  }

  /// Dismiss: clears the error.
  func dismissError() {
    errorMessage = nil
  }
}
