import ComposableArchitecture

// A todo list in the shape of TCA's Todos example: rows with bindings, a delete alert, a
// clock-driven sort and a `@DependencyClient`.

@Reducer
struct Todo {
  @ObservableState
  struct State: Equatable, Identifiable {
    var description = ""
    let id: UUID
    var isComplete = false
  }

  enum Action: BindableAction, Sendable {
    case binding(BindingAction<State>)
  }

  var body: some ReducerOf<Self> {
    BindingReducer()
  }
}

@DependencyClient
struct TodoAnalytics: Sendable {
  var track: @Sendable (_ event: String) async -> Void
}

extension TodoAnalytics: TestDependencyKey {
  static let testValue = TodoAnalytics()
}

extension DependencyValues {
  var todoAnalytics: TodoAnalytics {
    get { self[TodoAnalytics.self] }
    set { self[TodoAnalytics.self] = newValue }
  }
}

@Reducer
struct Todos {
  @ObservableState
  struct State: Equatable {
    @Presents var alert: AlertState<Action.Alert>?
    var filterText = ""
    var todos: IdentifiedArrayOf<Todo.State> = []
  }

  enum Action: BindableAction, Sendable {
    case addTodoButtonTapped
    case alert(PresentationAction<Alert>)
    case binding(BindingAction<State>)
    case clearCompletedButtonTapped
    case sortCompletedTodos
    case todos(IdentifiedActionOf<Todo>)

    enum Alert: Equatable {
      case confirmClear
    }
  }

  @Dependency(\.continuousClock) var clock
  @Dependency(\.uuid) var uuid
  @Dependency(\.todoAnalytics) var analytics
  private enum CancelID { case todoCompletion }

  var body: some ReducerOf<Self> {
    BindingReducer()
    Reduce { state, action in
      switch action {
      case .addTodoButtonTapped:
        state.todos.insert(Todo.State(id: uuid()), at: 0)
        return .run { _ in await analytics.track("added") }

      case .alert(.presented(.confirmClear)):
        state.todos.removeAll(where: \.isComplete)
        return .none

      case .alert, .binding:
        return .none

      case .clearCompletedButtonTapped:
        state.alert = AlertState {
          TextState("Clear completed todos?")
        } actions: {
          ButtonState(role: .destructive, action: .confirmClear) { TextState("Clear") }
          ButtonState(role: .cancel) { TextState("Cancel") }
        }
        return .none

      case .sortCompletedTodos:
        state.todos.sort { !$0.isComplete && $1.isComplete }
        return .none

      case .todos(.element(id: _, action: .binding(\.isComplete))):
        return .run { send in
          try await clock.sleep(for: .seconds(1))
          await send(.sortCompletedTodos, animation: .default)
        }
        .cancellable(id: CancelID.todoCompletion, cancelInFlight: true)

      case .todos:
        return .none
      }
    }
    .ifLet(\.$alert, action: \.alert)
    .forEach(\.todos, action: \.todos) {
      Todo()
    }
  }
}
