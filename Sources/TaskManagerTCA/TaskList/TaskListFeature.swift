import Composable
import Foundation
import TaskManagerDomain
import TaskPaper

/// The Tasks tab: categories in the sidebar, the items of the selected one, the selected
/// item's detail with its tags; add and edit in sheets, delete behind an alert, mark done.
/// Every change goes through the task store, made on the revision shown, and the outline it
/// answers with is shown; a change refused because another window changed the item says why
/// and shows the newer outline.
///
/// ```swift
/// Scope(state: \.taskList, action: \.taskList) { TaskListFeature() }
/// ```
@Reducer
public struct TaskListFeature: Sendable {
  /// The domain's `TaskListScreen` (outline, revision, category, selection, tag editor and
  /// messages, with their rules), plus what only TCA needs: the presented destination and the
  /// revision it was opened on. `state.category`, `state.selectedID`, … read and write the
  /// screen's properties.
  @ObservableState
  @dynamicMemberLookup
  public struct State: Equatable, Sendable {
    public var userID: UserID
    public var screen: TaskListScreen<TagEditorFeature.State>
    /// The revision shown when the open sheet, alert or tag editor appeared: its edit is made
    /// on what the user saw then, so a change made meanwhile in another window is not
    /// overwritten.
    public var dialogRevision: OutlineRevision = .initial
    @Presents public var destination: Destination.State?

    public init(userID: UserID, outline: Outline = Outline(), showDone: Bool = true) {
      self.userID = userID
      self.screen = TaskListScreen(outline: outline, showDone: showDone)
    }

    public subscript<Value>(
      dynamicMember keyPath: WritableKeyPath<TaskListScreen<TagEditorFeature.State>, Value>
    ) -> Value {
      get { screen[keyPath: keyPath] }
      set { screen[keyPath: keyPath] = newValue }
    }

    public subscript<Value>(
      dynamicMember keyPath: KeyPath<TaskListScreen<TagEditorFeature.State>, Value>
    ) -> Value {
      screen[keyPath: keyPath]
    }
  }

  public enum Action: Equatable, Sendable, Codable {
    case categorySelected(TaskCategory)
    case itemSelected(ItemID?)
    case addButtonTapped
    case editButtonTapped
    case deleteButtonTapped
    case doneButtonTapped
    case tagButtonTapped(name: String)
    case tagEditor(TagEditorFeature.Action)
    case editResponse(Result<OutlineSnapshot, TaskStoreError>)
    case destination(PresentationAction<Destination.Action>)
    case delegate(Delegate)

    @CasePathable
    public enum Alert: Equatable, Sendable, Codable {
      case confirmDeletion(ItemID)
    }

    @CasePathable
    public enum Delegate: Equatable, Sendable, Codable {
      /// The stored outline changed; other tabs show it.
      case outlineChanged(OutlineSnapshot)
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
        state.screen.select(category: category)
        return .none

      case .itemSelected(let id):
        state.screen.select(item: id)
        return .none

      case .addButtonTapped:
        state.dialogRevision = state.revision
        state.destination = .addTask(AddEditTaskFeature.State())
        return .none

      case .editButtonTapped:
        guard let item = state.selectedItem else { return .none }
        state.dialogRevision = state.revision
        state.destination = .editTask(AddEditTaskFeature.State(editing: item))
        return .none

      case .deleteButtonTapped:
        guard let item = state.selectedItem else { return .none }
        state.dialogRevision = state.revision
        state.destination = .alert(
          .confirmDeletion(of: item.content, confirm: .confirmDeletion(item.id)))
        return .none

      case .doneButtonTapped:
        guard let item = state.selectedItem else { return .none }
        let done = item.tag("done") == nil
        return apply(DoneDate.edit(item.id, done: done, now: date.now), state, on: state.revision)

      case .tagButtonTapped(let name):
        guard let (item, tag) = state.screen.tagToEdit(named: name) else { return .none }
        state.dialogRevision = state.revision
        state.screen.open(TagEditorFeature.State(itemID: item.id, tag: tag))
        return .none

      case .tagEditor(.delegate(.convert(let id, let oldName, let tag))):
        state.screen.closeTagEditor()
        guard let item = state.outline[id: id] else { return .none }
        return apply(
          .setText(id, TagText.body(of: item, replacing: oldName, with: tag)), state,
          on: state.dialogRevision)

      case .tagEditor(.delegate(.failed(let message))):
        state.screen.tagRefused(message)
        return .none

      case .tagEditor(.delegate(.cancelled)):
        state.screen.closeTagEditor()
        return .none

      case .tagEditor:
        return .none

      case .editResponse(.success(let snapshot)):
        state.screen.stored(snapshot)
        return .send(.delegate(.outlineChanged(snapshot)))

      case .editResponse(.failure(let error)):
        state.screen.failed(error.message, latest: error.latest)
        guard let latest = error.latest else { return .none }
        return .send(.delegate(.outlineChanged(latest)))

      case .destination(.presented(.addTask(.delegate(.save(_, let body))))):
        state.destination = nil
        return apply(
          .insert(body, at: state.screen.insertionPoint), state, on: state.dialogRevision)

      case .destination(.presented(.editTask(.delegate(.save(let id?, let body))))):
        state.destination = nil
        return apply(.setText(id, body), state, on: state.dialogRevision)

      case .destination(.presented(.editTask(.delegate(.delete(let id))))),
        .destination(.presented(.alert(.confirmDeletion(let id)))):
        state.destination = nil
        if state.selectedID == id { state.screen.select(item: nil) }
        return apply(.delete(id), state, on: state.dialogRevision)

      case .destination, .delegate:
        return .none
      }
    }
    .ifLet(\.screen.tagEditor, action: \.tagEditor) { TagEditorFeature() }
    .ifLet(\.$destination, action: \.destination) { Destination.body }
  }

  private func apply(_ edit: OutlineEdit, _ state: State, on revision: OutlineRevision)
    -> Effect<Action>
  {
    .run { [userID = state.userID] send in
      do throws(TaskStoreError) {
        let snapshot = try await taskStore.apply(edit, revision, userID)
        await send(.editResponse(.success(snapshot)))
      } catch {
        await send(.editResponse(.failure(error)))
      }
    }
  }
}

extension TaskListFeature.Destination.State: Equatable, Sendable {}
extension TagEditorFeature.State: TaskListTagEditor {}
extension TaskListFeature.Destination.Action: Equatable, Sendable, Codable {}

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
