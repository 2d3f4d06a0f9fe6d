import MVVM
import TaskManagerDomain

/// Everything the form shows, as one value: each change is a new state, published in order.
struct LoginState: Equatable {
  var username = ""
  var password = ""
  var errorMessage: String?
}

/// The form's view model, before it talks to anyone: the view binds the fields into its
/// state; every write goes through `update`, so each one is a published state.
final class LoginViewModel: StateBindingViewModel<LoginState> {
  init() {
    super.init(initialState: LoginState())
  }

  /// Log In, or Return in the password field.
  func logIn() {
    // The domain's rules, the same in every architecture: an empty field, or credentials too
    // short to be anyone's, are answered here, without a request.
    if let problem = LoginInput.problem(username: state.username, password: state.password) {
      update(\.errorMessage, to: problem.message)
      return
    }
    update(\.errorMessage, to: nil)
  }

  /// Dismiss: clears the error.
  func dismissError() {
    update(\.errorMessage, to: nil)
  }
}
