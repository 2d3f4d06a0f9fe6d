import Composable
import Foundation

/// The worked example: todos with add, delete behind a confirmation alert, and a debounced
/// search — tested exhaustively and non-exhaustively in `TodosTests`.
struct Todo: Reducer {
  struct State: Equatable, Identifiable, Sendable {
    let id: UUID
    var title = ""
    var isDone = false
  }

  @CasePathable
  enum Action: Equatable, Sendable, BindableAction {
    case binding(BindingAction<State>)
    case toggleDone
  }

  var body: some ReducerOf<Self> {
    BindingReducer()
    Reduce { state, action in
      switch action {
      case .binding:
        return .none
      case .toggleDone:
        state.isDone.toggle()
        return .none
      }
    }
  }
}

struct Todos: Reducer {
  struct State: Equatable {
    var todos: IdentifiedArrayOf<Todo.State> = []
    var query = ""
    var matches: [UUID]?
    @Presents var alert: AlertState<Action.Alert>?
  }

  @CasePathable
  enum Action: Equatable, Sendable {
    case addTapped
    case deleteTapped(id: UUID)
    case alert(PresentationAction<Alert>)
    case todos(IdentifiedActionOf<Todo>)
    case queryChanged(String)
    case search
    case searchResponse([UUID])

    @CasePathable
    enum Alert: Equatable, Sendable {
      case confirmDeletion(id: UUID)
    }
  }

  enum CancelID: Hashable, Sendable { case search }

  @Dependency(\.uuid) var uuid
  @Dependency(\.continuousClock) var clock

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .addTapped:
        state.todos.append(Todo.State(id: uuid()))
        return .none

      case .deleteTapped(let id):
        state.alert = AlertState {
          TextState("Are you sure?")
        } actions: {
          ButtonState(role: .destructive, action: .confirmDeletion(id: id)) {
            TextState("Delete")
          }
          ButtonState(role: .cancel) { TextState("Cancel") }
        }
        return .none

      case .alert(.presented(.confirmDeletion(let id))):
        state.todos.remove(id: id)
        return .none

      case .alert:
        return .none

      case .todos:
        return .none

      case .queryChanged(let query):
        state.query = query
        return .send(.search)
          .debounce(id: CancelID.search, for: .milliseconds(300), clock: clock)

      case .search:
        let query = state.query.lowercased()
        let todos = state.todos
        return .run { send in
          let matches = todos.filter { $0.title.lowercased().contains(query) }.map(\.id)
          await send(.searchResponse(matches))
        }
        .cancellable(id: CancelID.search, cancelInFlight: true)

      case .searchResponse(let matches):
        state.matches = matches
        return .none
      }
    }
    .ifLet(\.$alert, action: \.alert)
    .forEach(\.todos, action: \.todos) { Todo() }
  }
}
