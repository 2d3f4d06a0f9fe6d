import TaskManagerDomain
import Views
import Viper

/// Builds the Login module.
///
/// ```swift
/// navigator.replaceRoot(LoginModule.screen(session: session))
/// ```
enum LoginModule {
  static func assemble(session: AppSession)
    -> ViperModule<LoginView, LoginPresenter, LoginInteractor, LoginRouter>
  {
    ViperModule.assemble(
      interactor: LoginInteractor(
        authClient: session.environment.authClient, context: session.context),
      router: LoginRouter(session: session),
      presenter: { LoginPresenter(interactor: $0, router: $1) },
      view: { LoginView(output: $0) },
      viewContract: { $0 }, interactorOutput: { $0 })
  }

  static func screen(session: AppSession) -> Screen {
    Screen(assemble(session: session).view)
  }
}
