import TaskManagerDomain
import TaskManagerViews
import Views

extension TaskManagerVIPER {
  static let textPreviews: [Preview] = [
    Preview(.textClean) { context in
      signedIn(context) { $0.module.presenter.tabSelected(.text) }
    },
    Preview(.textTyping) { context in
      signedIn(context) { home in
        home.openText()
        home.text.textEdited(home.module.view.text.model.text + "\t- Typed, not saved\n")
      }
    },
    Preview(.textRefused) { context in
      let store = PreviewData.taskStore(refusing: PreviewData.staleText)
      return signedIn(context, PreviewData.environment(taskStore: store)) { home in
        home.openText()
        home.text.textEdited(home.module.view.text.model.text + "\t- Typed, not saved\n")
        home.text.saveTapped()
      }
    },
  ]
}
