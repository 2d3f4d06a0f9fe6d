import MVC
import TaskManagerDomain
import Views

/// The screen's controller: it owns the view, reads its fields when Log In is tapped, and
/// pushes what the user should see into it.
final class LoginViewController: ViewController {
  let view = LoginView()

  override init(context: HostContext) {
    super.init(context: context)
    // Weak: the controller owns the view, and so the view's actions.
    view.onLogIn = { [weak self] in self?.logInTapped() }
    view.onDismissError = { [weak self] in self?.dismissErrorTapped() }
  }

  override var contentView: AnyView { AnyView(view) }

  /// Log In, or Return in the password field.
  func logInTapped() {
    // The domain's rules, the same in every architecture: an empty field, or credentials too
    // short to be anyone's, are answered here, without a request.
    if let problem = LoginInput.problem(username: view.username, password: view.password) {
      view.errorMessage = problem.message
      return
    }
    view.errorMessage = nil
  }

  func dismissErrorTapped() {
    view.errorMessage = nil
  }
}
