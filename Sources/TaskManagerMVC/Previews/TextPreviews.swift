import TaskManagerDomain
import TaskManagerViews
import Views

extension TaskManagerMVC {
  static let textPreviews: [Preview] = textPreviews(signedIn: signedIn)

  /// The Text tab's states of an app whose Home is MVC's, reached `signedIn`: MVC's previews
  /// and the MVC/VIPER hybrid's.
  package static func textPreviews<App: View>(signedIn: SignedInHome<App>) -> [Preview] {
    [
      Preview(.textClean) { context in
        signedIn(context) { home in home.selectTab(home.text) }
      },
      Preview(.textTyping) { context in
        signedIn(context) { home in
          home.selectTab(home.text)
          home.text.onceLoaded {
            home.text.view.text += "\t- Typed, not saved\n"
            home.text.textChanged()
          }
        }
      },
      Preview(.textRefused) { context in
        let environment = PreviewData.environment(
          taskStore: PreviewData.taskStore(refusing: PreviewData.staleText))
        return signedIn(context, environment) { home in
          home.selectTab(home.text)
          home.text.onceLoaded {
            home.text.view.text += "\t- Typed, not saved\n"
            home.text.textChanged()
            home.text.saveTapped()
          }
        }
      },
    ]
  }
}
