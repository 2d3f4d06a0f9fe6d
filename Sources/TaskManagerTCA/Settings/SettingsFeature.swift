import Composable
import TaskManagerDomain

/// The Settings tab: show or hide done items, the architecture for the next login, the
/// debugger, and signing out. Each change is saved at once.
///
/// ```swift
/// Scope(state: \.settings, action: \.settings) { SettingsFeature() }
/// ```
@Reducer
public struct SettingsFeature: Sendable {
  @ObservableState
  public struct State: Equatable, Sendable {
    public var user: User
    public var settings: UserSettings
    public var errorMessage: String?
    /// One save at a time, in the order of the changes (see `SaveQueue`).
    public var saves = SaveQueue<UserSettings>()

    public init(user: User, settings: UserSettings = .defaults) {
      self.user = user
      self.settings = settings
    }
  }

  public enum Action: Equatable, Sendable, Codable, BindableAction {
    case binding(BindingAction<State>)
    case saveResponse(Result<UserSettings, SettingsError>)
    case signOutButtonTapped
    /// Signs out without asking: Home sends it once nothing unsaved stands in the way.
    case signOut
    case delegate(Delegate)

    @CasePathable
    public enum Delegate: Equatable, Sendable, Codable {
      case settingsChanged(UserSettings)
      /// Sign Out was pressed; Home decides whether to ask first (unsaved text).
      case signOutRequested
      case signedOut
    }
  }

  @Dependency(\.settingsClient) var settingsClient
  @Dependency(\.authClient) var authClient

  public init() {}

  public var body: some ReducerOf<Self> {
    BindingReducer()
    Reduce { state, action in
      switch action {
      case .binding:
        state.errorMessage = nil
        let changed = Effect<Action>.send(.delegate(.settingsChanged(state.settings)))
        guard let now = state.saves.request(state.settings) else { return changed }
        return .merge(changed, save(now, for: state.user.id))

      case .saveResponse(let result):
        if case .failure(let error) = result { state.errorMessage = error.message }
        guard let next = state.saves.finished() else { return .none }
        return save(next, for: state.user.id)

      case .signOutButtonTapped:
        return .send(.delegate(.signOutRequested))

      case .signOut:
        return .run { send in
          await authClient.logout()
          await send(.delegate(.signedOut))
        }

      case .delegate:
        return .none
      }
    }
  }

  private func save(_ settings: UserSettings, for userID: UserID) -> Effect<Action> {
    .run { send in
      do throws(SettingsError) {
        try await settingsClient.save(settings, userID)
        await send(.saveResponse(.success(settings)))
      } catch {
        await send(.saveResponse(.failure(error)))
      }
    }
  }
}

extension SettingsFeature.State: CodableBindings {
  public static let codableBindings = BindableFields<Self>(
    .field("showDone", \.settings.showDone),
    .field("architecture", \.settings.architecture),
    .field("debuggerEnabled", \.settings.debuggerEnabled)
  )
}
