import TaskManagerDomain
import TaskManagerViews
import Views

extension TaskManagerMVVMState {
  static let textPreviews: [Preview] = [
    Preview(.textClean) { context in
      makeHome(context) { home in home.select(tab: .text) }
    },
    Preview(.textTyping) { context in
      makeHome(context) { home in
        home.select(tab: .text)
        home.text.onceLoaded { text in
          text.update(\.draft, to: text.draft + "\t- Typed, not saved\n")
        }
      }
    },
    Preview(.textRefused) { context in
      let taskStore = PreviewData.taskStore(refusing: PreviewData.staleText)
      return makeHome(context, PreviewData.environment(taskStore: taskStore)) { home in
        home.select(tab: .text)
        home.text.onceLoaded { text in
          text.update(\.draft, to: text.draft + "\t- Typed, not saved\n")
          text.save()
        }
      }
    },
  ]
}
