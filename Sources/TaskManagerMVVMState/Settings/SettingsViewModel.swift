import Flows
import MVVM
import TaskManagerDomain
import Views

/// What the Settings tab shows.
public struct SettingsState: Equatable, Sendable {
  public var settings = UserSettings.defaults
  public var errorMessage: String?

  public init() {}
}

/// The Settings tab: the user's settings, each change saved at once; failures are shown and
/// the choice on screen is kept. Home follows its `MVVM.StateBindingViewModel.states` to
/// apply the settings; Sign Out is handed to the app.
///
/// Saves go one at a time, each of the latest settings: a change made while one is out is
/// saved when it returns, so the stored settings end as the last choice, never an older one
/// that arrived late. Other windows' settings are taken only while none of ours is unsaved.
///
/// ```swift
/// let settings = SettingsViewModel(user: user, context: context, environment: environment)
/// settings.changes.sink { print($0.settings) }.store(in: &cancellables)
/// settings.setShowDone(false)
/// ```
@Reported(as: .viewModel)
public final class SettingsViewModel: StateBindingViewModel<SettingsState>, WorkOwning {
  public var onSignOut: () -> Void = {}
  public let workBag: WorkBag
  public let username: String
  private let userID: UserID
  private let settingsClient: SettingsClient
  /// One save at a time, in the order of the changes (see `SaveQueue`).
  private var saves = SaveQueue<UserSettings>()

  public init(
    user: User, context: HostContext, environment: TaskManagerEnvironment
  ) {
    self.username = user.username
    self.userID = user.id
    self.settingsClient = environment.settingsClient
    self.workBag = WorkBag(context.work)
    super.init(initialState: SettingsState())
  }

  /// Reads the stored settings, and keeps them up to date with the user's other windows.
  public func load() {
    let (client, userID) = (settingsClient, userID)
    observe(
      key: "updates", { client.subscribe(userID, $0) },
      onEach: { model, settings in
        // Ours are newer than anything stored while they are unsaved (this may be the
        // echo of an earlier save of ours); the save in flight will reach the others.
        guard model.saves.inFlight == nil else { return }
        model.update(\.settings, to: settings)
      })
    run(key: "load") { () async throws(SettingsError) -> UserSettings in
      try await client.load(userID)
    } then: { model, result in
      switch result {
      case .success(let settings): model.update(\.settings, to: settings)
      case .failure(let error): model.update(\.errorMessage, to: error.message)
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
    let old = state.settings
    update { body(&$0.settings) }
    guard state.settings != old else { return }
    if let now = saves.request(state.settings) { save(now) }
  }

  private func save(_ settings: UserSettings) {
    let (client, userID) = (settingsClient, userID)
    run { () async throws(SettingsError) in
      try await client.save(settings, userID)
    } then: { model, result in
      switch result {
      case .success: model.update(\.errorMessage, to: nil)
      case .failure(let error): model.update(\.errorMessage, to: error.message)
      }
      if let next = model.saves.finished() { model.save(next) }
    }
  }
}
