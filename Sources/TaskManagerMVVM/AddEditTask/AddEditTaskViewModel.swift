import Flows
import MVVM
import Observation
import TaskManagerDomain
import TaskPaper

/// The New Task / Edit Task sheet: checks the text with `TaskLine.body(from:)` and hands a
/// valid body to the task list, which stores it. The field binds ``text``; an error goes as
/// soon as the text it was about changes.
///
/// ```swift
/// let sheet = AddEditTaskViewModel(mode: .add, text: "")
/// sheet.onSave = { body in tasks.insert(body) }
/// sheet.text = "Buy milk"
/// sheet.save()  // onSave("- Buy milk")
/// ```
@Observable
@Reported(as: .viewModel)
public final class AddEditTaskViewModel: Identifiable {
  public enum Mode: Equatable, Sendable {
    case add
    case edit(ItemID)
  }

  /// What the user typed. New text, no stale error: an error is about the text it was found in.
  public var text: String {
    didSet { if text != oldValue { errorMessage = nil } }
  }
  /// Why the text is not one task line.
  public private(set) var errorMessage: String?

  @ObservationIgnored public let mode: Mode
  /// Called with a valid task body.
  @ObservationIgnored public var onSave: (String) -> Void = { _ in }
  @ObservationIgnored public var onCancel: () -> Void = {}
  /// Delete (edit sheet only).
  @ObservationIgnored public var onDelete: () -> Void = {}

  public init(mode: Mode, text: String) {
    self.mode = mode
    self.text = text
  }

  /// The sheet's title.
  public var title: String {
    switch mode {
    case .add: "New Task"
    case .edit: "Edit Task"
    }
  }

  public var isEditing: Bool { mode != .add }

  /// Save: a valid line goes to ``onSave``; an invalid one shows why, and the sheet stays.
  public func save() {
    do throws(TaskLineError) {
      let body = try TaskLine.body(from: text)
      errorMessage = nil
      onSave(body)
    } catch {
      errorMessage = error.message
    }
  }

  public func cancel() {
    onCancel()
  }

  public func delete() {
    onDelete()
  }
}
