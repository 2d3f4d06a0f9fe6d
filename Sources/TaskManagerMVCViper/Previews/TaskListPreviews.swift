import TaskManagerMVC
import Views

extension TaskManagerMVCViper {
  /// Home is MVC's, so its Tasks tab's states are MVC's own previews, on this app's Home.
  static let taskPreviews: [Preview] = TaskManagerMVC.taskPreviews(signedIn: signedIn)
}
