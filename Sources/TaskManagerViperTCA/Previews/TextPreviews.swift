import Composable
import TaskManagerDomain
import TaskManagerTCA
import TaskManagerViews
import Views

extension TaskManagerViperTCA {
  static let textPreviews: [Preview] = [
    Preview(.textClean) { context in
      signedIn(context) { $0.presenter.tabSelected(.text) }
    },
    Preview(.textTyping) { context in
      signedIn(context) { home in
        home.presenter.tabSelected(.text)
        home.outlineLoaded()
        home.store.send(.text(.set(\.text, home.store.text.text + "\t- Typed, not saved\n")))
      }
    },
    Preview(.textRefused) { context in
      let store = PreviewData.taskStore(refusing: PreviewData.staleText)
      return signedIn(context, PreviewData.environment(taskStore: store)) { home in
        home.presenter.tabSelected(.text)
        home.outlineLoaded()
        home.store.send(.text(.set(\.text, home.store.text.text + "\t- Typed, not saved\n")))
        home.store.send(.text(.saveButtonTapped))
      }
    },
  ]
}
