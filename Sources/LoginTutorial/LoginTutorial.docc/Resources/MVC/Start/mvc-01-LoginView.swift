import Observation
import Views

/// The form, as a UIKit view: its fields keep what is typed, everything else shows what its
/// controller set, and its buttons call the actions its controller set.
@Observable
final class LoginView: View {
  var username = ""
  var password = ""
  var errorMessage: String?

  @ObservationIgnored var onLogIn: () -> Void = {}
  @ObservationIgnored var onDismissError: () -> Void = {}

  var body: some View {
    Form {
      TextField("Username", text: Binding(get: { self.username }, set: { self.username = $0 }))
      SecureField("Password", text: Binding(get: { self.password }, set: { self.password = $0 }))
        .onSubmit { self.onLogIn() }
      Button("Log In") { self.onLogIn() }
      if let errorMessage {
        HStack {
          Text(errorMessage).style(.error)
          Button("Dismiss") { self.onDismissError() }
        }
      }
    }
    .navigationTitle("Task Manager")
  }
}
