import TaskManagerDomain
import TaskManagerViews
import Views

extension TaskManagerMVVMState {
  static let loginPreviews: [Preview] = [
    Preview(.loginEmpty) { context in
      makeLogin(context)
    },
    Preview(.loginTyping) { context in
      makeLogin(context) { login in
        login.update(\.username, to: PreviewData.typedUsername)
        login.update(\.password, to: "sec")
      }
    },
    Preview(.loginSigningIn) { context in
      let authClient = PreviewData.authClientStillSigningIn(clock: context.clock)
      return makeLogin(context, PreviewData.environment(authClient: authClient)) { login in
        login.update(\.username, to: PreviewData.typedUsername)
        login.update(\.password, to: PreviewData.password)
        login.logIn()
      }
    },
    Preview(.loginError) { context in
      makeLogin(context) { login in
        login.update(\.username, to: PreviewData.typedUsername)
        login.update(\.password, to: "wrong-one")
        login.logIn()
      }
    },
    Preview(.loginLockedOut) { context in
      let authClient = AuthClient.failing(PreviewData.lockedOut)
      return makeLogin(context, PreviewData.environment(authClient: authClient)) { login in
        login.update(\.username, to: PreviewData.typedUsername)
        login.update(\.password, to: "wrong-one")
        login.logIn()
      }
    },
    Preview(.loginWelcome) { context in
      // The welcome shows until the host's clock moves on, which a preview's never does.
      makeLogin(context) { login in
        login.update(\.username, to: PreviewData.typedUsername)
        login.update(\.password, to: PreviewData.password)
        login.logIn()
      }
    },
  ]
}
