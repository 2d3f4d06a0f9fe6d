import MVC
import Views

/// The MVC debugger: the latest events of the controllers (what each was told and did),
/// newest first.
struct DebuggerView: View {
  let log: ControllerLog
  /// How many events the pane lists.
  static let shownCount = 30

  var body: some View {
    Section("Debugger") {
      Text("Controller events: \(log.entries.count)").style(.secondary)
      ForEach(log.entries.suffix(Self.shownCount).reversed()) { entry in
        Text(entry.description).font(.monospaced)
      }
    }
  }
}
