import Composable
import TaskManagerDomain

/// Signing in: the form's own checks, the server's answer, a welcome, and a hand-over to the
/// parent one second later on the clock the store was given.
@Reducer
struct LoginFeature: Sendable {
  @ObservableState
  struct State: Equatable {
    var username = ""
    var password = ""
    var isLoading = false
    var errorMessage: String?
    var welcomeMessage: String?
  }

  enum Action: Equatable, BindableAction {
    case binding(BindingAction<State>)
    case logInButtonTapped
    case loginResponse(Result<User, LoginError>)
    case dismissErrorButtonTapped
    case delegate(Delegate)

    /// What Login tells its parent; the parent decides what comes next.
    @CasePathable
    enum Delegate: Equatable {
      case didLogIn(User)
    }
  }

  // The outside world comes in as dependencies, so a test can replace it.
  @Dependency(\.authClient) var authClient
  @Dependency(\.continuousClock) var clock

  var body: some ReducerOf<Self> {
    // Typing is a binding action: BindingReducer writes the field, nothing else happens.
    BindingReducer()
    Reduce { state, action in
      switch action {
      case .binding:
        return .none

      case .logInButtonTapped:
        // One request at a time, and none once the user is in.
        guard !state.isLoading, state.welcomeMessage == nil else { return .none }
        // The domain's rules, the same in every architecture: an empty field, or credentials
        // too short to be anyone's, are answered here, without a request.
        if let problem = LoginInput.problem(username: state.username, password: state.password) {
          state.errorMessage = problem.message
          return .none
        }
        state.errorMessage = nil
        state.isLoading = true
        // The effect captures the credentials as they are now, not the state.
        return .run { [username = state.username, password = state.password] send in
          do throws(LoginError) {
            let user = try await authClient.login(username, password)
            await send(.loginResponse(.success(user)))
          } catch {
            await send(.loginResponse(.failure(error)))
          }
        }

      case .loginResponse(.success(let user)):
        state.isLoading = false
        state.welcomeMessage = LoginScreen.welcomeMessage(for: user)
        return .run { send in
          try await clock.sleep(for: LoginScreen.welcomeDelay)
          await send(.delegate(.didLogIn(user)))
        }

      case .loginResponse(.failure(let error)):
        state.isLoading = false
        state.errorMessage = error.message
        return .none

      case .dismissErrorButtonTapped:
        state.errorMessage = nil
        return .none

      case .delegate:
        return .none
      }
    }
  }
}
