import Composable
import Foundation

struct TaskItem: Equatable, Identifiable, Sendable {
  let id: UUID
  var line: String
}

/// The seeds' add / edit sheet: a text field with Save and Cancel.
@Reducer
struct AddEditTaskFeature {
  @ObservableState
  struct State: Equatable {
    var taskID: TaskItem.ID?
    var text = ""
    var errorMessage: String?
  }

  enum Action: Equatable, BindableAction {
    case binding(BindingAction<State>)
    case saveButtonTapped
    case cancelButtonTapped
    case delegate(Delegate)

    @CasePathable
    enum Delegate: Equatable {
      case saved(id: TaskItem.ID?, line: String)
    }
  }

  @Dependency(\.dismiss) var dismiss

  var body: some ReducerOf<Self> {
    BindingReducer()
    Reduce { state, action in
      switch action {
      case .binding:
        state.errorMessage = nil
        return .none

      case .saveButtonTapped:
        let line = state.text.trimmingCharacters(in: .whitespaces)
        guard line.hasPrefix("- "), line.count > 2 else {
          state.errorMessage = "Unable to convert \(state.text) into a task."
          return .none
        }
        return .run { [id = state.taskID] send in
          await send(.delegate(.saved(id: id, line: line)))
          await dismiss()
        }

      case .cancelButtonTapped:
        return .run { _ in await dismiss() }

      case .delegate:
        return .none
      }
    }
  }
}

/// The seeds' task list: add and edit in sheets, delete behind a confirmation alert.
@Reducer
struct TaskListFeature {
  @ObservableState
  struct State: Equatable {
    var tasks: IdentifiedArrayOf<TaskItem> = []
    @Presents var destination: Destination.State?
  }

  enum Action: Equatable {
    case addButtonTapped
    case editButtonTapped(id: TaskItem.ID)
    case deleteButtonTapped(id: TaskItem.ID)
    case destination(PresentationAction<Destination.Action>)
  }

  @Reducer
  enum Destination {
    case addTask(AddEditTaskFeature)
    case editTask(AddEditTaskFeature)
    case alert(AlertState<Alert>)

    enum Alert: Equatable {
      case confirmDeletion(id: TaskItem.ID)
    }
  }

  @Dependency(\.uuid) var uuid

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .addButtonTapped:
        state.destination = .addTask(AddEditTaskFeature.State())
        return .none

      case .editButtonTapped(let id):
        guard let task = state.tasks[id: id] else { return .none }
        state.destination = .editTask(AddEditTaskFeature.State(taskID: id, text: task.line))
        return .none

      case .deleteButtonTapped(let id):
        state.destination = .alert(
          AlertState {
            TextState("Are you sure?")
          } actions: {
            ButtonState(role: .destructive, action: .confirmDeletion(id: id)) {
              TextState("Delete")
            }
            ButtonState(role: .cancel) {
              TextState("Cancel")
            }
          }
        )
        return .none

      case .destination(.presented(.alert(.confirmDeletion(let id)))):
        state.tasks.remove(id: id)
        return .none

      case .destination(.presented(.addTask(.delegate(.saved(_, let line))))):
        state.tasks.append(TaskItem(id: uuid(), line: line))
        return .none

      case .destination(.presented(.editTask(.delegate(.saved(let id?, let line))))):
        state.tasks[id: id]?.line = line
        return .none

      case .destination:
        return .none
      }
    }
    .ifLet(\.$destination, action: \.destination) {
      Destination.body
    }
  }
}

extension TaskListFeature.Destination.State: Equatable {}
extension TaskListFeature.Destination.Action: Equatable {}
