import Flows
import MVC
import Observation
import Views

/// Home: a settings load failure above the tabs, the tabs, and the debugger below them while
/// ``HomeViewController`` shows it.
@Observable
public final class HomeView: View {
  public var errorMessage: String?
  public var isDebuggerVisible = false
  /// The tab bar, drawn by the tab bar controller.
  @ObservationIgnored var tabs: AnyView = AnyView(EmptyView())
  /// The flow of each event through the controllers, shown by the debugger.
  @ObservationIgnored let flows: FlowRecorder

  init(flows: FlowRecorder) {
    self.flows = flows
  }

  public var body: some View {
    VStack {
      if let errorMessage {
        Text(errorMessage).style(.error)
      }
      tabs
      if isDebuggerVisible {
        FlowPanel(flows: flows, title: "Debugger")
      }
    }
  }
}
