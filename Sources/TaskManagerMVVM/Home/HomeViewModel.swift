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
  /// Sidebar, list and detail.
  public let tasks: TaskMasterViewModel
  public let text: TextViewModel
  public let settings: SettingsViewModel
  /// The flow of each event, shown by the debugger.
  @ObservationIgnored public let flows: FlowRecorder

  public init(
    user: User, context: HostContext, environment: TaskManagerEnvironment,
    onSignOut: @escaping () -> Void = {}
  ) {
    flows = context.flows
    tasks = TaskMasterViewModel(
      user: user, context: context, environment: environment)
    text = TextViewModel(user: user, context: context, environment: environment)
    settings = SettingsViewModel(
      user: user, context: context, environment: environment)
    // Children talk to their siblings through Home, never directly; weak, as Home owns them.
    settings.onChange = { [weak self] settings in self?.settingsChanged(settings) }
    settings.onSignOut = onSignOut
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

  private func settingsChanged(_ settings: UserSettings) {
    tasks.showDone = settings.showDone
  }
}
