import Composable
import TaskManagerDomain
import TaskManagerViews
import TaskPaper
import Views

extension TaskManagerTCA {
  /// Every screen state of `ScreenState`, each written as what a TCA screen is: a value of
  /// `AppFeature.State`, handed to a store whose clients are stand-ins.
  ///
  /// ```swift
  /// let app = ViewDriver(app: TaskManagerTCA.previews[0].makeView)
  /// ```
  public static let previews: [Preview] =
    loginPreviews + taskPreviews + textPreviews
    + settingsPreviews
}

extension AppFeature.State {
  /// Signed in as `PreviewData.user`, with `outline` loaded on every tab.
  static func signedIn(
    outline: Outline = PreviewData.outline, settings: UserSettings = .defaults,
    edit: (inout HomeFeature.State) -> Void = { _ in }
  ) -> Self {
    let snapshot = OutlineSnapshot(outline)
    var home = HomeFeature.State(user: PreviewData.user)
    home.taskList = TaskListFeature.State(
      userID: PreviewData.user.id, outline: outline, showDone: settings.showDone)
    home.text = TextFeature.State(userID: PreviewData.user.id, snapshot: snapshot)
    home.settings = SettingsFeature.State(user: PreviewData.user, settings: settings)
    edit(&home)
    var state = AppFeature.State()
    state.home = home
    return state
  }
}

extension TaskListFeature.State {
  /// The preview outline's task `text`, selected.
  mutating func selectTask(_ text: String = PreviewData.selectedTask) {
    screen.select(item: item(text)?.id)
  }

  func item(_ text: String) -> Item? {
    screen.outline.items.first { $0.body.contains(text) }
  }
}
