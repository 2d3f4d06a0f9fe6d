import Observation
import Views

/// The form, as a UIKit view: its fields keep what is typed, everything else shows what its
/// controller set, and its buttons call the actions its controller set.
@Observable
final class LoginView: View {
  var username = ""
  var password = ""
  /// Whether the fields and Log In can be used (not while checking, nor once welcomed).
  var isEnabled = true
  var isLoading = false
  var errorMessage: String?
  var welcomeMessage: String?

  @ObservationIgnored var onLogIn: () -> Void = {}
  @ObservationIgnored var onDismissError: () -> Void = {}

  var body: some View {
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
