import TaskManagerDomain
import TaskManagerViews
import Views

extension TaskManagerMVVMState {
  static let settingsPreviews: [Preview] = [
    Preview(.settings) { context in
      makeHome(context) { home in home.select(tab: .settings) }
    },
    Preview(.debugger) { context in
      // Stored with the debugger on: a tap on its toggle would race the settings Home loads.
      let environment = PreviewData.environment(settings: PreviewData.debuggerSettings)
      return makeHome(context, environment) { home in
        // The state log keeps what changed once the debugger was on, and Home's two loads
        // answer in either order: cleared once both have, it holds the tap's states only.
        let (settings, log) = (home.settings, home.stateLog)
        home.tasks.onceLoaded { tasks in
          once(settings, { $0.settings.debuggerEnabled }) { _ in
            log?.clear()
            PreviewData.record(in: context) { tasks.select(task: PreviewData.selectedTask) }
          }
        }
      }
    },
  ]
}
