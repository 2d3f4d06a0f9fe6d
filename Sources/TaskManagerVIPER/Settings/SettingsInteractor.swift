import Flows
import TaskManagerDomain
import Views
import Viper

/// The Settings use cases: the settings client saves each change durably; the authentication
/// service forgets the user on sign-out.
@Reported(as: .interactor)
final class SettingsInteractor: ViperInteractor, SettingsInteractorInput {
  @Weak var output: (any SettingsInteractorOutput)? = nil
  private let user: User
  private let environment: TaskManagerEnvironment
  private let context: HostContext

  init(user: User, environment: TaskManagerEnvironment, context: HostContext) {
    self.user = user
    self.environment = environment
    self.context = context
  }

  func save(_ settings: UserSettings) {
    let settingsClient = environment.settingsClient
    let id = user.id
    perform(on: context.work) { () async throws(SettingsError) in
      try await settingsClient.save(settings, id)
    } deliver: { output, result in
      switch result {
      case .success: output.settingsSaved()
      case .failure(let error): output.settingsSaveFailed(error.message)
      }
    }
  }

  func signOut() {
    let authClient = environment.authClient
    perform(on: context.work) { () async throws(Never) in
      await authClient.logout()
    } deliver: { output, _ in
      output.signedOut()
    }
  }
}
