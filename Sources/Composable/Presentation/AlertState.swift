import Synchronization

/// An alert described as data: a title, an optional message, and buttons that send actions.
///
/// Keep it in state with `@Presents` and present it with `.ifLet(\.$alert, action: \.alert)`;
/// tapping any button sends its action and dismisses the alert.
///
/// ```swift
/// state.alert = AlertState {
///   TextState("Are you sure?")
/// } actions: {
///   ButtonState(role: .destructive, action: .confirmDeletion) { TextState("Delete") }
///   ButtonState(role: .cancel) { TextState("Cancel") }
/// } message: {
///   TextState("The task will be deleted.")
/// }
/// ```
public struct AlertState<Action>: Identifiable {
  /// Identifies this alert; not part of equality.
  public let id: Int
  /// The alert's title.
  public var title: TextState
  /// The alert's message, if any.
  public var message: TextState?
  /// The alert's buttons; an alert without buttons shows a single "OK" that only dismisses.
  public var buttons: [ButtonState<Action>]

  /// Creates an alert from a title, buttons and a message, in the order they are read.
  public init(
    title: () -> TextState,
    @ButtonStateBuilder<Action> actions: () -> [ButtonState<Action>] = { [] },
    message: (() -> TextState)? = nil
  ) {
    self.id = alertCounter.wrappingAdd(1, ordering: .relaxed).newValue
    self.title = title()
    self.buttons = actions()
    self.message = message?()
  }

  /// Returns the same alert sending a different kind of action.
  public func map<NewAction>(_ transform: (Action) -> NewAction) -> AlertState<NewAction> {
    var alert = AlertState<NewAction>(title: { title }, message: message.map { m in { m } })
    alert.buttons = buttons.map { $0.map(transform) }
    return alert
  }
}

private let alertCounter = Atomic<Int>(0)

extension AlertState: Equatable where Action: Equatable {
  /// Compares title, message and buttons; the alert's `id` is ignored.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.title == rhs.title && lhs.message == rhs.message && lhs.buttons == rhs.buttons
  }
}

extension AlertState: Hashable where Action: Hashable {
  /// Hashes title, message and buttons, consistently with `==`.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(title)
    hasher.combine(message)
    hasher.combine(buttons)
  }
}

extension AlertState: Sendable where Action: Sendable {}

extension AlertState: CustomDumpReflectable {
  /// Dumps title, message and buttons only, leaving out the per-instance `id`.
  public var customDumpMirror: Mirror {
    Mirror(
      self,
      children: [
        "title": title as Any,
        "message": message as Any,
        "buttons": buttons as Any,
      ],
      displayStyle: .struct
    )
  }
}
