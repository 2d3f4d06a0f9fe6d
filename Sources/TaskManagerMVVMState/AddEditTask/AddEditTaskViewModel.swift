import Flows
import MVVM
import TaskManagerDomain
import TaskPaper

/// What the Add / Edit sheet shows.
public struct TaskForm: Equatable, Sendable {
  /// What the user typed.
  public var text: String
  /// Why the text is not one task line.
  public var errorMessage: String?

  public init(text: String = "", errorMessage: String? = nil) {
    self.text = text
    self.errorMessage = errorMessage
  }
}

/// The New Task / Edit Task sheet: checks the text with `TaskLine.body(from:)` and hands a
/// valid body to the task list, which stores it. A `StateBindingViewModel`: the field binds
/// `text`, and the change hook clears the error as soon as the text changes.
///
/// ```swift
/// let sheet = AddEditTaskViewModel(mode: .add, text: "")
/// sheet.onSave = { body in tasks.insert(body) }
/// sheet.update(\.text, to: "Buy milk")
/// sheet.save()  // onSave("- Buy milk")
/// ```
@Reported(as: .viewModel)
public final class AddEditTaskViewModel: StateBindingViewModel<TaskForm>, Identifiable {
  public enum Mode: Equatable, Sendable {
    case add
    case edit(ItemID)
  }

  public let mode: Mode
  /// Called with a valid task body.
  public var onSave: (String) -> Void = { _ in }
  public var onCancel: () -> Void = {}
  /// Delete (edit sheet only).
  public var onDelete: () -> Void = {}

  public init(mode: Mode, text: String) {
    self.mode = mode
    super.init(initialState: TaskForm(text: text))
  }

  /// The sheet's title.
  public var title: String {
    switch mode {
    case .add: "New Task"
    case .edit: "Edit Task"
    }
  }

  public var isEditing: Bool { mode != .add }

  public override func willChange(from old: TaskForm, to new: inout TaskForm) -> Bool {
    // An error is about the text it was found in: new text, no stale error.
    if new.text != old.text, new.errorMessage == old.errorMessage { new.errorMessage = nil }
    return true
  }

  /// Save: a valid line goes to ``onSave``; an invalid one shows why, and the sheet stays.
  public func save() {
    do throws(TaskLineError) {
      let body = try TaskLine.body(from: state.text)
      update(\.errorMessage, to: nil)
      onSave(body)
    } catch {
      update(\.errorMessage, to: error.message)
    }
  }

  public func cancel() {
    onCancel()
  }

  public func delete() {
    onDelete()
  }
}
