import TaskManagerDomain
import TaskManagerViews
import Views

extension TaskManagerViperTCA {
  static let settingsPreviews: [Preview] = [
    Preview(.settings) { context in
      signedIn(context) { $0.presenter.tabSelected(.settings) }
    },
    Preview(.debugger) { context in
      let environment = PreviewData.environment(settings: PreviewData.debuggerSettings)
      return signedIn(context, environment) { home in
        home.outlineLoaded()
        PreviewData.record(in: context) {
          home.store.send(.taskList(.itemSelected(PreviewData.selectedTaskID)))
        }
      }
    },
  ]
}
