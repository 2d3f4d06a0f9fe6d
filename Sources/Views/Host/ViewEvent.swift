/// Something a user did to one element of a rendered tree, as a host received it.
///
/// ```swift
/// try host.send(ViewEvent(target: saveButton.id, renderVersion: 3,
///                         fieldValues: [titleField.id: "Buy milk"]))
/// ```
public struct ViewEvent: Sendable, Equatable {
  /// What to do to the target.
  public enum Action: Sendable, Equatable {
    /// Tap a button, flip a toggle, choose an option, select a row or tab, dismiss a dialog.
    case activate
    /// Press Return in a text field (its `.onSubmit`).
    case submit
    /// Only apply ``ViewEvent/fieldValues``.
    case none
    /// Return was pressed in some field, but the page could not say which (a form posted
    /// without script submits with its first button). The host runs the submit action of the
    /// one field that can be submitted, or of the one such field whose text changed.
    case returnKey
  }

  /// The element acted on; nil when the event only carries field values.
  public var target: ElementID?
  /// What to do to the target: `.activate` by default; without a target, `.none` or
  /// `.returnKey`.
  public var action: Action
  /// The render the user saw; nil means "the current one".
  public var renderVersion: Int?
  /// Text typed into fields, applied (when changed) before the action.
  public var fieldValues: [ElementID: String]
  /// For fields whose typing began on an older render than ``renderVersion`` (a page keeps
  /// unsent typing when a live update arrives): the render the typing began on. If the app
  /// changed such a field's text since, the typing was based on text that is no longer there
  /// and the event is refused rather than overwrite the newer text unseen.
  public var typingBegan: [ElementID: Int]
  /// The width of the page that sent the event, when it says; the host renders for it from
  /// then on (see ``ViewHost/horizontalSizeClass``).
  public var horizontalSizeClass: HorizontalSizeClass?

  /// Creates an event; without a target, the action becomes `.none` unless it is `.returnKey`.
  ///
  /// ```swift
  /// let typed = ViewEvent(target: nil, fieldValues: [nameField.id: "Ada"])
  /// ```
  public init(
    target: ElementID?,
    action: Action = .activate,
    renderVersion: Int? = nil,
    fieldValues: [ElementID: String] = [:],
    typingBegan: [ElementID: Int] = [:],
    horizontalSizeClass: HorizontalSizeClass? = nil
  ) {
    self.horizontalSizeClass = horizontalSizeClass
    self.target = target
    self.action = target == nil && action != .returnKey ? .none : action
    self.renderVersion = renderVersion
    self.fieldValues = fieldValues
    self.typingBegan = typingBegan
  }
}

/// Why a host refused an event. The session is left as it was.
public enum ViewEventError: Error, Equatable, CustomStringConvertible {
  /// The event cannot be understood (bad version, an element that is not a field…).
  case malformed(String)
  /// The event names an element that no longer exists: the page was out of date.
  case stale(String)
  /// The element exists but cannot be used now (disabled, or behind a sheet or alert).
  case rejected(String)

  /// The message saying why the event was refused.
  public var description: String {
    switch self {
    case .malformed(let message), .stale(let message), .rejected(let message): message
    }
  }
}
