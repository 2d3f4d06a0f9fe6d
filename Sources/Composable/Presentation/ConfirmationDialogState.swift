import Synchronization

/// A confirmation dialog (an action sheet) described as data, like ``AlertState``, with an
/// option to show or hide its title.
///
/// ```swift
/// state.dialog = ConfirmationDialogState(titleVisibility: .visible) {
///   TextState("Sort by")
/// } actions: {
///   ButtonState(action: .sortByDate) { TextState("Date") }
///   ButtonState(action: .sortByName) { TextState("Name") }
///   ButtonState(role: .cancel) { TextState("Cancel") }
/// }
/// ```
public struct ConfirmationDialogState<Action>: Identifiable {
  /// Whether a host shows the dialog's title.
  public enum Visibility: String, Hashable, Sendable {
    case automatic, visible, hidden
  }

  /// Identifies this dialog; not part of equality.
  public let id: Int
  /// Whether the title is shown.
  public var titleVisibility: Visibility
  /// The dialog's title.
  public var title: TextState
  /// The dialog's message, if any.
  public var message: TextState?
  /// The dialog's buttons.
  public var buttons: [ButtonState<Action>]

  /// Creates a dialog from a title, buttons and a message, in the order they are read.
  public init(
    titleVisibility: Visibility = .automatic,
    title: () -> TextState,
    @ButtonStateBuilder<Action> actions: () -> [ButtonState<Action>] = { [] },
    message: (() -> TextState)? = nil
  ) {
    self.id = dialogCounter.wrappingAdd(1, ordering: .relaxed).newValue
    self.titleVisibility = titleVisibility
    self.title = title()
    self.buttons = actions()
    self.message = message?()
  }
}

private let dialogCounter = Atomic<Int>(0)

extension ConfirmationDialogState: Equatable where Action: Equatable {
  /// Compares title visibility, title, message and buttons; the dialog's `id` is ignored.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.titleVisibility == rhs.titleVisibility && lhs.title == rhs.title
      && lhs.message == rhs.message && lhs.buttons == rhs.buttons
  }
}

extension ConfirmationDialogState: Hashable where Action: Hashable {
  /// Hashes the same fields `==` compares.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(titleVisibility)
    hasher.combine(title)
    hasher.combine(message)
    hasher.combine(buttons)
  }
}

extension ConfirmationDialogState: Sendable where Action: Sendable {}

extension ConfirmationDialogState: CustomDumpReflectable {
  /// Dumps the dialog's fields without its per-instance `id`.
  public var customDumpMirror: Mirror {
    Mirror(
      self,
      children: [
        "titleVisibility": titleVisibility as Any,
        "title": title as Any,
        "message": message as Any,
        "buttons": buttons as Any,
      ],
      displayStyle: .struct
    )
  }
}
