import Flows
import MVVM
import Observation
import TaskManagerDomain
import Views

/// The Settings tab: the user's settings, each change saved at once; failures are shown and
/// the choice on screen is kept. Sign Out is handed to the app.
///
/// ```swift
/// let settings = SettingsViewModel(user: user, context: context, environment: environment)
/// settings.onChange = { tasks.showDone = $0.showDone }
/// settings.setShowDone(false)
/// ```
@Observable
@Reported(as: .viewModel)
public final class SettingsViewModel: WorkOwning {
  public private(set) var settings = UserSettings.defaults
  public private(set) var errorMessage: String?

  /// Called with every new value (loaded or changed), before it is saved.
  @ObservationIgnored public var onChange: (UserSettings) -> Void = { _ in }
  @ObservationIgnored public var onSignOut: () -> Void = {}
  @ObservationIgnored public let workBag: WorkBag
  @ObservationIgnored public let username: String
  @ObservationIgnored private let userID: UserID
  @ObservationIgnored private let settingsClient: SettingsClient
  /// One save at a time, in the order of the changes (see `SaveQueue`).
  @ObservationIgnored private var saves = SaveQueue<UserSettings>()

  public init(
    user: User, context: HostContext, environment: TaskManagerEnvironment
  ) {
    self.username = user.username
    self.userID = user.id
    self.settingsClient = environment.settingsClient
    self.workBag = WorkBag(context.work)
  }

  /// Reads the stored settings, and keeps them up to date with the user's other windows.
  public func load() {
    let (client, userID) = (settingsClient, userID)
    observe(
      key: "updates", { client.subscribe(userID, $0) },
      onEach: { model, settings in
        guard settings != model.settings else { return }
        model.settings = settings
        model.onChange(settings)
      })
    run(key: "load") { () async throws(SettingsError) -> UserSettings in
      try await client.load(userID)
    } then: { model, result in
      switch result {
      case .success(let settings):
        model.settings = settings
        model.onChange(settings)
      case .failure(let error):
        model.errorMessage = error.message
      }
    }
  }

  public func setShowDone(_ showDone: Bool) {
    change { $0.showDone = showDone }
  }

  public func setArchitecture(_ architecture: Architecture) {
    change { $0.architecture = architecture }
  }

  public func setDebuggerEnabled(_ isEnabled: Bool) {
    change { $0.debuggerEnabled = isEnabled }
  }

  /// Sign Out.
  public func signOut() {
    onSignOut()
  }

  private func change(_ body: (inout UserSettings) -> Void) {
    var new = settings
    body(&new)
    guard new != settings else { return }
    settings = new
    onChange(new)
    if let now = saves.request(new) { save(now) }
  }

  private func save(_ settings: UserSettings) {
    let (client, userID) = (settingsClient, userID)
    run { () async throws(SettingsError) in
      try await client.save(settings, userID)
    } then: { model, result in
      if case .failure(let error) = result {
        model.errorMessage = error.message
      } else {
        model.errorMessage = nil
      }
      if let next = model.saves.finished() { model.save(next) }
    }
  }
}
