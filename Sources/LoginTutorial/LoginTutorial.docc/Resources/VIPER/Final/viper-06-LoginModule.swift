import TaskManagerDomain
import Views
import Viper

/// Builds the module: the view holds the presenter, the presenter the interactor and the
/// router, and the references back are weak, so dropping the view drops the module.
enum LoginModule {
  static func assemble(
    authClient: AuthClient, context: HostContext, navigator: Navigator,
    makeHome: @escaping (User) -> Screen
  ) -> ViperModule<LoginView, LoginPresenter, LoginInteractor, LoginRouter> {
    ViperModule.assemble(
      interactor: LoginInteractor(authClient: authClient, context: context),
      router: LoginRouter(navigator: navigator, makeHome: makeHome),
      presenter: { LoginPresenter(interactor: $0, router: $1) },
      view: { LoginView(output: $0) },
      viewContract: { $0 }, interactorOutput: { $0 })
  }
}

/// The app around Login: a navigator whose root is Login until the router replaces it.
enum LoginApp {
  static func makeRoot(_ context: HostContext, authClient: AuthClient) -> NavigatorView {
    let navigator = Navigator()
    let login = LoginModule.assemble(
      authClient: authClient, context: context, navigator: navigator,
      makeHome: { user in Screen(HomeView(user: user)) })
    // The navigator keeps only the view; the view keeps the rest of the module.
    navigator.replaceRoot(Screen(login.view))
    return NavigatorView(navigator)
  }
}

/// Stands in for the real app's Home module.
final class HomeView: ViperView, View {
  let user: User

  init(user: User) {
    self.user = user
  }

  var body: some View {
    Text("Home of \(user.username)")
  }
}
