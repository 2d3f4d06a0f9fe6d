import Observation
import Views

/// The state and behaviour of the demo todo app, built on plain closures and Observation (no
/// architecture kit), so the hosts can be exercised before the TaskManager exists.
///
/// ```swift
/// let model = DemoModel(context: context)
/// model.addTapped(); model.draft = "Buy milk"; model.saveNew()
/// ```
@Observable
public final class DemoModel {
  public struct Todo: Identifiable, Equatable, Sendable {
    public var id: Int
    public var title: String
    public var isDone: Bool
  }

  public enum Filter: String, CaseIterable, Sendable {
    case all = "All"
    case open = "Open"
    case done = "Done"
  }

  public enum Sort: String, Sendable {
    case added = "Added"
    case title = "Title"
  }

  public enum Screen: Hashable, Sendable {
    case todos
    case about
  }

  public var todos: [Todo]
  public var screen = Screen.todos
  public var filter = Filter.all
  public var sort = Sort.added
  public var showDone = true
  public var selectedID: Todo.ID?
  public var isAdding = false
  public var draft = ""
  public var draftError: String?
  public var editing: Todo?
  public var editDraft = ""
  public var pendingDeletion: Todo.ID?
  public var isWaitingForReminder = false
  public var reminder: String?

  @ObservationIgnored private let work: PendingWork
  @ObservationIgnored private let clock: any Clock<Duration>
  @ObservationIgnored private var nextID = 3

  public init(context: HostContext, todos: [Todo]? = nil) {
    self.work = context.work
    self.clock = context.clock
    self.todos =
      todos ?? [
        Todo(id: 1, title: "Buy milk", isDone: false),
        Todo(id: 2, title: "Call mom", isDone: true),
      ]
    nextID = (self.todos.map(\.id).max() ?? 0) + 1
  }

  /// The todos the list shows, after the filter, the "Show done" toggle and the sort order.
  public var visibleTodos: [Todo] {
    let filtered = todos.filter { todo in
      switch filter {
      case .all: showDone || !todo.isDone
      case .open: !todo.isDone
      case .done: todo.isDone
      }
    }
    return sort == .title ? filtered.sorted { $0.title < $1.title } : filtered
  }

  public var selectedTodo: Todo? { todos.first { $0.id == selectedID } }

  public func addTapped() {
    draft = ""
    draftError = nil
    isAdding = true
  }

  public func saveNew() {
    let title = draft.trimmingWhitespace
    guard !title.isEmpty else {
      draftError = "Please enter a title."
      return
    }
    todos.append(Todo(id: nextID, title: title, isDone: false))
    nextID += 1
    isAdding = false
  }

  public func cancelNew() {
    isAdding = false
  }

  public func edit(_ todo: Todo) {
    editDraft = todo.title
    editing = todo
  }

  public func saveEdit() {
    guard let editing, let index = todos.firstIndex(where: { $0.id == editing.id }) else { return }
    let title = editDraft.trimmingWhitespace
    guard !title.isEmpty else { return }
    todos[index].title = title
    self.editing = nil
  }

  public func deleteTapped(_ id: Todo.ID) {
    pendingDeletion = id
  }

  public func confirmDeletion() {
    guard let id = pendingDeletion else { return }
    todos.removeAll { $0.id == id }
    if selectedID == id { selectedID = nil }
    if editing?.id == id { editing = nil }
    pendingDeletion = nil
  }

  public func toggleDone(_ id: Todo.ID) {
    guard let index = todos.firstIndex(where: { $0.id == id }) else { return }
    todos[index].isDone.toggle()
  }

  /// A delayed effect: after two seconds on the app's clock, a reminder appears.
  public func remindLater() {
    reminder = nil
    isWaitingForReminder = true
    work.run { [clock] in
      try? await clock.sleep(for: .seconds(2))
    } then: {
      self.isWaitingForReminder = false
      let open = self.todos.filter { !$0.isDone }.count
      self.reminder = "Reminder: \(open) open todo(s)."
    }
  }
}

extension String {
  fileprivate var trimmingWhitespace: String {
    String(drop { $0.isWhitespace }.reversed().drop { $0.isWhitespace }.reversed())
  }
}
