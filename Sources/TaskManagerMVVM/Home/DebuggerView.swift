import MVVM
import Views

/// The debugger: the session's event log, newest last — each view-model call with the
/// properties it changed.
struct DebuggerView: View {
  let log: EventLog

  var body: some View {
    Section("Debugger") {
      if log.entries.isEmpty {
        Text("No events yet").style(.secondary)
      } else {
        List {
          ForEach(Array(log.entries.enumerated()), id: \.offset) { _, entry in
            VStack {
              Text(entry.description)
              ForEach(Array(entry.changes.flatMap(\.diff).enumerated()), id: \.offset) { _, line in
                Text(line).style(.secondary)
              }
            }
          }
        }
      }
    }
  }
}
