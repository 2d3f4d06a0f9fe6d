import MVC
import TaskManagerDomain
import Views

/// The object above the screens, as UIKit's app delegate: it owns the window, shows Login,
/// and replaces it with Home when Login's controller says who signed in.
final class LoginAppDelegate: LoginViewControllerDelegate {
  let window = Window()
  private let context: HostContext

  init(context: HostContext, authClient: AuthClient) {
    self.context = context
    let login = LoginViewController(context: context, authClient: authClient)
    login.delegate = self
    window.rootViewController = login
  }

  func loginViewController(_ controller: LoginViewController, didLogIn user: User) {
    // The window releases Login as Home takes its place.
    window.rootViewController = HomeViewController(user: user, context: context)
  }

  static func makeRoot(_ context: HostContext, authClient: AuthClient) -> some View {
    let app = LoginAppDelegate(context: context, authClient: authClient)
    // The view keeps the app delegate: it is the only thing the host holds.
    return LoginAppView(app: app)
  }
}

struct LoginAppView: View {
  let app: LoginAppDelegate

  var body: some View {
    WindowView(app.window)
  }
}

/// Stands in for the real app's Home screen.
final class HomeViewController: ViewController {
  let user: User

  init(user: User, context: HostContext) {
    self.user = user
    super.init(context: context)
  }

  override var contentView: AnyView { AnyView(Text("Home of \(self.user.username)")) }
}
