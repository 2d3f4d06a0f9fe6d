import Composable
import ComposableViews
import Views

/// The debugger panel under Home: the latest actions with their state diffs, and buttons to
/// jump back to any of them.
struct DebuggerView: View {
  let debugger: Debugger
  let store: StoreOf<AppFeature>

  var body: some View {
    Section("Debugger") {
      Text("\(debugger.actionCount) actions recorded").style(.secondary)
      if let viewing = debugger.viewing {
        HStack {
          Text("Viewing the state after action \(viewing)").style(.prominent)
          Button("Resume live") { debugger.resume(in: store) }
        }
      }
      List {
        ForEach(debugger.entries.reversed()) { entry in
          VStack {
            HStack {
              Text("\(entry.position). \(entry.action)").font(.monospaced)
              Button("Jump to \(entry.position)") { debugger.jump(to: entry.position, in: store) }
            }
            if let diff = entry.diff {
              Text(diff).font(.monospaced).style(.secondary)
            }
          }
        }
      }
    }
  }
}
