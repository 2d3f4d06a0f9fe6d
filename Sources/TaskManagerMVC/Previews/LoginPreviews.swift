import TaskManagerDomain
import TaskManagerViews
import Views

extension TaskManagerMVC {
  static let loginPreviews: [Preview] = [
    Preview(.loginEmpty) { context in
      showingLogin(context, PreviewData.environment())
    },
    Preview(.loginTyping) { context in
      showingLogin(context, PreviewData.environment()) { login in
        login.view.username = PreviewData.typedUsername
        login.view.password = "sec"
      }
    },
    Preview(.loginSigningIn) { context in
      let environment = PreviewData.environment(
        authClient: PreviewData.authClientStillSigningIn(clock: context.clock))
      return showingLogin(context, environment) { login in
        login.view.username = PreviewData.typedUsername
        login.view.password = PreviewData.password
        login.logInTapped()
      }
    },
    Preview(.loginError) { context in
      showingLogin(context, PreviewData.environment()) { login in
        login.view.username = PreviewData.typedUsername
        login.view.password = "wrong-one"
        login.logInTapped()
      }
    },
    Preview(.loginLockedOut) { context in
      let environment = PreviewData.environment(authClient: .failing(PreviewData.lockedOut))
      return showingLogin(context, environment) { login in
        login.view.username = PreviewData.typedUsername
        login.view.password = "wrong-one"
        login.logInTapped()
      }
    },
    Preview(.loginWelcome) { context in
      // The welcome stays: Home follows it on the host's clock, which a preview never advances.
      showingLogin(context, PreviewData.environment()) { login in
        login.view.username = PreviewData.typedUsername
        login.view.password = PreviewData.password
        login.logInTapped()
      }
    },
  ]
}
