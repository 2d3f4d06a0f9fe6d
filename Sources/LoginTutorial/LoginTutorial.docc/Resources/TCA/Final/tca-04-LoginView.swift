import Composable
import ComposableViews
import Views

/// The form: its fields are bindings into the store's state, its buttons send actions.
struct LoginView: View {
  let store: StoreOf<LoginFeature>

  var body: some View {
    Form {
      TextField("Username", text: store.binding(\.username))
      SecureField("Password", text: store.binding(\.password))
        .onSubmit { store.send(.logInButtonTapped) }
      Button("Log In") { store.send(.logInButtonTapped) }
        .disabled(store.isLoading || store.welcomeMessage != nil)
      if store.isLoading {
        ProgressView("Signing in…")
      }
      if let error = store.errorMessage {
        HStack {
          Text(error).style(.error)
          Button("Dismiss") { store.send(.dismissErrorButtonTapped) }
        }
      }
      if let welcome = store.welcomeMessage {
        Text(welcome).style(.success)
      }
    }
    .navigationTitle("Task Manager")
  }
}
