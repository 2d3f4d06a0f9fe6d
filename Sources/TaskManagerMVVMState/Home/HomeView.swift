import TaskManagerDomain
import Views

/// Home: the Tasks, Text and Settings tabs, and the debugger below them when it is on.
struct HomeView: View {
  let model: HomeViewModel

  var body: some View {
    VStack {
      TabView(selection: Binding(get: { model.tab }, set: { model.select(tab: $0) })) {
        Tab("Tasks", systemImage: "checklist", value: HomeViewModel.Tab.tasks) {
          TaskListView(model: model.tasks)
        }
        Tab("Text", systemImage: "doc.plaintext", value: HomeViewModel.Tab.text) {
          TextView(model: model.text)
        }
        Tab("Settings", systemImage: "gear", value: HomeViewModel.Tab.settings) {
          SettingsView(model: model.settings)
        }
      }
      if model.showsDebugger {
        DebuggerView(flows: model.flows, states: model.stateLog)
      }
    }
    .alert(SignOutPrompt.title, isPresented: model.binding(\.isConfirmingSignOut)) {
      Button(SignOutPrompt.discardLabel, role: .destructive) { model.discardTextAndSignOut() }
      Button(SignOutPrompt.keepLabel, role: .cancel) { model.keepEditing() }
    } message: {
      Text(SignOutPrompt.message)
    }
  }
}
