import Composable
import TaskManagerDomain
import TaskPaper

/// The Text tab: the whole outline as TaskPaper text. Save parses it and replaces the outline;
/// text that cannot be saved stays in the editor with the reason.
///
/// ```swift
/// Scope(state: \.text, action: \.text) { TextFeature() }
/// ```
@Reducer
public struct TextFeature: Sendable {
  @ObservableState
  public struct State: Equatable, Sendable {
    public var userID: UserID
    /// What the editor shows.
    public var text: String
    /// The stored outline's text, to know whether there are unsaved edits.
    public var savedText: String
    public var isSaving = false
    public var errorMessage: String?
    public var statusMessage: String?

    public init(userID: UserID, outline: Outline = Outline()) {
      self.userID = userID
      self.text = outline.serialized()
      self.savedText = self.text
    }

    public var hasUnsavedChanges: Bool { text != savedText }
  }

  public enum Action: Equatable, Sendable, BindableAction {
    case binding(BindingAction<State>)
    case saveButtonTapped
    case saveResponse(Result<Outline, TaskStoreError>)
    /// The outline changed elsewhere (the Tasks tab).
    case outlineChanged(Outline)
    case delegate(Delegate)

    @CasePathable
    public enum Delegate: Equatable, Sendable {
      case outlineReplaced(Outline)
    }
  }

  @Dependency(\.taskStore) var taskStore

  public init() {}

  public var body: some ReducerOf<Self> {
    BindingReducer()
    Reduce { state, action in
      switch action {
      case .binding(\.text):
        state.statusMessage = nil
        return .none

      case .binding, .delegate:
        return .none

      case .saveButtonTapped:
        guard !state.isSaving else { return .none }
        if let problem = OutlineDraft.problem(state.text) {
          state.errorMessage = problem
          return .none
        }
        state.isSaving = true
        state.errorMessage = nil
        return .run { [text = state.text, userID = state.userID] send in
          do throws(TaskStoreError) {
            await send(.saveResponse(.success(try await taskStore.replace(text, userID))))
          } catch {
            await send(.saveResponse(.failure(error)))
          }
        }

      case .saveResponse(.success(let outline)):
        state.isSaving = false
        state.text = outline.serialized()
        state.savedText = state.text
        state.statusMessage = "Saved"
        return .send(.delegate(.outlineReplaced(outline)))

      case .saveResponse(.failure(let error)):
        state.isSaving = false
        state.errorMessage = error.message
        return .none

      case .outlineChanged(let outline):
        let text = outline.serialized()
        // Unsaved edits are the user's work: they are never overwritten.
        if !state.hasUnsavedChanges { state.text = text }
        state.savedText = text
        return .none
      }
    }
  }
}
