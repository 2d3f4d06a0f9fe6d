import Composable
import TaskManagerDomain

/// Signing in: the form's own checks, the domain's answer, a welcome, and Home one second
/// later.
///
/// ```swift
/// let store = Store(initialState: LoginFeature.State()) { LoginFeature() }
/// store.send(.binding(.set(\.username, "tester")))
/// store.send(.logInButtonTapped)
/// ```
@Reducer
public struct LoginFeature: Sendable {
  @ObservableState
  public struct State: Equatable, Sendable {
    public var username = ""
    public var password = ""
    public var isLoading = false
    public var errorMessage: String?
    public var welcomeMessage: String?

    public init(username: String = "", password: String = "") {
      self.username = username
      self.password = password
    }
  }

  public enum Action: Equatable, Sendable, BindableAction {
    case binding(BindingAction<State>)
    case logInButtonTapped
    case loginResponse(Result<User, LoginError>)
    case dismissErrorButtonTapped
    case delegate(Delegate)

    @CasePathable
    public enum Delegate: Equatable, Sendable {
      /// The welcome has been shown for a second: time for Home.
      case didLogIn(User)
    }
  }

  @Dependency(\.authClient) var authClient
  @Dependency(\.continuousClock) var clock

  public init() {}

  public var body: some ReducerOf<Self> {
    BindingReducer()
    Reduce { state, action in
      switch action {
      case .binding:
        return .none

      case .logInButtonTapped:
        guard !state.isLoading, state.welcomeMessage == nil else { return .none }
        if let problem = LoginInput.problem(username: state.username, password: state.password) {
          state.errorMessage = problem.message
          return .none
        }
        state.errorMessage = nil
        state.isLoading = true
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
