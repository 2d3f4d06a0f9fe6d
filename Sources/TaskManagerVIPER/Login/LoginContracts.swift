import TaskManagerDomain

/// What the presenter tells the Login view.
protocol LoginViewContract: AnyObject {
  func showLoading(_ isLoading: Bool)
  /// Shows an error, or hides it for `nil`.
  func showError(_ message: String?)
  func showWelcomeMessage(_ message: String)
}

/// What the Login view tells its presenter.
protocol LoginViewOutput: AnyObject {
  func logInTapped(username: String, password: String)
  func dismissErrorTapped()
}

/// The Login use cases.
protocol LoginInteractorInput: AnyObject {
  /// Applies the length rules, then asks the server.
  func logIn(username: String, password: String)
  /// Waits the pause between the welcome and Home.
  func waitBeforeHome()
}

/// What the Login interactor answers.
protocol LoginInteractorOutput: AnyObject {
  func loginSucceeded(_ user: User)
  func loginFailed(_ message: String)
  func homeDelayElapsed()
}

/// Where Login goes.
protocol LoginRouterInput: AnyObject {
  func showHome(for user: User)
}
