import TaskManagerDomain
import TaskManagerViews
import Views

extension TaskManagerVIPER {
  static let settingsPreviews: [Preview] = [
    Preview(.settings) { context in
      signedIn(context) { $0.module.presenter.tabSelected(.settings) }
    },
    Preview(.debugger) { context in
      var settings = UserSettings.defaults
      settings.debuggerEnabled = true
      var environment = PreviewData.environment()
      environment.settingsClient = .inMemory([PreviewData.user.id: settings])
      return signedIn(context, environment) { home in
        home.tasks.outlineLoaded(OutlineSnapshot(PreviewData.outline))
        PreviewData.record(in: context) { home.tasks.itemSelected(PreviewData.selectedTaskID) }
      }
    },
  ]
}
