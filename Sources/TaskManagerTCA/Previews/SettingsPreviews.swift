import Composable
import TaskManagerDomain
import TaskManagerViews
import Views

extension TaskManagerTCA {
  static let settingsPreviews: [Preview] = [
    Preview(.settings) { context in
      makeApp(context, PreviewData.environment(), initialState: .signedIn { $0.tab = .settings })
    },
    Preview(.debugger) { context in
      var settings = UserSettings.defaults
      settings.debuggerEnabled = true
      return makeApp(
        context, PreviewData.environment(),
        initialState: .signedIn(settings: settings) { $0.tab = .settings })
    },
  ]
}
