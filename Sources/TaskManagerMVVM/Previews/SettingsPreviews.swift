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
      let environment = PreviewData.environment(settings: PreviewData.debuggerSettings)
      return makeHome(context, environment) { home in
        home.tasks.onceLoaded { tasks in
          PreviewData.record(in: context) { tasks.select(task: PreviewData.selectedTask) }
        }
      }
    },
  ]
}
