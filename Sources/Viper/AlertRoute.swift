import Views

/// An alert the router asks the navigator to show: a title, a message and buttons whose
/// actions run before the alert closes.
///
/// ```swift
/// navigator.presentAlert(AlertRoute(
///   title: "Are you sure?", message: "“Buy milk” will be deleted.",
///   buttons: [
///     AlertRoute.Button("Delete", role: .destructive) { presenter?.confirmDelete() },
///     AlertRoute.Button("Cancel", role: .cancel),
///   ]))
/// ```
public struct AlertRoute: Identifiable {
  /// One button of the alert.
  public struct Button {
    public var title: String
    public var role: ButtonRole?
    public var action: () -> Void

    public init(_ title: String, role: ButtonRole? = nil, action: @escaping () -> Void = {}) {
      self.title = title
      self.role = role
      self.action = action
    }
  }

  public let id: Int
  public var title: String
  public var message: String
  public var buttons: [Button]

  public init(title: String, message: String = "", buttons: [Button]) {
    self.id = ScreenCounter.next()
    self.title = title
    self.message = message
    self.buttons = buttons
  }
}
