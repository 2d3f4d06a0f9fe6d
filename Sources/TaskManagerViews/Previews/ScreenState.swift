import TaskManagerDomain
import Views

/// Every state of every TaskManager screen that a gallery shows and a snapshot test pins:
/// the one list each variant's previews cover, in the order a user meets them.
///
/// ```swift
/// ScreenState.loginError.title            // "Login — error"
/// ScreenState.allCases.filter { $0.screen == .text }.count  // 3
/// let preview = Preview(.loginError) { context in … }
/// ```
///
/// A text tab refusing a text too large to send is not here: the web host refuses it before
/// any architecture sees it, so no variant has such a state to preview.
public enum ScreenState: String, CaseIterable, Sendable, Codable {
  case loginEmpty = "login-empty"
  case loginTyping = "login-typing"
  case loginSigningIn = "login-signing-in"
  case loginError = "login-error"
  case loginLockedOut = "login-locked-out"
  case loginWelcome = "login-welcome"
  case tasksEmpty = "tasks-empty"
  case tasksLong = "tasks-long"
  case tasksSelected = "tasks-selected"
  case tasksAddInvalid = "tasks-add-invalid"
  case tasksEdit = "tasks-edit"
  case tasksDeleteAlert = "tasks-delete-alert"
  case tasksTagInvalid = "tasks-tag-invalid"
  case tasksMarkDoneConflict = "tasks-mark-done-conflict"
  case tasksDeletedElsewhere = "tasks-deleted-elsewhere"
  case textClean = "text-clean"
  case textTyping = "text-typing"
  case textRefused = "text-refused"
  case settings = "settings"
  case debugger = "debugger"

  /// The screens the states belong to.
  public enum Screen: String, CaseIterable, Sendable, Codable {
    case login = "Login"
    case tasks = "Tasks"
    case text = "Text"
    case settings = "Settings"
    case debugger = "Debugger"
  }

  /// The screen this state is a state of.
  public var screen: Screen {
    switch self {
    case .loginEmpty, .loginTyping, .loginSigningIn, .loginError, .loginLockedOut, .loginWelcome:
      .login
    case .tasksEmpty, .tasksLong, .tasksSelected, .tasksAddInvalid, .tasksEdit, .tasksDeleteAlert,
      .tasksTagInvalid, .tasksMarkDoneConflict, .tasksDeletedElsewhere:
      .tasks
    case .textClean, .textTyping, .textRefused: .text
    case .settings: .settings
    case .debugger: .debugger
    }
  }

  /// "Screen — state", as the gallery titles it.
  public var title: String {
    let state =
      switch self {
      case .loginEmpty: "empty"
      case .loginTyping: "typing"
      case .loginSigningIn: "signing in"
      case .loginError: "error"
      case .loginLockedOut: "locked out"
      case .loginWelcome: "welcome"
      case .tasksEmpty: "empty outline"
      case .tasksLong: "long outline"
      case .tasksSelected: "a selected task"
      case .tasksAddInvalid: "Add sheet with a validation error"
      case .tasksEdit: "Edit sheet"
      case .tasksDeleteAlert: "delete alert"
      case .tasksTagInvalid: "tag editor with an invalid tag"
      case .tasksMarkDoneConflict: "mark done refused: changed in another window"
      case .tasksDeletedElsewhere: "deleted in another window"
      case .textClean: "clean"
      case .textTyping: "unsaved typing"
      case .textRefused: "refused save beside the newer text"
      case .settings: "defaults"
      case .debugger: "a recorded flow"
      }
    return "\(screen.rawValue) — \(state)"
  }

  /// Whether `architecture` shows this state its own way on purpose (the README's "Previews"
  /// section says why): the debugger draws the recorded event's flow through the
  /// architecture's own roles, and TCA's adds its action log and time travel.
  public func differsOnPurpose(in architecture: Architecture) -> Bool {
    self == .debugger
  }

  /// Words a preview of this state must show, whatever the architecture: what tells a reader
  /// the screen is really in this state and not one next to it.
  public var shows: [String] {
    let user = PreviewData.user
    switch self {
    case .loginEmpty: return ["Username", "Password", "Log In"]
    case .loginTyping: return [PreviewData.typedUsername]
    case .loginSigningIn: return ["Signing in…"]
    case .loginError: return [LoginError.invalidCredentials.message, "Dismiss"]
    case .loginLockedOut: return [PreviewData.lockedOut.message]
    case .loginWelcome: return [LoginScreen.welcomeMessage(for: user)]
    case .tasksEmpty: return ["Tasks", "Add"]
    case .tasksLong: return [PreviewData.longOutlineFirstTask]
    case .tasksSelected: return [PreviewData.selectedTask, "Edit"]
    case .tasksAddInvalid: return ["Save", "Cancel"]
    case .tasksEdit: return [PreviewData.selectedTask, "Save", "Cancel", "Delete"]
    case .tasksDeleteAlert: return [DeletionPrompt.title, DeletionPrompt.deleteLabel]
    case .tasksTagInvalid: return ["Unable to convert \(PreviewData.invalidTag) into a tag."]
    case .tasksMarkDoneConflict: return [PreviewData.markDoneConflict.message]
    case .tasksDeletedElsewhere: return [PreviewData.deletedElsewhere.message]
    case .textClean: return ["Buy milk"]
    case .textTyping: return ["Unsaved changes"]
    case .textRefused: return [PreviewData.staleText.message]
    case .settings: return [user.username, "Sign Out"]
    case .debugger: return [PreviewData.recordedEvent, PreviewData.selectedTask]
    }
  }
}

extension Preview {
  /// A preview of `state`, titled and identified by it.
  ///
  /// ```swift
  /// static let previews = [
  ///   Preview(.loginEmpty) { context in TaskManagerMVVM.makeApp(context, PreviewData.environment()) },
  /// ]
  /// ```
  public init<Content: View>(
    _ state: ScreenState,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    body: @escaping @Sendable (HostContext) -> Content
  ) {
    self.init(
      state.title, id: state.rawValue, fileID: fileID, filePath: filePath, line: line, body: body)
  }

  /// The state this preview shows, if its id names one.
  public var screenState: ScreenState? { ScreenState(rawValue: id) }
}
