import Composable
import Flows
import Observation
import TaskManagerTCA
import TaskManagerVIPER
import Views
import Viper

/// The hybrid Home: TCA's Tasks and Text tabs and VIPER's Settings tab, with the VIPER
/// debugger below. Owns its presenter, the TCA store and the Settings module.
@Observable
@Reported(as: .view)
final class HybridHomeView: ViperView, View, HybridHomeViewContract {
  @ObservationIgnored let output: any HybridHomeViewOutput
  @ObservationIgnored let store: StoreOf<HomeFeature>
  @ObservationIgnored let settings: SettingsModuleHandle
  /// What the debugger shows: the flow of each event through VIPER's roles and TCA's store.
  @ObservationIgnored let flows: FlowRecorder
  private(set) var tab = HybridTab.tasks
  private(set) var isDebuggerVisible = false

  init(
    output: any HybridHomeViewOutput, store: StoreOf<HomeFeature>, settings: SettingsModuleHandle,
    flows: FlowRecorder
  ) {
    self.flows = flows
    self.output = output
    self.store = store
    self.settings = settings
  }

  func showTab(_ tab: HybridTab) { self.tab = tab }
  func showDebugger(_ isVisible: Bool) { isDebuggerVisible = isVisible }

  var body: some View {
    VStack {
      TabView(selection: Binding(get: { self.tab }, set: { self.output.tabSelected($0) })) {
        Tab("Tasks", systemImage: "checklist", value: HybridTab.tasks) {
          TaskManagerTCA.tasksTab(store)
        }
        Tab("Text", systemImage: "doc.plaintext", value: HybridTab.text) {
          TaskManagerTCA.textTab(store)
        }
        Tab("Settings", systemImage: "gear", value: HybridTab.settings) {
          settings.screen.view
        }
      }
      if isDebuggerVisible {
        FlowPanel(flows: flows, title: "Debugger")
      }
    }
  }
}
