import TaskManagerDomain
import Views
import Viper

/// Home's use case: the user's settings, loaded once when Home appears. The hybrid's Home
/// (TCA tabs in a VIPER module) uses it too.
public final class HomeInteractor: ViperInteractor, HomeInteractorInput {
  @Weak public var output: (any HomeInteractorOutput)? = nil
  private let user: User
  private let settingsClient: SettingsClient
  private let context: HostContext

  public init(user: User, settingsClient: SettingsClient, context: HostContext) {
    self.user = user
    self.settingsClient = settingsClient
    self.context = context
  }

  public func loadSettings() {
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
