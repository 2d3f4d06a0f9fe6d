import Composable
import TaskManagerDomain

/// The login form before it talks to anyone: what the user typed, and the rules the form
/// checks by itself.
@Reducer
struct LoginFeature: Sendable {
  @ObservableState
  struct State: Equatable {
    var username = ""
    var password = ""
    var errorMessage: String?
  }

  enum Action: Equatable, BindableAction {
    case binding(BindingAction<State>)
    case logInButtonTapped
    case dismissErrorButtonTapped
  }

  var body: some ReducerOf<Self> {
    // Typing is a binding action: BindingReducer writes the field, nothing else happens.
    BindingReducer()
    Reduce { state, action in
      switch action {
      case .binding:
        return .none

      case .logInButtonTapped:
        // The domain's rules, the same in every architecture: an empty field, or credentials
        // too short to be anyone's, are answered here, without a request.
        if let problem = LoginInput.problem(username: state.username, password: state.password) {
          state.errorMessage = problem.message
          return .none
        }
        state.errorMessage = nil
        return .none

      case .dismissErrorButtonTapped:
        state.errorMessage = nil
        return .none
      }
    }
  }
}
