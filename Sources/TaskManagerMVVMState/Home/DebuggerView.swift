import MVVM
import Views

/// The debugger: the session's event log, newest last — each view-model call with the fields
/// of its state it changed, and for large values the changed lines of their dump — then the
/// states each view model went through, as its change stream published them.
struct DebuggerView: View {
  let log: EventLog
  let states: StateLog?

  var body: some View {
    Section("Debugger") {
      if log.entries.isEmpty {
        Text("No events yet").style(.secondary)
      } else {
        List {
          ForEach(Array(lines.enumerated()), id: \.offset) { _, line in
            Text(line.text).style(line.isDetail ? .secondary : .prominent)
          }
        }
      }
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

  /// One row per entry, then one per changed line of its large values.
  private var lines: [(text: String, isDetail: Bool)] {
    log.entries.flatMap { entry in
      [(entry.description, false)] + entry.changes.flatMap(\.diff).map { ("  " + $0, true) }
    }
  }
}
