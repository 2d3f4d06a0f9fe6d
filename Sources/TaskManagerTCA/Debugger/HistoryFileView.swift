import Composable
import Views

/// The debugger's history file: export the recorded actions as JSON, or paste an exported
/// history to replay it here, with the determinism check's verdict.
struct HistoryFileView: View {
  let debugger: Debugger
  let store: StoreOf<AppFeature>

  var body: some View {
    let history = debugger.history
    VStack {
      HStack {
        Button("Export history") { debugger.exportHistory(from: store) }
        Text(
          "All \(Debugger.actions(debugger.actionCount)) as JSON, to import into another session."
        )
        .style(.secondary)
      }
      if let json = history.exportedJSON {
        Link(
          "Download the history (\(history.exportedCount) actions)", downloading: json,
          named: "triptych-tca-history.json", type: "application/json")
      }
      TextEditor(
        "History to import (paste an exported history)",
        text: Binding(get: { history.importText }, set: { history.importText = $0 }))
      HStack {
        Button("Import history") { debugger.importHistory(into: store) }
          .disabled(history.importText.isEmpty)
        Text(
          "Importing replays the actions without their effects: nothing is saved to your"
            + " outline or settings until you act on the imported state."
        ).style(.secondary)
      }
      if let message = history.message {
        Text(message).style(.prominent)
      }
    }
  }
}
