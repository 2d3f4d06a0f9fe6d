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

    public init(user: User, settings: UserSettings = .defaults) {
      self.user = user
      self.settings = settings
    }
  }

  public enum Action: Equatable, Sendable, BindableAction {
    case binding(BindingAction<State>)
    case saveResponse(Result<UserSettings, SettingsError>)
    case signOutButtonTapped
    case delegate(Delegate)

    @CasePathable
    public enum Delegate: Equatable, Sendable {
      case settingsChanged(UserSettings)
      case signedOut
    }
  }

  private enum CancelID { case save }

  @Dependency(\.settingsClient) var settingsClient
  @Dependency(\.authClient) var authClient

  public init() {}

  public var body: some ReducerOf<Self> {
    BindingReducer()
    Reduce { state, action in
      switch action {
      case .binding:
        state.errorMessage = nil
        return .merge(
          .send(.delegate(.settingsChanged(state.settings))),
          .run { [settings = state.settings, userID = state.user.id] send in
            do throws(SettingsError) {
              try await settingsClient.save(settings, userID)
              await send(.saveResponse(.success(settings)))
            } catch {
              await send(.saveResponse(.failure(error)))
            }
          }
          // The last change wins: an older save still in flight is not needed.
          .cancellable(id: CancelID.save, cancelInFlight: true)
        )

      case .saveResponse(.success):
        return .none

      case .saveResponse(.failure(let error)):
        state.errorMessage = error.message
        return .none

      case .signOutButtonTapped:
        return .run { send in
          await authClient.logout()
          await send(.delegate(.signedOut))
        }

      case .delegate:
        return .none
      }
    }
  }
}
