import TaskManagerViews
import Views

extension TaskManagerMVVMState {
  /// Every screen state of `ScreenState`, written in this architecture's idiom.
  public static let previews: [Preview] = []
}
