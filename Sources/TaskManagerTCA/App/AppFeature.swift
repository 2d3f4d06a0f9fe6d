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
    /// Home, from login to sign-out.
    public var home: HomeFeature.State? {
      get { signedIn?.home }
      _modify {
        guard signedIn != nil else {
          var home: HomeFeature.State?
          yield &home
          if let home { signedIn = SignedInState(home) }
          return
        }
        if !isKnownUniquelyReferenced(&signedIn!) { signedIn = SignedInState(signedIn!.home) }
        yield &signedIn!.home
        if signedIn!.home == nil { signedIn = nil }
      }
    }
    /// Home's state, on the heap. Inline, the 566 bytes of Home were most of this state even
    /// on the login page, where a server keeps two copies per visitor (the store's and the
    /// debugger history's first state).
    private var signedIn: SignedInState?

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

/// `AppFeature.State.home` on the heap, copied on write like the state it stands in for.
///
/// Only ever mutated while uniquely referenced (see `home`'s `_modify`), so sharing it between
/// copies of the state, and threads, shares an immutable value.
private final class SignedInState: Equatable, @unchecked Sendable {
  var home: HomeFeature.State?

  init(_ home: HomeFeature.State?) {
    self.home = home
  }

  static func == (lhs: SignedInState, rhs: SignedInState) -> Bool {
    lhs === rhs || lhs.home == rhs.home
  }
}

extension AppFeature.State: CustomReflectable {
  /// The state as declared (`login`, `home`), not its storage: debugger diffs, dumps and
  /// history fingerprints read it.
  public var customMirror: Mirror {
    Mirror(self, children: ["login": login, "home": home as Any], displayStyle: .struct)
  }
}
