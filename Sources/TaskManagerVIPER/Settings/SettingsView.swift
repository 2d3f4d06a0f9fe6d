import Flows
import Observation
import TaskManagerDomain
import Views
import Viper

/// The Settings tab: who is signed in, the user's settings, and Sign Out.
@Observable
@Reported(as: .view)
final class SettingsView: ViperView, View, SettingsViewContract {
  @ObservationIgnored let output: any SettingsViewOutput
  let username: String
  private(set) var settings = UserSettings.defaults
  private(set) var errorMessage: String?

  init(output: any SettingsViewOutput, username: String) {
    self.output = output
    self.username = username
  }

  func showSettings(_ settings: UserSettings) { self.settings = settings }
  func showError(_ message: String?) { errorMessage = message }

  var body: some View {
    let output = self.output
    Form {
      Text("Signed in as \(username)")
      Toggle(
        "Show done items",
        isOn: Binding(get: { self.settings.showDone }, set: { output.showDoneChanged($0) }))
      Picker(
        "Architecture",
        selection: Binding(
          get: { self.settings.architecture }, set: { output.architectureChosen($0) })
      ) {
        ForEach(Architecture.allCases, id: \.self) { architecture in
          Text(architecture.displayName).tag(architecture)
        }
      }
      Toggle(
        "Debugger",
        isOn: Binding(
          get: { self.settings.debuggerEnabled }, set: { output.debuggerChanged($0) }))
      if let errorMessage {
        Text(errorMessage).style(.error)
      }
      Button("Sign Out", role: .destructive) { output.signOutTapped() }
    }
    .navigationTitle("Settings")
  }
}
