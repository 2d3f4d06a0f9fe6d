import Composable
import TaskManagerDomain
import TaskPaper

/// The Add and Edit sheets: one text field holding a TaskPaper task line, Save / Cancel, and
/// in Edit a Delete behind a confirmation alert.
///
/// The sheet checks the line itself (`TaskLine`); the parent applies the edit and closes it.
///
/// ```swift
/// state.destination = .addTask(AddEditTaskFeature.State())
/// state.destination = .editTask(AddEditTaskFeature.State(editing: item))
/// ```
@Reducer
public struct AddEditTaskFeature: Sendable {
  @ObservableState
  public struct State: Equatable, Sendable {
    /// The item edited, or `nil` when adding.
    public var itemID: ItemID?
    /// The item's text, for the delete confirmation.
    public var itemContent = ""
    public var text = ""
    public var errorMessage: String?
    @Presents public var alert: AlertState<Action.Alert>?

    public init() {}

    public init(editing item: Item) {
      self.itemID = item.id
      self.itemContent = item.content
      self.text = item.body
    }

    public var title: String { itemID == nil ? "New Task" : "Edit Task" }
  }

  public enum Action: Equatable, Sendable, Codable, BindableAction {
    case binding(BindingAction<State>)
    case saveButtonTapped
    case cancelButtonTapped
    case deleteButtonTapped
    case alert(PresentationAction<Alert>)
    case delegate(Delegate)

    @CasePathable
    public enum Alert: Equatable, Sendable, Codable {
      case confirmDeletion
    }

    @CasePathable
    public enum Delegate: Equatable, Sendable, Codable {
      /// A valid task body to insert (`itemID == nil`) or to write over the item.
      case save(itemID: ItemID?, body: String)
      case delete(ItemID)
    }
  }

  @Dependency(\.dismiss) var dismiss

  public init() {}

  public var body: some ReducerOf<Self> {
    BindingReducer()
    Reduce { state, action in
      switch action {
      case .binding(\.text):
        state.errorMessage = nil
        return .none

      case .binding:
        return .none

      case .saveButtonTapped:
        do throws(TaskLineError) {
          let body = try TaskLine.body(from: state.text)
          return .send(.delegate(.save(itemID: state.itemID, body: body)))
        } catch {
          state.errorMessage = error.message
          return .none
        }

      case .cancelButtonTapped:
        return .run { _ in await dismiss() }

      case .deleteButtonTapped:
        guard state.itemID != nil else { return .none }
        state.alert = .confirmDeletion(of: state.itemContent)
        return .none

      case .alert(.presented(.confirmDeletion)):
        guard let id = state.itemID else { return .none }
        return .send(.delegate(.delete(id)))

      case .alert, .delegate:
        return .none
      }
    }
    .ifLet(\.$alert, action: \.alert)
  }
}

extension AlertState {
  /// The domain's `DeletionPrompt`: a destructive Delete and a Cancel.
  static func confirmDeletion(of content: String, confirm: Action) -> AlertState {
    AlertState {
      TextState(DeletionPrompt.title)
    } actions: {
      ButtonState(role: .destructive, action: confirm) { TextState(DeletionPrompt.deleteLabel) }
      ButtonState(role: .cancel) { TextState(DeletionPrompt.cancelLabel) }
    } message: {
      TextState(DeletionPrompt.message(for: content))
    }
  }
}

extension AlertState where Action == AddEditTaskFeature.Action.Alert {
  static func confirmDeletion(of content: String) -> AlertState {
    .confirmDeletion(of: content, confirm: .confirmDeletion)
  }
}

extension AddEditTaskFeature.State: CodableBindings {
  public static let codableBindings = BindableFields<Self>(.field("text", \.text))
}
