import Foundation
import TaskManagerDomain
import TaskPaper
import Views

/// What every variant's previews show: the same account, outlines and stand-in clients, so
/// one state looks the same in seven architectures and a difference is the architecture's.
///
/// ```swift
/// let environment = PreviewData.environment(outline: PreviewData.longOutline)
/// let refusing = PreviewData.environment(taskStore: PreviewData.taskStore(refusing: PreviewData.deletedElsewhere))
/// ```
public enum PreviewData {
  /// The signed-in account (`AuthClient.testAccount`, as the in-memory client numbers it).
  public static let user = User(
    id: UserID(rawValue: 1), username: AuthClient.testAccount.username,
    createdAt: Date(timeIntervalSince1970: 1_790_000_000))
  /// Its password, for previews that sign in.
  public static let password = AuthClient.testAccount.password
  /// What the login previews have typed into Username.
  public static let typedUsername = "tester"

  /// A short outline with a project, tags and a due date.
  public static let outline = Outline(
    parsing: """
      Inbox:
      \t- Buy milk @due(2026-11-30)
      \t- Call Ada @home
      Work:
      \t- Write the report @priority(1)
      \tNotes for the meeting

      """)
  /// The task the selected-task, edit and delete previews select.
  public static let selectedTask = "Buy milk"
  /// The event the debugger preview records: selecting ``selectedTask``.
  public static let recordedEvent = "select “Buy milk”"
  /// The tag the tag-editor preview opens, and the text it was given.
  public static let editedTag = "home"
  public static let invalidTag = "@ bad tag"
  /// What the Add sheet preview typed: blank, which the sheet refuses.
  public static let invalidNewTask = "   "

  /// 300 tasks in three projects, more than one page of rows.
  public static let longOutline: Outline = {
    var text = ""
    for project in 1...3 {
      text += "Project \(project):\n"
      for task in 1...100 { text += "\t- Task \(project).\(task) @p\(task % 5)\n" }
    }
    return Outline(parsing: text)
  }()
  /// The first row of ``longOutline``.
  public static let longOutlineFirstTask = "Task 1.1"

  /// The sign-in the locked-out preview is refused with.
  public static let lockedOut = LoginError.tooManyAttempts(retryAfterSeconds: 60)

  /// ``outline`` after another window rewrote the selected task: every item keeps its
  /// identity, as in a store.
  public static let outlineChangedElsewhere = editing(outline) {
    (outline, id) throws(TaskPaperError) in
    try outline.setBody("- Buy oat milk @due(2026-11-30)", of: id)
  }
  /// ``outline`` after another window deleted the selected task; the others keep their
  /// identities.
  public static let outlineWithoutSelectedTask = editing(outline) {
    (outline, id) throws(TaskPaperError) in
    try outline.delete(id)
  }

  /// Marking the selected task done after another window changed it.
  public static var markDoneConflict: EditConflict {
    let latest = OutlineSnapshot(outlineChangedElsewhere, revision: OutlineRevision(rawValue: 2))
    return EditConflict(
      reason: .changed(itemID(containing: selectedTask, in: outline), .task),
      latest: latest)
  }
  /// Any edit of the selected task after another window deleted it.
  public static var deletedElsewhere: EditConflict {
    EditConflict(
      reason: .deleted(itemID(containing: selectedTask, in: outline), .task),
      latest: OutlineSnapshot(outlineWithoutSelectedTask, revision: OutlineRevision(rawValue: 2)))
  }
  /// A whole-text save typed on a revision another window has since replaced.
  public static var staleText: EditConflict {
    EditConflict(
      reason: .textIsStale,
      latest: OutlineSnapshot(outlineChangedElsewhere, revision: OutlineRevision(rawValue: 2)))
  }

  /// The in-memory clients with ``user`` signed in-able and `outline` stored for them.
  public static func environment(
    outline: Outline = outline, authClient: AuthClient? = nil, taskStore: TaskStore? = nil,
    settings: UserSettings? = nil
  ) -> TaskManagerEnvironment {
    var environment = TaskManagerEnvironment.inMemory(outlines: [user.id: outline])
    if let authClient { environment.authClient = authClient }
    if let taskStore { environment.taskStore = taskStore }
    if let settings { environment.settingsClient = .inMemory([user.id: settings]) }
    return environment
  }

  /// The defaults with the debugger on, as the debugger preview's Home loads them.
  public static var debuggerSettings: UserSettings {
    var settings = UserSettings.defaults
    settings.debuggerEnabled = true
    return settings
  }

  /// A store holding ``outline`` that refuses every edit and save with `conflict`, as a store
  /// does once another window got there first.
  public static func taskStore(refusing conflict: EditConflict) -> TaskStore {
    let stored = TaskStore.inMemory(outlines: [user.id: outline])
    return TaskStore(
      load: stored.load,
      apply: { (_, _, _) async throws(TaskStoreError) -> OutlineSnapshot in
        throw .conflict(conflict)
      },
      replace: { (_, _, _) async throws(TaskStoreError) -> OutlineSnapshot in
        throw .conflict(conflict)
      },
      export: stored.export,
      subscribe: stored.subscribe)
  }

  /// The identity of ``selectedTask`` in ``outline``.
  public static var selectedTaskID: ItemID { itemID(containing: selectedTask, in: outline) }

  /// Runs `tap` as the host runs a person's tap, with the flows recorded: what the debugger
  /// preview shows of one event.
  ///
  /// ```swift
  /// PreviewData.record(in: context) { presenter.itemSelected(PreviewData.selectedTaskID) }
  /// ```
  public static func record(in context: HostContext, _ tap: () -> Void) {
    context.flows.isEnabled = true
    context.flows.event(recordedEvent, tap)
  }

  /// A sign-in that is still on its way: it waits on the host's clock, which a preview never
  /// advances, so "Signing in…" stays.
  public static func authClientStillSigningIn(clock: any Clock<Duration>) -> AuthClient {
    AuthClient(
      login: { (_, _) async throws(LoginError) -> User in
        try? await clock.sleep(for: .seconds(24 * 3600))
        throw .network
      },
      logout: {},
      currentUser: { nil })
  }

  /// `outline` with `edit` applied to the selected task.
  private static func editing(
    _ outline: Outline, _ edit: (inout Outline, ItemID) throws(TaskPaperError) -> Void
  ) -> Outline {
    var edited = outline
    do throws(TaskPaperError) {
      try edit(&edited, itemID(containing: selectedTask, in: outline))
    } catch {
      preconditionFailure("The preview outline's edit failed: \(error)")
    }
    return edited
  }

  private static func itemID(containing text: String, in outline: Outline) -> ItemID {
    guard let item = outline.items.first(where: { $0.body.contains(text) }) else {
      preconditionFailure("The preview outline has no item containing \(text)")
    }
    return item.id
  }
}
