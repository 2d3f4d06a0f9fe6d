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
public final class HomeViewModel: EventLogging {
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
  @ObservationIgnored public let eventLog: EventLog?

  public init(
    user: User, context: HostContext, environment: TaskManagerEnvironment,
    eventLog: EventLog? = nil, onSignOut: @escaping () -> Void = {}
  ) {
    self.eventLog = eventLog
    tasks = TaskMasterViewModel(
      user: user, context: context, environment: environment, eventLog: eventLog)
    text = TextViewModel(user: user, context: context, environment: environment, eventLog: eventLog)
    settings = SettingsViewModel(
      user: user, context: context, environment: environment, eventLog: eventLog)
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
    logged {
      self.tab = tab
      if tab == .text { text.load() }
    }
  }

  private func settingsChanged(_ settings: UserSettings) {
    tasks.showDone = settings.showDone
    eventLog?.isEnabled = settings.debuggerEnabled
  }
}
