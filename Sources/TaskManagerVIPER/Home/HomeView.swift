import Flows
import Observation
import Views
import Viper

/// Home: the tabs, each holding its module's view, and the debugger below them when it is on.
/// The view owns its presenter and its child modules' views (as a container owns its
/// children).
@Observable
@Reported(as: .view)
final class HomeView: ViperView, View, HomeViewContract {
  @ObservationIgnored let output: any HomeViewOutput
  /// What the debugger shows: the flow of each event through the modules' roles.
  @ObservationIgnored let flows: FlowRecorder
  @ObservationIgnored let taskList: TaskListView
  @ObservationIgnored let text: TextView
  @ObservationIgnored let settings: SettingsView
  private(set) var tab = HomeTab.tasks
  private(set) var isDebuggerVisible = false
  private(set) var errorMessage: String?

  init(
    output: any HomeViewOutput, flows: FlowRecorder, taskList: TaskListView, text: TextView,
    settings: SettingsView
  ) {
    self.output = output
    self.flows = flows
    self.taskList = taskList
    self.text = text
    self.settings = settings
  }

  func showTab(_ tab: HomeTab) { self.tab = tab }
  func showDebugger(_ isVisible: Bool) { isDebuggerVisible = isVisible }
  func showError(_ message: String?) { errorMessage = message }

  var body: some View {
    VStack {
      if let errorMessage {
        Text(errorMessage).style(.error)
      }
      TabView(selection: Binding(get: { self.tab }, set: { self.output.tabSelected($0) })) {
        Tab("Tasks", systemImage: "checklist", value: HomeTab.tasks) { taskList }
        Tab("Text", systemImage: "doc.plaintext", value: HomeTab.text) { text }
        Tab("Settings", systemImage: "gear", value: HomeTab.settings) { settings }
      }
      if isDebuggerVisible {
        FlowPanel(flows: flows, title: "Debugger")
      }
    }
  }
}
