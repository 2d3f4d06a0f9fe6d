import Composable
import TaskManagerDomain
import TaskPaper

/// Home after login: the Tasks, Text and Settings tabs over one user's outline and settings.
/// The tabs share the outline through their delegates, so each shows the latest version.
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

    public init(user: User) {
      self.user = user
      self.taskList = TaskListFeature.State(userID: user.id)
      self.text = TextFeature.State(userID: user.id)
      self.settings = SettingsFeature.State(user: user)
    }
  }

  public enum Tab: String, Hashable, Sendable, CaseIterable {
    case tasks = "Tasks"
    case text = "Text"
    case settings = "Settings"
  }

  public enum Action: Equatable, Sendable {
    case load
    case outlineLoaded(Result<Outline, TaskStoreError>)
    case settingsLoaded(Result<UserSettings, SettingsError>)
    case tabSelected(Tab)
    case taskList(TaskListFeature.Action)
    case text(TextFeature.Action)
    case settings(SettingsFeature.Action)
    case delegate(Delegate)

    @CasePathable
    public enum Delegate: Equatable, Sendable {
      case signedOut
    }
  }

  @Dependency(\.taskStore) var taskStore
  @Dependency(\.settingsClient) var settingsClient

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
        // Settings first, so the list is filtered the user's way from its first render.
        return .run { send in
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

      case .outlineLoaded(.success(let outline)):
        state.isLoading = false
        state.taskList.show(outline)
        return .send(.text(.outlineChanged(outline)))

      case .outlineLoaded(.failure(let error)):
        state.isLoading = false
        state.loadErrorMessage = error.message
        return .none

      case .settingsLoaded(.success(let settings)):
        state.settings.settings = settings
        state.taskList.showDone = settings.showDone
        return .none

      case .settingsLoaded(.failure(let error)):
        state.settings.errorMessage = error.message
        return .none

      case .tabSelected(let tab):
        state.tab = tab
        return .none

      case .taskList(.delegate(.outlineChanged(let outline))):
        return .send(.text(.outlineChanged(outline)))

      case .text(.delegate(.outlineReplaced(let outline))):
        state.taskList.show(outline)
        return .none

      case .settings(.delegate(.settingsChanged(let settings))):
        state.taskList.showDone = settings.showDone
        return .none

      case .settings(.delegate(.signedOut)):
        return .send(.delegate(.signedOut))

      case .taskList, .text, .settings, .delegate:
        return .none
      }
    }
  }
}
