import TaskManagerDomain
import TaskManagerViews
import Views

extension TaskManagerMVC {
  static let settingsPreviews: [Preview] = settingsPreviews(signedIn: signedIn)

  /// The Settings tab's states of an app whose Home is MVC's, reached `signedIn`: Home's tab
  /// bar showing whichever Settings tab the app gave it (MVC's, or the hybrid's VIPER module).
  package static func settingsPreviews<App: View>(signedIn: SignedInHome<App>) -> [Preview] {
    [
      Preview(.settings) { context in
        signedIn(context) { home in home.selectTab(home.settings) }
      },
      Preview(.debugger) { context in
        // Home shows the debugger when the settings it loads say so.
        let environment = PreviewData.environment(settings: PreviewData.debuggerSettings)
        return signedIn(context, environment) { home in
          home.tasks.onceLoaded {
            PreviewData.record(in: context) { home.tasks.select() }
          }
        }
      },
    ]
  }
}
