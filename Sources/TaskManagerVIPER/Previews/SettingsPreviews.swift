import TaskManagerDomain
import TaskManagerViews
import Views

extension TaskManagerVIPER {
  static let settingsPreviews: [Preview] = [
    Preview(.settings) { context in
      signedIn(context) { $0.module.presenter.tabSelected(.settings) }
    },
    Preview(.debugger) { context in
      let environment = PreviewData.environment(settings: PreviewData.debuggerSettings)
      return signedIn(context, environment) { home in
        home.tasks.outlineLoaded(OutlineSnapshot(PreviewData.outline))
        PreviewData.record(in: context) { home.tasks.itemSelected(PreviewData.selectedTaskID) }
      }
    },
  ]
}
