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
      let app = makeApp(
        context, PreviewData.environment(),
        initialState: .signedIn(settings: PreviewData.debuggerSettings))
      // One event, recorded as the host records a tap: its flow, and its action in the log.
      PreviewData.record(in: context) {
        app.store.send(.home(.taskList(.itemSelected(PreviewData.selectedTaskID))))
      }
      return app
    },
  ]
}
