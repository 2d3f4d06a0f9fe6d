import TaskManagerDomain
import Views
import Viper

/// Home's use case: the user's settings, loaded when Home appears and delivered again whenever
/// another window (or this one) saves them. The hybrid's Home (TCA tabs in a VIPER module)
/// uses it too.
public final class HomeInteractor: ViperInteractor, HomeInteractorInput {
  @Weak public var output: (any HomeInteractorOutput)? = nil
  private let user: User
  private let settingsClient: SettingsClient
  private let context: HostContext
  private var watching: WorkID?

  public init(user: User, settingsClient: SettingsClient, context: HostContext) {
    self.user = user
    self.settingsClient = settingsClient
    self.context = context
  }

  deinit {
    if let watching { context.work.cancel(watching) }
  }

  public func loadSettings() {
    let settingsClient = self.settingsClient
    let id = user.id
    if watching == nil {
      watching = watch(
        on: context.work, { settingsClient.subscribe(id, $0) },
        deliver: { output, settings in output.settingsLoaded(settings) })
    }
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
