import Flows
import MVVM
import Observation
import TaskManagerDomain
import Views

/// Home after login: the three tabs' view models, which tab is showing, and the debugger.
/// Settings drive the others: "Show done items" filters the task list, "Debugger" turns the
/// event log on and shows it.
///
/// ```swift
/// let home = HomeViewModel(user: user, context: context, environment: environment)
/// home.select(tab: .text)  // loads the outline's text
/// ```
@Observable
@Reported(as: .viewModel)
public final class HomeViewModel {
  public enum Tab: Hashable, Sendable {
    case tasks
    case text
    case settings
  }

  public private(set) var tab = Tab.tasks
  /// Sign Out was pressed with unsaved text on the Text tab: the `SignOutPrompt` is up.
  public var isConfirmingSignOut = false
  /// Sidebar, list and detail.
  public let tasks: TaskMasterViewModel
  public let text: TextViewModel
  public let settings: SettingsViewModel
  /// The flow of each event, shown by the debugger.
  @ObservationIgnored public let flows: FlowRecorder
  @ObservationIgnored private let onSignOut: () -> Void

  public init(
    user: User, context: HostContext, environment: TaskManagerEnvironment,
    onSignOut: @escaping () -> Void = {}
  ) {
    flows = context.flows
    self.onSignOut = onSignOut
    tasks = TaskMasterViewModel(
      user: user, context: context, environment: environment)
    text = TextViewModel(user: user, context: context, environment: environment)
    settings = SettingsViewModel(
      user: user, context: context, environment: environment)
    // Children talk to their siblings through Home, never directly; weak, as Home owns them.
    settings.onChange = { [weak self] settings in self?.settingsChanged(settings) }
    settings.onSignOut = { [weak self] in self?.signOutRequested() }
    text.onReplaced = { [weak self] outline in self?.tasks.outlineReplaced(outline) }
    tasks.load()
    settings.load()
  }

  /// Whether the debugger section shows.
  public var showsDebugger: Bool { settings.settings.debuggerEnabled }

  public func select(tab: Tab) {
    self.tab = tab
    if tab == .text { text.load() }
  }

  /// Sign Out from Settings: at once, unless it would throw away unsaved text.
  public func signOutRequested() {
    if text.hasUnsavedChanges {
      isConfirmingSignOut = true
    } else {
      onSignOut()
    }
  }

  /// The prompt's "Discard and Sign Out".
  public func discardTextAndSignOut() {
    isConfirmingSignOut = false
    onSignOut()
  }

  /// The prompt's "Keep Editing": back to the text, as it was typed.
  public func keepEditing() {
    isConfirmingSignOut = false
    select(tab: .text)
  }

  private func settingsChanged(_ settings: UserSettings) {
    tasks.showDone = settings.showDone
  }
}
