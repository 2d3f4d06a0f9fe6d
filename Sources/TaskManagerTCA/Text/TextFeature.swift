import Composable
import TaskManagerDomain
import TaskPaper

/// The Text tab: the whole outline as TaskPaper text. Save parses it and replaces the outline;
/// text that cannot be saved stays in the editor with the reason. A save over changes made in
/// another window since the text was loaded is refused: the text stays, the newer outline is
/// shown beside it, and saving again replaces it deliberately.
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
    /// The revision the editor's text was loaded from; a save is made on it.
    public var baseRevision: OutlineRevision = .initial
    /// The newer outline's text, shown beside the editor after a refused save.
    public var newerText: String?
    public var isSaving = false
    public var errorMessage: String?
    public var statusMessage: String?

    public init(userID: UserID, snapshot: OutlineSnapshot = OutlineSnapshot()) {
      self.userID = userID
      self.text = snapshot.serialized()
      self.savedText = self.text
      self.baseRevision = snapshot.revision
    }

    public var hasUnsavedChanges: Bool { text != savedText }
  }

  public enum Action: Equatable, Sendable, Codable, BindableAction {
    case binding(BindingAction<State>)
    case saveButtonTapped
    case saveResponse(Result<OutlineSnapshot, TaskStoreError>)
    /// The outline changed elsewhere (the Tasks tab, another window).
    case outlineChanged(OutlineSnapshot)
    case delegate(Delegate)

    @CasePathable
    public enum Delegate: Equatable, Sendable, Codable {
      case outlineReplaced(OutlineSnapshot)
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
        return .run { [text = state.text, userID = state.userID, base = state.baseRevision] send in
          do throws(TaskStoreError) {
            await send(.saveResponse(.success(try await taskStore.replace(text, base, userID))))
          } catch {
            await send(.saveResponse(.failure(error)))
          }
        }

      case .saveResponse(.success(let snapshot)):
        state.isSaving = false
        state.text = snapshot.serialized()
        state.savedText = state.text
        state.baseRevision = snapshot.revision
        state.newerText = nil
        state.statusMessage = "Saved"
        return .send(.delegate(.outlineReplaced(snapshot)))

      case .saveResponse(.failure(let error)):
        state.isSaving = false
        state.errorMessage = error.message
        guard let latest = error.latest else { return .none }
        // The user has now seen the newer outline: saving again replaces it on purpose.
        state.newerText = latest.serialized()
        state.savedText = state.newerText!
        state.baseRevision = latest.revision
        return .send(.delegate(.outlineReplaced(latest)))

      case .outlineChanged(let snapshot):
        guard snapshot.revision >= state.baseRevision else { return .none }
        let text = snapshot.serialized()
        // Unsaved edits are the user's work: they are never overwritten, and stay based on
        // the revision they were typed on, so saving them over newer changes is refused.
        guard !state.hasUnsavedChanges else { return .none }
        // "Saved" reported the text as it was; a newer one ends it, as typing does.
        if text != state.text { state.statusMessage = nil }
        state.text = text
        state.savedText = text
        state.baseRevision = snapshot.revision
        return .none
      }
    }
  }
}

extension TextFeature.State: CodableBindings {
  public static let codableBindings = BindableFields<Self>(.field("text", \.text))
}
