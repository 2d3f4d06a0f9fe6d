import Composable
import ComposableViews
import TaskManagerDomain
import Views

/// The Settings tab.
struct SettingsView: View {
  let store: StoreOf<SettingsFeature>

  var body: some View {
    Form {
      Text("Signed in as \(store.user.username)")
      Toggle("Show done items", isOn: store.binding(\.settings.showDone))
      Picker("Architecture", selection: store.binding(\.settings.architecture)) {
        ForEach(Architecture.allCases, id: \.self) { architecture in
          Text(architecture.displayName).tag(architecture)
        }
      }
      Toggle("Debugger", isOn: store.binding(\.settings.debuggerEnabled))
      if let error = store.errorMessage {
        Text(error).style(.error)
      }
      Button("Sign Out", role: .destructive) { store.send(.signOutButtonTapped) }
    }
    .navigationTitle("Settings")
  }
}
