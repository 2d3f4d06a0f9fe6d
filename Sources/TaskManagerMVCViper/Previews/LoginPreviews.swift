import TaskManagerDomain
import TaskManagerVIPER
import TaskManagerViews
import Views

extension TaskManagerMVCViper {
  static let loginPreviews: [Preview] = [
    Preview(.loginEmpty) { context in
      makeApp(context, PreviewData.environment()) { TaskManagerVIPERModules.showLogin($0) }
    },
    Preview(.loginTyping) { context in
      makeApp(context, PreviewData.environment()) { session in
        TaskManagerVIPERModules.showLogin(session, typing: PreviewData.typedUsername, "sec")
      }
    },
    Preview(.loginSigningIn) { context in
      let environment = PreviewData.environment(
        authClient: PreviewData.authClientStillSigningIn(clock: context.clock))
      return makeApp(context, environment) { session in
        TaskManagerVIPERModules.showLogin(
          session, typing: PreviewData.typedUsername, PreviewData.password, logIn: true)
      }
    },
    Preview(.loginError) { context in
      makeApp(context, PreviewData.environment()) { session in
        TaskManagerVIPERModules.showLogin(
          session, typing: PreviewData.typedUsername, "wrong-one", logIn: true)
      }
    },
    Preview(.loginLockedOut) { context in
      let environment = PreviewData.environment(authClient: .failing(PreviewData.lockedOut))
      return makeApp(context, environment) { session in
        TaskManagerVIPERModules.showLogin(
          session, typing: PreviewData.typedUsername, "wrong-one", logIn: true)
      }
    },
    Preview(.loginWelcome) { context in
      // The welcome stays: Home follows it on the host's clock, which a preview never advances.
      makeApp(context, PreviewData.environment()) { session in
        TaskManagerVIPERModules.showLogin(
          session, typing: PreviewData.typedUsername, PreviewData.password, logIn: true)
      }
    },
  ]
}
