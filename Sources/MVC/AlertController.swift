import Views

/// An alert a controller presents (``ViewController/present(_:)-(AlertController)``): a title,
/// a message and its actions. Each action runs its handler, then the alert goes.
///
/// ```swift
/// present(AlertController(
///   title: "Are you sure?", message: "“Buy milk” will be deleted.",
///   actions: [
///     AlertAction("Delete", role: .destructive) { [weak self] in self?.deleteConfirmed() },
///     AlertAction("Cancel", role: .cancel),
///   ]))
/// ```
public final class AlertController {
  /// The alert's title.
  public let title: String
  /// The text under the title; empty for none.
  public let message: String
  /// The alert's buttons, in order.
  public let actions: [AlertAction]

  /// Creates an alert with a title, an optional message and its buttons; show it with the
  /// presenting controller's `present(_:)`.
  public init(title: String, message: String = "", actions: [AlertAction]) {
    self.title = title
    self.message = message
    self.actions = actions
  }
}

/// One button of an ``AlertController``.
///
/// ```swift
/// AlertAction("Delete", role: .destructive) { [weak self] in self?.deleteConfirmed() }
/// ```
public struct AlertAction {
  /// The button's label.
  public let title: String
  /// How the button is drawn (`.destructive`, `.cancel`); `nil` for a plain button.
  public let role: ButtonRole?
  /// What tapping the button does; the alert goes once it has run.
  public let handler: () -> Void

  /// Creates a button with a label, an optional role and what it does (nothing by default,
  /// for a button that only closes the alert).
  public init(_ title: String, role: ButtonRole? = nil, handler: @escaping () -> Void = {}) {
    self.title = title
    self.role = role
    self.handler = handler
  }
}
