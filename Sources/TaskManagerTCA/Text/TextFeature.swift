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
    /// The tab's rules and what it shows (see `OutlineTextScreen`).
    public var screen: OutlineTextScreen

    public init(userID: UserID, snapshot: OutlineSnapshot = OutlineSnapshot()) {
      self.userID = userID
      self.screen = OutlineTextScreen(snapshot)
    }

    /// What the editor shows; typing ends "Saved".
    public var text: String {
      get { screen.text }
      set { screen.text = newValue }
    }
    /// The editor against the stored outline it was loaded from.
    public var draft: OutlineTextDraft {
      get { screen.draft }
      set { screen.draft = newValue }
    }
    /// The newer outline's text, shown beside the editor after a refused save.
    public var newerText: String? {
      get { screen.newerText }
      set { screen.newerText = newValue }
    }
    public var isSaving: Bool {
      get { screen.isSaving }
      set { screen.isSaving = newValue }
    }
    public var errorMessage: String? {
      get { screen.errorMessage }
      set { screen.errorMessage = newValue }
    }
    public var statusMessage: String? {
      get { screen.statusMessage }
      set { screen.statusMessage = newValue }
    }
    public var savedText: String { screen.savedText }
    public var baseRevision: OutlineRevision { screen.baseRevision }
    public var hasUnsavedChanges: Bool { screen.hasUnsavedChanges }
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
      case .binding, .delegate:
        // Typing went through `text`, whose setter ends "Saved" (the screen's rule).
        return .none

      case .saveButtonTapped:
        guard let save = state.screen.beginSave() else { return .none }
        return .run { [userID = state.userID] send in
          do throws(TaskStoreError) {
            await send(
              .saveResponse(.success(try await taskStore.replace(save.text, save.base, userID))))
          } catch {
            await send(.saveResponse(.failure(error)))
          }
        }

      case .saveResponse(let result):
        guard let shown = state.screen.saveFinished(result) else { return .none }
        return .send(.delegate(.outlineReplaced(shown)))

      case .outlineChanged(let snapshot):
        state.screen.show(snapshot)
        return .none
      }
    }
  }
}

extension TextFeature.State: CodableBindings {
  public static let codableBindings = BindableFields<Self>(.field("text", \.text))
}
