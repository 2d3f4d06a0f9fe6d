import Observation
import Views
import Viper

/// A passive view: it keeps what is typed, shows what the presenter says, and forwards taps
/// and Return to the presenter.
@Observable
final class LoginView: ViperView, View, LoginViewContract {
  /// The presenter, held strongly: the view owns the module.
  @ObservationIgnored let output: any LoginViewOutput
  var username = ""
  var password = ""
  private(set) var isLoading = false
  private(set) var errorMessage: String?
  private(set) var welcomeMessage: String?

  init(output: any LoginViewOutput) {
    self.output = output
  }

  func showLoading(_ isLoading: Bool) { self.isLoading = isLoading }
  func showError(_ message: String?) { errorMessage = message }
  func showWelcomeMessage(_ message: String) { welcomeMessage = message }

  var body: some View {
    Form {
      TextField("Username", text: Binding(get: { self.username }, set: { self.username = $0 }))
      SecureField("Password", text: Binding(get: { self.password }, set: { self.password = $0 }))
        .onSubmit { self.logInTapped() }
      Button("Log In") { self.logInTapped() }
        .disabled(isLoading || welcomeMessage != nil)
      if isLoading {
        ProgressView("Signing in…")
      }
      if let errorMessage {
        HStack {
          Text(errorMessage).style(.error)
          Button("Dismiss") { self.output.dismissErrorTapped() }
        }
      }
      if let welcomeMessage {
        Text(welcomeMessage).style(.success)
      }
    }
    .navigationTitle("Task Manager")
  }

  private func logInTapped() {
    output.logInTapped(username: username, password: password)
  }
}
