import Composable
import ComposableViews
import Views

/// The debugger panel under Home: the latest actions with their state diffs, buttons to jump
/// back to any of them, and the history's export and import.
struct DebuggerView: View {
  let debugger: Debugger
  let store: StoreOf<AppFeature>

  var body: some View {
    Section("Debugger") {
      Text("\(Debugger.actions(debugger.actionCount)) recorded").style(.secondary)
      HistoryFileView(debugger: debugger, store: store)
      if let viewing = debugger.viewing {
        HStack {
          Text("Viewing the state after action \(viewing)").style(.prominent)
          Button("Resume live") { debugger.resume(in: store) }
        }
        // What acting in the past does, said before it happens: TCA's debuggers either fork
        // or resume; this one resumes.
        Text(
          "The app shows that past state. Acting now resumes from the latest state; the"
            + " recorded history is not changed."
        ).style(.secondary)
      }
      if debugger.hasOlderPage || debugger.page > 0 {
        HStack {
          Button("Newer actions") { debugger.showNewerPage() }.disabled(debugger.page == 0)
          Text("Page \(debugger.page + 1)").style(.secondary)
          Button("Older actions") { debugger.showOlderPage() }
            .disabled(!debugger.hasOlderPage)
        }
      }
      List {
        ForEach(debugger.visibleEntries) { entry in
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
