import Views

/// The form: it reads the view model and calls its methods; it decides nothing.
struct LoginView: View {
  let model: LoginViewModel

  var body: some View {
    Form {
      TextField(
        "Username", text: Binding(get: { model.username }, set: { model.enter(username: $0) }))
      SecureField(
        "Password", text: Binding(get: { model.password }, set: { model.enter(password: $0) })
      )
      .onSubmit { model.logIn() }
      Button("Log In") { model.logIn() }
      if let message = model.errorMessage {
        HStack {
          Text(message).style(.error)
          Button("Dismiss") { model.dismissError() }
        }
      }
    }
    .navigationTitle("Task Manager")
  }
}
