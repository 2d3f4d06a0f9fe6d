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
  public let title: String
  public let message: String
  public let actions: [AlertAction]

  public init(title: String, message: String = "", actions: [AlertAction]) {
    self.title = title
    self.message = message
    self.actions = actions
  }
}

/// One button of an ``AlertController``.
public struct AlertAction {
  public let title: String
  public let role: ButtonRole?
  public let handler: () -> Void

  public init(_ title: String, role: ButtonRole? = nil, handler: @escaping () -> Void = {}) {
    self.title = title
    self.role = role
    self.handler = handler
  }
}
