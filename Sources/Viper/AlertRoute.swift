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
    /// The button's label, which is also the name a test presses it by.
    public var title: String
    /// How the button is drawn: `.destructive`, `.cancel`, or `nil` for a plain button.
    public var role: ButtonRole?
    /// What pressing the button does, before the alert closes.
    public var action: () -> Void

    /// Creates a button; without an `action`, pressing it only closes the alert.
    public init(_ title: String, role: ButtonRole? = nil, action: @escaping () -> Void = {}) {
      self.title = title
      self.role = role
      self.action = action
    }
  }

  /// Unique per alert, so ``Navigator/dismissAlert(_:)`` can tell whether it is still shown.
  public let id: Int
  /// The alert's title.
  public var title: String
  /// The text under the title; an empty message is not shown.
  public var message: String
  /// The buttons, in the order they are shown.
  public var buttons: [Button]

  /// Creates an alert with a fresh ``id``.
  public init(title: String, message: String = "", buttons: [Button]) {
    self.id = ScreenCounter.next()
    self.title = title
    self.message = message
    self.buttons = buttons
  }
}
