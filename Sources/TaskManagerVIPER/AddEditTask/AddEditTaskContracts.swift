import TaskManagerDomain
import TaskPaper

/// Whether the sheet adds a task (where) or edits one.
enum AddEditTaskMode {
  case add(InsertionPoint)
  case edit(Item)
}

/// What the presenter tells the sheet.
protocol AddEditTaskViewContract: AnyObject {
  func showError(_ message: String?)
}

/// What the sheet tells its presenter.
protocol AddEditTaskViewOutput: AnyObject {
  func saveTapped(_ text: String)
  func cancelTapped()
  func deleteTapped()
}

/// The sheet's use case: turn the typed text into a task line and store it.
protocol AddEditTaskInteractorInput: AnyObject {
  func save(_ text: String)
}

protocol AddEditTaskInteractorOutput: AnyObject {
  func saved(_ snapshot: OutlineSnapshot)
  func saveFailed(_ message: String)
}

/// Where the sheet goes: away.
protocol AddEditTaskRouterInput: AnyObject {
  func close()
}

/// What the sheet tells the module that opened it (the Tasks tab).
protocol AddEditTaskModuleOutput: AnyObject {
  func taskSaved(_ snapshot: OutlineSnapshot)
  /// The Delete button of the Edit sheet: the opener confirms and deletes.
  func deleteRequested(_ item: Item)
}
