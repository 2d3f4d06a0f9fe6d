import Composable
import ComposableViews
import TaskManagerDomain
import Views

/// The app around Login: the form until Login's delegate action says who signed in, then Home
/// (here one line stands for the real app's Home).
@Reducer
struct LoginApp: Sendable {
  @ObservableState
  struct State: Equatable {
    var login = LoginFeature.State()
    var user: User?
  }

  enum Action: Equatable {
    case login(LoginFeature.Action)
  }

  var body: some ReducerOf<Self> {
    Scope(state: \.login, action: \.login) { LoginFeature() }
    Reduce { state, action in
      switch action {
      case .login(.delegate(.didLogIn(let user))):
        state.user = user
        return .none

      case .login:
        return .none
      }
    }
  }

  /// The store a host runs: on the host's actor, with the host's clock, its effects tracked
  /// so that the host (or a test driver) knows when the app has settled.
  static func makeRoot(_ context: HostContext, authClient: AuthClient) -> some View {
    guard let actor = context.isolation else {
      preconditionFailure("A store needs a host that runs on an actor")
    }
    let store = Store(initialState: State(), runningOn: actor) {
      LoginApp()
    } withDependencies: {
      $0.authClient = authClient
      $0.continuousClock = context.clock
    }
    store.effectLifecycle = .tracked(by: context.work.tracker)
    return LoginAppView(store: store)
  }
}

struct LoginAppView: View {
  let store: StoreOf<LoginApp>

  var body: some View {
    if let user = store.user {
      Text("Home of \(user.username)")
    } else {
      LoginView(store: store.scope(state: \.login, action: \.login))
    }
  }
}
