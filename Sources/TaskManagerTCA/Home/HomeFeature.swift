import Composable
import ComposableViews
import TaskManagerDomain
import TaskPaper
import Views

/// Home after login: the Tasks, Text and Settings tabs over one user's outline and settings.
/// The tabs share the outline through their delegates, so each shows the latest version, and
/// a long-lived effect over the task store's and settings client's subscriptions brings in
/// changes made in the user's other windows.
///
/// ```swift
/// state.home = HomeFeature.State(user: user)
/// return .send(.home(.load))
/// ```
@Reducer
public struct HomeFeature: Sendable {
  @ObservableState
  public struct State: Equatable, Sendable {
    public var user: User
    public var tab: Tab = .tasks
    public var isLoading = false
    public var loadErrorMessage: String?
    public var taskList: TaskListFeature.State
    public var text: TextFeature.State
    public var settings: SettingsFeature.State
    /// Asked when Sign Out would throw away unsaved text (`SignOutPrompt`).
    @Presents public var alert: AlertState<Action.Alert>?

    public init(user: User) {
      self.user = user
      self.taskList = TaskListFeature.State(userID: user.id)
      self.text = TextFeature.State(userID: user.id)
      self.settings = SettingsFeature.State(user: user)
    }
  }

  public enum Tab: String, Hashable, Sendable, CaseIterable, Codable {
    case tasks = "Tasks"
    case text = "Text"
    case settings = "Settings"
  }

  public enum Action: Equatable, Sendable, Codable {
    case load
    case outlineLoaded(Result<OutlineSnapshot, TaskStoreError>)
    case settingsLoaded(Result<UserSettings, SettingsError>)
    /// Another window (or this one) stored a new outline.
    case outlineUpdated(OutlineSnapshot)
    /// Another window (or this one) saved settings.
    case settingsUpdated(UserSettings)
    case tabSelected(Tab)
    case taskList(TaskListFeature.Action)
    case text(TextFeature.Action)
    case settings(SettingsFeature.Action)
    case alert(PresentationAction<Alert>)
    case delegate(Delegate)

    @CasePathable
    public enum Alert: Equatable, Sendable, Codable {
      case discardTextAndSignOut
      case keepEditing
    }

    @CasePathable
    public enum Delegate: Equatable, Sendable, Codable {
      case signedOut
    }
  }

  @Dependency(\.taskStore) var taskStore
  @Dependency(\.settingsClient) var settingsClient

  enum CancelID { case updates }

  public init() {}

  public var body: some ReducerOf<Self> {
    Scope(state: \.taskList, action: \.taskList) { TaskListFeature() }
    Scope(state: \.text, action: \.text) { TextFeature() }
    Scope(state: \.settings, action: \.settings) { SettingsFeature() }
    Reduce { state, action in
      switch action {
      case .load:
        state.isLoading = true
        let userID = state.user.id
        // Subscribed before loading, so no change slips in between.
        let updates = Effect<Action>.merge(
          .run { send in
            for await snapshot in TrackedUpdates({ taskStore.subscribe(userID, $0) }) {
              await send(.outlineUpdated(snapshot))
            }
          },
          .run { send in
            for await settings in TrackedUpdates({ settingsClient.subscribe(userID, $0) }) {
              await send(.settingsUpdated(settings))
            }
          }
        )
        .cancellable(id: CancelID.updates, cancelInFlight: true)
        // Settings first, so the list is filtered the user's way from its first render.
        let load = Effect<Action>.run { send in
          do throws(SettingsError) {
            await send(.settingsLoaded(.success(try await settingsClient.load(userID))))
          } catch {
            await send(.settingsLoaded(.failure(error)))
          }
          do throws(TaskStoreError) {
            await send(.outlineLoaded(.success(try await taskStore.load(userID))))
          } catch {
            await send(.outlineLoaded(.failure(error)))
          }
        }
        return .merge(updates, load)

      case .outlineLoaded(.success(let snapshot)), .outlineUpdated(let snapshot):
        state.isLoading = false
        guard snapshot.revision >= state.taskList.revision else { return .none }
        state.taskList.screen.show(snapshot)
        return .send(.text(.outlineChanged(snapshot)))

      case .outlineLoaded(.failure(let error)):
        state.isLoading = false
        state.loadErrorMessage = error.message
        return .none

      case .settingsLoaded(.success(let settings)), .settingsUpdated(let settings):
        state.settings.settings = settings
        state.taskList.showDone = settings.showDone
        return .none

      case .settingsLoaded(.failure(let error)):
        state.settings.errorMessage = error.message
        return .none

      case .tabSelected(let tab):
        state.tab = tab
        // Back on the tab: what it says about earlier saves goes (the screen's rule). The
        // text itself is current already: Home hands the tab every outline as it comes.
        if tab == .text { _ = state.text.screen.reopened() }
        return .none

      case .taskList(.delegate(.outlineChanged(let snapshot))):
        return .send(.text(.outlineChanged(snapshot)))

      case .text(.delegate(.outlineReplaced(let snapshot))):
        state.taskList.screen.show(snapshot)
        return .none

      case .settings(.delegate(.settingsChanged(let settings))):
        state.taskList.showDone = settings.showDone
        return .none

      case .settings(.delegate(.signOutRequested)):
        guard state.text.hasUnsavedChanges else { return .send(.settings(.signOut)) }
        state.alert = .discardUnsavedText
        return .none

      case .alert(.presented(.discardTextAndSignOut)):
        return .send(.settings(.signOut))

      case .alert(.presented(.keepEditing)):
        state.tab = .text
        return .none

      case .settings(.delegate(.signedOut)):
        return .merge(.cancel(id: CancelID.updates), .send(.delegate(.signedOut)))

      case .taskList, .text, .settings, .alert, .delegate:
        return .none
      }
    }
    .ifLet(\.$alert, action: \.alert)
  }
}

extension AlertState where Action == HomeFeature.Action.Alert {
  /// Sign Out with unsaved text on the Text tab.
  static var discardUnsavedText: AlertState {
    AlertState {
      TextState(SignOutPrompt.title)
    } actions: {
      ButtonState(role: .destructive, action: .discardTextAndSignOut) {
        TextState(SignOutPrompt.discardLabel)
      }
      ButtonState(role: .cancel, action: .keepEditing) { TextState(SignOutPrompt.keepLabel) }
    } message: {
      TextState(SignOutPrompt.message)
    }
  }
}
