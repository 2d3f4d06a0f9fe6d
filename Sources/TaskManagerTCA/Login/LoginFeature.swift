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

  public enum Action: Equatable, Sendable, Codable, BindableAction {
    case binding(BindingAction<State>)
    case logInButtonTapped
    case loginResponse(Result<User, LoginError>)
    case dismissErrorButtonTapped
    case delegate(Delegate)

    @CasePathable
    public enum Delegate: Equatable, Sendable, Codable {
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

extension LoginFeature.State: CodableBindings, CustomDumpReflectable {
  /// The password leaves the session only as a fixed mask, which tells nothing of its length
  /// but the one thing the form checks: empty, shorter than the minimum, or long enough, so an
  /// imported history fails or passes the form's checks as the recorded one did.
  public static let codableBindings = BindableFields<Self>(
    .field("username", \.username),
    .secret("password", \.password, redacted: { redacted($0) })
  )

  static func redacted(_ password: String) -> String {
    if password.isEmpty { return "" }
    return password.count < LoginInput.minimumPasswordLength ? shortMask : longMask
  }

  /// The masks: one too short for the form, one long enough.
  static let shortMask = "•"
  static let longMask = String(repeating: "•", count: 8)

  /// The password redacted, as an exported history writes it, so its fingerprints do not
  /// depend on it (and a debugger's diff does not show it).
  public var customDumpMirror: Mirror {
    Mirror(
      self,
      children: [
        "username": username, "password": Self.redacted(password), "isLoading": isLoading,
        "errorMessage": errorMessage as Any, "welcomeMessage": welcomeMessage as Any,
      ],
      displayStyle: .struct)
  }
}
