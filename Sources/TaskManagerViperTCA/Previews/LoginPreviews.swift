import TaskManagerDomain
import TaskManagerVIPER
import TaskManagerViews
import Views

extension TaskManagerViperTCA {
  static let loginPreviews: [Preview] = [
    Preview(.loginEmpty) { context in
      makeApp(context, PreviewData.environment()) { TaskManagerVIPERModules.showLogin($0) }
    },
    Preview(.loginTyping) { context in
      makeApp(context, PreviewData.environment()) {
        TaskManagerVIPERModules.showLogin($0, typing: PreviewData.typedUsername, "sec")
      }
    },
    Preview(.loginSigningIn) { context in
      let environment = PreviewData.environment(
        authClient: PreviewData.authClientStillSigningIn(clock: context.clock))
      return makeApp(context, environment) {
        TaskManagerVIPERModules.showLogin(
          $0, typing: PreviewData.typedUsername, PreviewData.password, logIn: true)
      }
    },
    Preview(.loginError) { context in
      makeApp(context, PreviewData.environment()) {
        TaskManagerVIPERModules.showLogin(
          $0, typing: PreviewData.typedUsername, "wrong-one", logIn: true)
      }
    },
    Preview(.loginLockedOut) { context in
      let environment = PreviewData.environment(authClient: .failing(PreviewData.lockedOut))
      return makeApp(context, environment) {
        TaskManagerVIPERModules.showLogin(
          $0, typing: PreviewData.typedUsername, "wrong-one", logIn: true)
      }
    },
    Preview(.loginWelcome) { context in
      makeApp(context, PreviewData.environment()) {
        TaskManagerVIPERModules.showLogin(
          $0, typing: PreviewData.typedUsername, PreviewData.password, logIn: true)
      }
    },
  ]
}
