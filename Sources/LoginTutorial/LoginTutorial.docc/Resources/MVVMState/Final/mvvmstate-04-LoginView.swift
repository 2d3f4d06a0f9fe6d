import Views

/// The form: its fields are bindings into the view model's state; it decides nothing.
struct LoginView: View {
  let model: LoginViewModel

  var body: some View {
    Form {
      TextField("Username", text: model.binding(\.username))
      SecureField("Password", text: model.binding(\.password))
        .onSubmit { model.logIn() }
      Button("Log In") { model.logIn() }
        .disabled(!model.canLogIn)
      if model.isLoading {
        ProgressView("Signing in…")
      }
      if let message = model.errorMessage {
        HStack {
          Text(message).style(.error)
          Button("Dismiss") { model.dismissError() }
        }
      }
      if let welcome = model.welcomeMessage {
        Text(welcome).style(.success)
      }
    }
    .navigationTitle("Task Manager")
  }
}
