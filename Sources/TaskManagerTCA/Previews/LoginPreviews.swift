import Composable
import TaskManagerDomain
import TaskManagerViews
import Views

extension TaskManagerTCA {
  static let loginPreviews: [Preview] = [
    Preview(.loginEmpty) { context in
      makeApp(context, PreviewData.environment(), initialState: AppFeature.State())
    },
    Preview(.loginTyping) { context in
      var state = AppFeature.State()
      state.login = LoginFeature.State(username: PreviewData.typedUsername, password: "sec")
      return makeApp(context, PreviewData.environment(), initialState: state)
    },
    Preview(.loginSigningIn) { context in
      var state = AppFeature.State()
      state.login = LoginFeature.State(
        username: PreviewData.typedUsername, password: PreviewData.password)
      state.login.isLoading = true
      return makeApp(context, PreviewData.environment(), initialState: state)
    },
    Preview(.loginError) { context in
      var state = AppFeature.State()
      state.login = LoginFeature.State(username: PreviewData.typedUsername, password: "wrong-one")
      state.login.errorMessage = LoginError.invalidCredentials.message
      return makeApp(context, PreviewData.environment(), initialState: state)
    },
    Preview(.loginLockedOut) { context in
      var state = AppFeature.State()
      state.login = LoginFeature.State(username: PreviewData.typedUsername, password: "wrong-one")
      state.login.errorMessage = PreviewData.lockedOut.message
      return makeApp(context, PreviewData.environment(), initialState: state)
    },
    Preview(.loginWelcome) { context in
      var state = AppFeature.State()
      state.login = LoginFeature.State(
        username: PreviewData.typedUsername, password: PreviewData.password)
      state.login.welcomeMessage = LoginScreen.welcomeMessage(for: PreviewData.user)
      return makeApp(context, PreviewData.environment(), initialState: state)
    },
  ]
}
