import TaskManagerDomain
import TaskManagerViews
import Views

extension TaskManagerMVVM {
  static let settingsPreviews: [Preview] = [
    Preview(.settings) { context in
      makeHome(context) { home in home.select(tab: .settings) }
    },
    Preview(.debugger) { context in
      // Stored with the debugger on: a tap on its toggle would race the settings Home loads.
      var settings = UserSettings.defaults
      settings.debuggerEnabled = true
      var environment = PreviewData.environment()
      environment.settingsClient = .inMemory([PreviewData.user.id: settings])
      return makeHome(context, environment) { home in
        home.tasks.onceLoaded { tasks in
          PreviewData.record(in: context) { tasks.select(task: PreviewData.selectedTask) }
        }
      }
    },
  ]
}
