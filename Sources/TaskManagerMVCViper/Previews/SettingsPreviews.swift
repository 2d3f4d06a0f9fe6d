import TaskManagerMVC
import Views

extension TaskManagerMVCViper {
  /// MVC's own Settings previews: they choose Home's Settings tab, here the VIPER module, which
  /// shows the settings Home loads (the debugger's among them) as MVC's tab does.
  static let settingsPreviews: [Preview] = TaskManagerMVC.settingsPreviews(signedIn: signedIn)
}
