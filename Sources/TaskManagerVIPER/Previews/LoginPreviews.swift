import TaskManagerDomain
import TaskManagerViews
import Views
import Viper

extension TaskManagerVIPER {
  static let loginPreviews: [Preview] = [
    Preview(.loginEmpty) { context in
      makeApp(context, PreviewData.environment()) { LoginModule.show(session: $0) }
    },
    Preview(.loginTyping) { context in
      makeApp(context, PreviewData.environment()) {
        LoginModule.show(session: $0, typing: PreviewData.typedUsername, "sec")
      }
    },
    Preview(.loginSigningIn) { context in
      let environment = PreviewData.environment(
        authClient: PreviewData.authClientStillSigningIn(clock: context.clock))
      return makeApp(context, environment) {
        LoginModule.show(
          session: $0, typing: PreviewData.typedUsername, PreviewData.password, logIn: true)
      }
    },
    Preview(.loginError) { context in
      makeApp(context, PreviewData.environment()) {
        LoginModule.show(session: $0, typing: PreviewData.typedUsername, "wrong-one", logIn: true)
      }
    },
    Preview(.loginLockedOut) { context in
      let environment = PreviewData.environment(authClient: .failing(PreviewData.lockedOut))
      return makeApp(context, environment) {
        LoginModule.show(session: $0, typing: PreviewData.typedUsername, "wrong-one", logIn: true)
      }
    },
    Preview(.loginWelcome) { context in
      makeApp(context, PreviewData.environment()) {
        LoginModule.show(
          session: $0, typing: PreviewData.typedUsername, PreviewData.password, logIn: true)
      }
    },
  ]
}

extension LoginModule {
  /// Shows a fresh Login as the navigator's root, with `username` and `password` typed in
  /// and, if `logIn`, Log In pressed: the interactor's answer arrives as the host settles the
  /// work it started.
  static func show(
    session: AppSession, typing username: String = "", _ password: String = "",
    logIn: Bool = false
  ) {
    let module = assemble(session: session)
    session.navigator?.replaceRoot(Screen(module.view))
    module.view.username = username
    module.view.password = password
    if logIn { module.presenter.logInTapped(username: username, password: password) }
  }
}

extension TaskManagerVIPERModules {
  /// Shows a fresh Login as the navigator's root, with `username` and `password` typed in
  /// and, if `logIn`, Log In pressed: the login previews of apps built on these modules.
  ///
  /// ```swift
  /// TaskManagerVIPERModules.showLogin(session, typing: "tester", "wrong-one", logIn: true)
  /// ```
  package static func showLogin(
    _ session: Session, typing username: String = "", _ password: String = "",
    logIn: Bool = false
  ) {
    LoginModule.show(session: session.app, typing: username, password, logIn: logIn)
  }
}
