import Composable
import TaskManagerDomain

/// The whole app: Login, then Home (created when login succeeds, dropped at sign-out).
///
/// ```swift
/// let store = Store(initialState: AppFeature.State()) { AppFeature() }
/// ```
@Reducer
public struct AppFeature: Sendable {
  @ObservableState
  public struct State: Equatable, Sendable {
    public var login = LoginFeature.State()
    /// Home, from login to sign-out: on the heap, as inline its 566 bytes were most of this
    /// state even on the login page, where a server keeps two copies per visitor (the store's
    /// and the debugger history's first state).
    @Boxed public var home: HomeFeature.State?

    public init() {}
  }

  public enum Action: Equatable, Sendable, Codable {
    case login(LoginFeature.Action)
    case home(HomeFeature.Action)
  }

  public init() {}

  public var body: some ReducerOf<Self> {
    Scope(state: \.login, action: \.login) { LoginFeature() }
    Reduce { state, action in
      switch action {
      case .login(.delegate(.didLogIn(let user))):
        state.home = HomeFeature.State(user: user)
        state.login = LoginFeature.State()
        return .send(.home(.load))

      case .home(.delegate(.signedOut)):
        state.home = nil
        return .none

      case .login, .home:
        return .none
      }
    }
    .ifLet(\.home, action: \.home) { HomeFeature() }
  }
}
