import MVVM
import TaskManagerDomain
import Views

/// The app's state: who signed in, if anyone.
struct LoginAppState: Equatable {
  var user: User?
}

/// The app's view model: Login until its callback says who signed in, then Home (here one
/// line stands for the real app's Home).
final class LoginAppModel: StateBindingViewModel<LoginAppState> {
  let login: LoginViewModel

  init(context: HostContext, authClient: AuthClient) {
    login = LoginViewModel(context: context, authClient: authClient)
    super.init(initialState: LoginAppState())
    // Weak: the app owns the form, and the form's callback must not own the app.
    login.onLoggedIn = { [weak self] user in self?.update(\.user, to: user) }
  }

  static func makeRoot(_ context: HostContext, authClient: AuthClient) -> some View {
    LoginAppView(model: LoginAppModel(context: context, authClient: authClient))
  }
}

struct LoginAppView: View {
  let model: LoginAppModel

  var body: some View {
    if let user = model.user {
      Text("Home of \(user.username)")
    } else {
      LoginView(model: model.login)
    }
  }
}
