import Flows
import MVVM
import OpenCombine
import TaskManagerDomain
import Views

/// What Home shows besides its tabs' own screens.
public struct HomeState: Equatable {
  public enum Tab: Hashable, Sendable {
    case tasks
    case text
    case settings
  }

  public var tab = Tab.tasks
  /// From the settings: whether the debugger section shows.
  public var showsDebugger = false
  /// Sign Out was pressed with unsaved text on the Text tab: the `SignOutPrompt` is up.
  public var isConfirmingSignOut = false

  public init(tab: Tab = .tasks, showsDebugger: Bool = false) {
    self.tab = tab
    self.showsDebugger = showsDebugger
  }
}

/// Home after login: the three tabs' view models, which tab is showing, and the debugger.
/// Home follows the Settings view model's states: "Show done items" filters the task list,
/// "Debugger" turns the logs on and shows them.
///
/// ```swift
/// let home = HomeViewModel(user: user, context: context, environment: environment)
/// home.select(tab: .text)  // loads the outline's text
/// ```
@Reported(as: .viewModel)
public final class HomeViewModel: StateBindingViewModel<HomeState> {
  public typealias Tab = HomeState.Tab

  /// Sidebar, list and detail.
  public let tasks: TaskMasterViewModel
  public let text: TextViewModel
  public let settings: SettingsViewModel
  /// The flow of each event, shown by the debugger.
  public let flows: FlowRecorder
  /// The states the session's view models went through, shown by the debugger.
  public let stateLog: StateLog?
  private let onSignOut: () -> Void

  public init(
    user: User, context: HostContext, environment: TaskManagerEnvironment,
    stateLog: StateLog? = nil, onSignOut: @escaping () -> Void = {}
  ) {
    flows = context.flows
    self.stateLog = stateLog
    self.onSignOut = onSignOut
    tasks = TaskMasterViewModel(
      user: user, context: context, environment: environment,
      stateLog: stateLog)
    text = TextViewModel(user: user, context: context, environment: environment)
    settings = SettingsViewModel(
      user: user, context: context, environment: environment)
    super.init(initialState: HomeState())
    stateLog?.record(text)
    stateLog?.record(settings)
    stateLog?.record(self)
    // Children talk to their siblings through Home, never directly; weak, as Home owns them.
    settings.states.map(\.settings).removeDuplicates()
      .sink { [weak self] settings in self?.settingsChanged(settings) }
      .store(in: &cancellables)
    settings.onSignOut = { [weak self] in self?.signOutRequested() }
    text.onReplaced = { [weak self] outline in self?.tasks.outlineReplaced(outline) }
    tasks.load()
    settings.load()
  }

  public func select(tab: Tab) {
    update(\.tab, to: tab)
    if tab == .text { text.load() }
  }

  /// Sign Out from Settings: at once, unless it would throw away unsaved text.
  public func signOutRequested() {
    if text.hasUnsavedChanges {
      update(\.isConfirmingSignOut, to: true)
    } else {
      onSignOut()
    }
  }

  /// The prompt's "Discard and Sign Out".
  public func discardTextAndSignOut() {
    update(\.isConfirmingSignOut, to: false)
    onSignOut()
  }

  /// The prompt's "Keep Editing": back to the text, as it was typed.
  public func keepEditing() {
    update(\.isConfirmingSignOut, to: false)
    select(tab: .text)
  }

  private func settingsChanged(_ settings: UserSettings) {
    tasks.setShowDone(settings.showDone)
    stateLog?.isEnabled = settings.debuggerEnabled
    update(\.showsDebugger, to: settings.debuggerEnabled)
  }
}
