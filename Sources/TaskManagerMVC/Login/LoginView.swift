import Observation
import Views

/// The login form. Its fields keep what is typed (as text fields do); everything else shows
/// what ``LoginViewController`` sets, and Log In, Return and Dismiss call the actions it set.
@Observable
public final class LoginView: View {
  public var username = ""
  public var password = ""
  /// Whether the fields and Log In can be used (not while checking, nor once welcomed).
  public var isEnabled = true
  public var isLoading = false
  public var errorMessage: String?
  public var welcomeMessage: String?

  @ObservationIgnored var onLogIn: () -> Void = {}
  @ObservationIgnored var onDismissError: () -> Void = {}

  public init() {}

  public var body: some View {
    Form {
      TextField(
        "Username", text: Binding(get: { self.username }, set: { self.edit(\.username, $0) }))
      SecureField(
        "Password", text: Binding(get: { self.password }, set: { self.edit(\.password, $0) })
      )
      .onSubmit { self.onLogIn() }
      Button("Log In") { self.onLogIn() }
        .disabled(!isEnabled)
      if isLoading {
        ProgressView("Signing in…")
      }
      if let errorMessage {
        HStack {
          Text(errorMessage).style(.error)
          Button("Dismiss") { self.onDismissError() }
        }
      }
      if let welcomeMessage {
        Text(welcomeMessage).style(.success)
      }
    }
    .navigationTitle("Task Manager")
  }

  /// A disabled field keeps its text, as a disabled text field does.
  private func edit(_ field: ReferenceWritableKeyPath<LoginView, String>, _ text: String) {
    guard isEnabled else { return }
    self[keyPath: field] = text
  }
}
