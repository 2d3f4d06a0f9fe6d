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
    /// The editor against the stored outline it was loaded from; the outline's text is
    /// written when the tab reads it, not after every edit made on the Tasks tab.
    public var draft: OutlineTextDraft
    /// The newer outline's text, shown beside the editor after a refused save.
    public var newerText: String?
    public var isSaving = false
    public var errorMessage: String?
    public var statusMessage: String?

    public init(userID: UserID, snapshot: OutlineSnapshot = OutlineSnapshot()) {
      self.userID = userID
      self.draft = OutlineTextDraft(snapshot)
    }

    /// What the editor shows.
    public var text: String {
      get { draft.text }
      set { draft.text = newValue }
    }
    /// The stored outline's text, to know whether there are unsaved edits.
    public var savedText: String { draft.savedText }
    /// The revision the editor's text was loaded from; a save is made on it.
    public var baseRevision: OutlineRevision { draft.baseRevision }
    public var hasUnsavedChanges: Bool { draft.hasUnsavedChanges }
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
        state.draft = OutlineTextDraft(snapshot)
        state.newerText = nil
        state.statusMessage = "Saved"
        return .send(.delegate(.outlineReplaced(snapshot)))

      case .saveResponse(.failure(let error)):
        state.isSaving = false
        state.errorMessage = error.message
        guard let latest = error.latest else { return .none }
        // The user has now seen the newer outline: saving again replaces it on purpose.
        state.newerText = latest.serialized()
        state.draft.rebase(on: latest)
        return .send(.delegate(.outlineReplaced(latest)))

      case .outlineChanged(let snapshot):
        let before = state.draft
        // Unsaved edits are the user's work: they are never overwritten, and stay based on
        // the revision they were typed on, so saving them over newer changes is refused.
        guard state.draft.show(snapshot) else { return .none }
        // "Saved" reported the text as it was; a newer one ends it, as typing does. (Only
        // then are the texts compared: written for a hidden tab, they would cost each edit.)
        if state.statusMessage != nil, !state.draft.showsSameText(as: before) {
          state.statusMessage = nil
        }
        return .none
      }
    }
  }
}

extension TextFeature.State: CodableBindings {
  public static let codableBindings = BindableFields<Self>(.field("text", \.text))
}
