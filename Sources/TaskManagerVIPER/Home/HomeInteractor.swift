import TaskManagerDomain
import Views
import Viper

/// Home's use case: the user's settings, loaded once when Home appears.
final class HomeInteractor: ViperInteractor, HomeInteractorInput {
  @Weak var output: (any HomeInteractorOutput)? = nil
  private let user: User
  private let settingsClient: SettingsClient
  private let context: HostContext

  init(user: User, settingsClient: SettingsClient, context: HostContext) {
    self.user = user
    self.settingsClient = settingsClient
    self.context = context
  }

  func loadSettings() {
    let settingsClient = self.settingsClient
    let id = user.id
    perform(on: context.work) { () async throws(SettingsError) -> UserSettings in
      try await settingsClient.load(id)
    } deliver: { output, result in
      switch result {
      case .success(let settings): output.settingsLoaded(settings)
      case .failure(let error): output.settingsFailed(error.message)
      }
    }
  }
}
