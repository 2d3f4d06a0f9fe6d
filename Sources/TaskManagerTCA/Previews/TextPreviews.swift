import Composable
import TaskManagerDomain
import TaskManagerViews
import Views

extension TaskManagerTCA {
  static let textPreviews: [Preview] = [
    Preview(.textClean) { context in
      makeApp(context, PreviewData.environment(), initialState: .signedIn { $0.tab = .text })
    },
    Preview(.textTyping) { context in
      let state = AppFeature.State.signedIn { home in
        home.tab = .text
        home.text.screen.text += "\t- Typed, not saved\n"
      }
      return makeApp(context, PreviewData.environment(), initialState: state)
    },
    Preview(.textRefused) { context in
      let state = AppFeature.State.signedIn { home in
        home.tab = .text
        home.text.screen.text += "\t- Typed, not saved\n"
        _ = home.text.screen.beginSave()
        _ = home.text.screen.saveFinished(.failure(.conflict(PreviewData.staleText)))
      }
      return makeApp(context, PreviewData.environment(), initialState: state)
    },
  ]
}
