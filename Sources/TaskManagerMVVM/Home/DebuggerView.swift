import MVVM
import Views

/// The debugger: the session's event log, newest last — each view-model call with the
/// properties it changed, and for large values the changed lines of their dump.
struct DebuggerView: View {
  let log: EventLog

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
    }
  }

  /// One row per entry, then one per changed line of its large values.
  private var lines: [(text: String, isDetail: Bool)] {
    log.entries.flatMap { entry in
      [(entry.description, false)] + entry.changes.flatMap(\.diff).map { ("  " + $0, true) }
    }
  }
}
