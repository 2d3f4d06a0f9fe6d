import TaskManagerDomain
import TaskPaper
import Viper

/// The tag editor's view takes no orders beyond its initial text: the opener closes it.
protocol TagEditorViewContract: AnyObject {}

/// What the tag editor's view tells its presenter.
protocol TagEditorViewOutput: AnyObject {
  func submitted(_ text: String)
  func cancelTapped()
}

/// The tag editor's use case: read the text as a tag and put it in place of the old one.
protocol TagEditorInteractorInput: AnyObject {
  func convert(_ text: String)
}

protocol TagEditorInteractorOutput: AnyObject {
  func tagReplaced(_ snapshot: OutlineSnapshot)
  func conversionFailed(_ message: String)
}

/// The editor lives in place in the detail pane, so it has nowhere to go on its own.
protocol TagEditorRouterInput: AnyObject {}

/// What the editor tells the module it sits in (the Tasks tab), which closes it.
protocol TagEditorModuleOutput: AnyObject {
  func tagEditorDidReplaceTag(_ snapshot: OutlineSnapshot)
  func tagEditorDidFail(_ message: String)
  func tagEditorDidCancel()
}
