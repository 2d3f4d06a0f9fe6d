import TaskManagerMVC
import Views

extension TaskManagerMVCViper {
  /// Home is MVC's, so its Text tab's states are MVC's own previews, on this app's Home.
  static let textPreviews: [Preview] = TaskManagerMVC.textPreviews(signedIn: signedIn)
}
