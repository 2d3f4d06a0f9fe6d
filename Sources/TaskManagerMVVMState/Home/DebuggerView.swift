import Flows
import MVVM
import Views

/// The debugger: the flow of each event through the view models (what each call changed),
/// then the states each view model went through, as its change stream published them.
struct DebuggerView: View {
  let flows: FlowRecorder
  let states: StateLog?

  var body: some View {
    FlowPanel(flows: flows, title: "Debugger")
    if let states, !states.entries.isEmpty {
      Section("States") {
        List {
          ForEach(Array(states.entries.enumerated()), id: \.offset) { _, entry in
            Text(entry.description).style(.secondary)
          }
        }
      }
    }
  }
}
