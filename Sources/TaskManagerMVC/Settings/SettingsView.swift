import Observation
import TaskManagerDomain
import Views

/// The Settings form: shows the settings ``SettingsViewController`` set, and hands each change
/// and Sign Out to the actions it set.
@Observable
public final class SettingsView: View {
  public var username = ""
  public var settings = UserSettings.defaults
  public var errorMessage: String?

  @ObservationIgnored var onShowDoneChanged: (Bool) -> Void = { _ in }
  @ObservationIgnored var onArchitectureChosen: (Architecture) -> Void = { _ in }
  @ObservationIgnored var onDebuggerChanged: (Bool) -> Void = { _ in }
  @ObservationIgnored var onSignOut: () -> Void = {}

  public init() {}

  public var body: some View {
    Form {
      Text("Signed in as \(username)")
      Toggle(
        "Show done items",
        isOn: Binding(get: { self.settings.showDone }, set: { self.onShowDoneChanged($0) }))
      Picker(
        "Architecture",
        selection: Binding(
          get: { self.settings.architecture }, set: { self.onArchitectureChosen($0) })
      ) {
        ForEach(Architecture.allCases, id: \.self) { architecture in
          Text(architecture.displayName).tag(architecture)
        }
      }
      Toggle(
        "Debugger",
        isOn: Binding(
          get: { self.settings.debuggerEnabled }, set: { self.onDebuggerChanged($0) }))
      if let errorMessage {
        Text(errorMessage).style(.error)
      }
      Button("Sign Out", role: .destructive) { self.onSignOut() }
    }
    .navigationTitle("Settings")
  }
}
