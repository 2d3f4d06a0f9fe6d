import Observation
import TaskManagerDomain
import Views

/// The app's view model: which screen shows. Login until its callback says who signed in,
/// then Home (here one line stands for the real app's Home).
@Observable
final class LoginAppModel {
  enum Screen {
    case login(LoginViewModel)
    case home(User)
  }

  private(set) var screen: Screen

  init(context: HostContext, authClient: AuthClient) {
    let login = LoginViewModel(context: context, authClient: authClient)
    screen = .login(login)
    // The callback needs `self`, which exists only now; weak, as the app owns the form.
    login.onLoggedIn = { [weak self] user in self?.screen = .home(user) }
  }

  static func makeRoot(_ context: HostContext, authClient: AuthClient) -> some View {
    LoginAppView(model: LoginAppModel(context: context, authClient: authClient))
  }
}

struct LoginAppView: View {
  let model: LoginAppModel

  var body: some View {
    switch model.screen {
    case .login(let login): LoginView(model: login)
    case .home(let user): Text("Home of \(user.username)")
    }
  }
}
