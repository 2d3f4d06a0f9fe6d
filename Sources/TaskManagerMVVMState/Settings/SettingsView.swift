import TaskManagerDomain
import Views

/// The Settings tab's screen.
struct SettingsView: View {
  let model: SettingsViewModel

  var body: some View {
    Form {
      Text("Signed in as \(model.username)")
      Toggle(
        "Show done items",
        isOn: Binding(get: { model.settings.showDone }, set: { model.setShowDone($0) }))
      Picker(
        "Architecture",
        selection: Binding(
          get: { model.settings.architecture }, set: { model.setArchitecture($0) })
      ) {
        ForEach(Architecture.allCases, id: \.self) { architecture in
          Text(architecture.displayName).tag(architecture)
        }
      }
      Toggle(
        "Debugger",
        isOn: Binding(
          get: { model.settings.debuggerEnabled }, set: { model.setDebuggerEnabled($0) }))
      if let message = model.errorMessage {
        Text(message).style(.error)
      }
      Button("Sign Out", role: .destructive) { model.signOut() }
    }
    .navigationTitle("Settings")
  }
}
