import Composable
import Foundation
import TaskManagerDomain
import TaskPaper

/// The Tasks tab: categories in the sidebar, the items of the selected one, the selected
/// item's detail with its tags; add and edit in sheets, delete behind an alert, mark done.
/// Every change goes through the task store and the outline it answers with is shown.
///
/// ```swift
/// Scope(state: \.taskList, action: \.taskList) { TaskListFeature() }
/// ```
@Reducer
public struct TaskListFeature: Sendable {
  @ObservableState
  public struct State: Equatable, Sendable {
    public var userID: UserID
    public var outline: Outline
    public var showDone: Bool
    public var category: TaskCategory = .all
    public var selectedID: ItemID?
    public var tagEditor: TagEditorFeature.State?
    public var tagErrorMessage: String?
    public var errorMessage: String?
    @Presents public var destination: Destination.State?

    public init(userID: UserID, outline: Outline = Outline(), showDone: Bool = true) {
      self.userID = userID
      self.outline = outline
      self.showDone = showDone
    }

    public var categories: [TaskCategory] { outline.categories() }
    public var visibleItems: [Item] { outline.items(in: category, showDone: showDone) }
    public var selectedItem: Item? { selectedID.flatMap { outline[id: $0] } }
  }

  public enum Action: Equatable, Sendable {
    case categorySelected(TaskCategory)
    case itemSelected(ItemID?)
    case addButtonTapped
    case editButtonTapped
    case deleteButtonTapped
    case doneButtonTapped
    case tagButtonTapped(name: String)
    case tagEditor(TagEditorFeature.Action)
    case editResponse(Result<Outline, TaskStoreError>)
    case destination(PresentationAction<Destination.Action>)
    case delegate(Delegate)

    @CasePathable
    public enum Alert: Equatable, Sendable {
      case confirmDeletion(ItemID)
    }

    @CasePathable
    public enum Delegate: Equatable, Sendable {
      /// The stored outline changed; other tabs show it.
      case outlineChanged(Outline)
    }
  }

  @Reducer
  public enum Destination {
    case addTask(AddEditTaskFeature)
    case editTask(AddEditTaskFeature)
    case alert(AlertState<TaskListFeature.Action.Alert>)
  }

  @Dependency(\.taskStore) var taskStore
  @Dependency(\.date) var date

  public init() {}

  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .categorySelected(let category):
        state.category = category
        if let id = state.selectedID,
          !state.visibleItems.contains(where: { $0.id == id })
        {
          state.selectedID = nil
        }
        state.tagEditor = nil
        return .none

      case .itemSelected(let id):
        state.selectedID = id
        state.tagEditor = nil
        state.tagErrorMessage = nil
        return .none

      case .addButtonTapped:
        state.destination = .addTask(AddEditTaskFeature.State())
        return .none

      case .editButtonTapped:
        guard let item = state.selectedItem else { return .none }
        state.destination = .editTask(AddEditTaskFeature.State(editing: item))
        return .none

      case .deleteButtonTapped:
        guard let item = state.selectedItem else { return .none }
        state.destination = .alert(
          .confirmDeletion(of: item.content, confirm: .confirmDeletion(item.id)))
        return .none

      case .doneButtonTapped:
        guard let item = state.selectedItem else { return .none }
        let done = item.tag("done") == nil
        return apply(DoneDate.edit(item.id, done: done, now: date.now), state)

      case .tagButtonTapped(let name):
        guard let item = state.selectedItem, let tag = item.tags.first(where: { $0.name == name })
        else { return .none }
        state.tagErrorMessage = nil
        state.tagEditor = TagEditorFeature.State(itemID: item.id, tag: tag)
        return .none

      case .tagEditor(.delegate(.convert(let id, let oldName, let tag))):
        state.tagEditor = nil
        guard let item = state.outline[id: id] else { return .none }
        return apply(.setText(id, TagText.body(of: item, replacing: oldName, with: tag)), state)

      case .tagEditor(.delegate(.failed(let message))):
        state.tagEditor = nil
        state.tagErrorMessage = message
        return .none

      case .tagEditor(.delegate(.cancelled)):
        state.tagEditor = nil
        return .none

      case .tagEditor:
        return .none

      case .editResponse(.success(let outline)):
        state.errorMessage = nil
        state.show(outline)
        return .send(.delegate(.outlineChanged(outline)))

      case .editResponse(.failure(let error)):
        state.errorMessage = error.message
        return .none

      case .destination(.presented(.addTask(.delegate(.save(_, let body))))):
        state.destination = nil
        return apply(.insert(body, at: state.insertionPoint), state)

      case .destination(.presented(.editTask(.delegate(.save(let id?, let body))))):
        state.destination = nil
        return apply(.setText(id, body), state)

      case .destination(.presented(.editTask(.delegate(.delete(let id))))),
        .destination(.presented(.alert(.confirmDeletion(let id)))):
        state.destination = nil
        if state.selectedID == id { state.selectedID = nil }
        return apply(.delete(id), state)

      case .destination, .delegate:
        return .none
      }
    }
    .ifLet(\.tagEditor, action: \.tagEditor) { TagEditorFeature() }
    .ifLet(\.$destination, action: \.destination) { Destination.body }
  }

  private func apply(_ edit: OutlineEdit, _ state: State) -> Effect<Action> {
    .run { [userID = state.userID] send in
      do throws(TaskStoreError) {
        let outline = try await taskStore.apply(edit, userID)
        await send(.editResponse(.success(outline)))
      } catch {
        await send(.editResponse(.failure(error)))
      }
    }
  }
}

extension TaskListFeature.Destination.State: Equatable, Sendable {}
extension TaskListFeature.Destination.Action: Equatable, Sendable {}

extension TaskListFeature.State {
  /// Whether the Add or Edit sheet is up.
  var isShowingSheet: Bool {
    switch destination {
    case .addTask, .editTask: true
    case .alert, nil: false
    }
  }

  /// The delete confirmation, when it is up.
  var alert: AlertState<TaskListFeature.Action.Alert>? {
    if case .alert(let alert) = destination { alert } else { nil }
  }
}

extension TaskListFeature.State {
  /// Shows a new version of the outline, keeping the category and selection where they
  /// still exist.
  mutating func show(_ outline: Outline) {
    self.outline = outline
    category = outline.refreshed(category)
    if let id = selectedID, outline[id: id] == nil { selectedID = nil }
    if let editor = tagEditor, outline[id: editor.itemID] == nil { tagEditor = nil }
  }

  /// New tasks go at the end of the selected project, or at the end of the outline.
  var insertionPoint: InsertionPoint {
    if case .project(let id, _) = category { return .lastChild(of: id) }
    return .lastChild(of: nil)
  }
}
