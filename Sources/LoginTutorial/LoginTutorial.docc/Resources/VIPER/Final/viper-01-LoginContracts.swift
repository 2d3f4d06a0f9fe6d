import TaskManagerDomain

// The module's conversations, one protocol each. The parts never name each other's classes,
// so each can be replaced by a spy in a test. Class-bound, so references back can be weak.

/// What the presenter tells the view.
protocol LoginViewContract: AnyObject {
  func showLoading(_ isLoading: Bool)
  /// Shows an error, or hides it for `nil`.
  func showError(_ message: String?)
  func showWelcomeMessage(_ message: String)
}

/// What the view tells the presenter.
protocol LoginViewOutput: AnyObject {
  func logInTapped(username: String, password: String)
  func dismissErrorTapped()
}

/// The use cases.
protocol LoginInteractorInput: AnyObject {
  /// Applies the domain's length rules, then asks the server.
  func logIn(username: String, password: String)
  /// Waits the pause between the welcome and Home.
  func waitBeforeHome()
}

/// What the interactor answers.
protocol LoginInteractorOutput: AnyObject {
  func loginSucceeded(_ user: User)
  func loginFailed(_ message: String)
  func homeDelayElapsed()
}

/// Where Login can go.
protocol LoginRouterInput: AnyObject {
  func showHome(for user: User)
}
