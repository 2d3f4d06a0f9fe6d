import Synchronization

/// A button of an alert or a confirmation dialog, described as data: its label, its role, and
/// the action it sends.
///
/// ```swift
/// ButtonState(role: .destructive, action: .confirmDeletion) {
///   TextState("Delete")
/// }
/// ```
public struct ButtonState<Action>: Identifiable {
  /// How a host presents the button.
  public typealias Role = ButtonStateRole

  /// Identifies the button within its alert; not part of equality.
  public let id: Int
  /// The button's role, if any.
  public var role: Role?
  /// The action sent when the button is tapped, or `nil` for a button that only dismisses.
  public var action: Action?
  /// The button's label.
  public var label: TextState

  /// Creates a button that sends `action` when tapped.
  public init(
    role: Role? = nil,
    action: Action? = nil,
    label: () -> TextState
  ) {
    self.id = Self.makeID()
    self.role = role
    self.action = action
    self.label = label()
  }

  /// Creates a button that sends `action` when tapped (TCA's `ButtonStateAction` spelling).
  public init(
    role: Role? = nil,
    action: ButtonStateAction<Action>,
    label: () -> TextState
  ) {
    self.init(role: role, action: action.action, label: label)
  }

  /// Returns the same button sending a different kind of action.
  public func map<NewAction>(_ transform: (Action) -> NewAction) -> ButtonState<NewAction> {
    ButtonState<NewAction>(id: id, role: role, action: action.map(transform), label: label)
  }

  init(id: Int, role: Role?, action: Action?, label: TextState) {
    self.id = id
    self.role = role
    self.action = action
    self.label = label
  }

  private static func makeID() -> Int {
    buttonCounter.wrappingAdd(1, ordering: .relaxed).newValue
  }
}

/// How a host presents a button of an alert or dialog.
public enum ButtonStateRole: String, Hashable, Sendable, Codable {
  /// Dismisses without doing anything.
  case cancel
  /// Does something that cannot be undone.
  case destructive
}

private let buttonCounter = Atomic<Int>(0)

/// The action of a button, spelled as TCA spells it: `action: .send(.confirm)`.
public struct ButtonStateAction<Action> {
  let action: Action?

  /// Sends `action` when the button is tapped.
  public static func send(_ action: Action?) -> Self {
    Self(action: action)
  }
}

extension ButtonState: Equatable where Action: Equatable {
  /// Compares role, action and label; the button's `id` is ignored.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.role == rhs.role && lhs.action == rhs.action && lhs.label == rhs.label
  }
}

extension ButtonState: Hashable where Action: Hashable {
  /// Hashes role, action and label, consistently with `==`.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(role)
    hasher.combine(action)
    hasher.combine(label)
  }
}

extension ButtonState: Sendable where Action: Sendable {}
extension ButtonStateAction: Sendable where Action: Sendable {}

/// Builds the list of buttons of an alert or dialog.
@resultBuilder
public enum ButtonStateBuilder<Action> {
  /// Joins the buttons of each statement, in order.
  public static func buildBlock(_ components: [ButtonState<Action>]...) -> [ButtonState<Action>] {
    components.flatMap { $0 }
  }
  /// Makes a single button a one-element list.
  public static func buildExpression(_ button: ButtonState<Action>) -> [ButtonState<Action>] {
    [button]
  }
  /// Adds the buttons of an `if` without `else`, or none when its condition is false.
  public static func buildOptional(_ component: [ButtonState<Action>]?) -> [ButtonState<Action>] {
    component ?? []
  }
  /// Passes on the buttons of the `if` branch.
  public static func buildEither(first component: [ButtonState<Action>]) -> [ButtonState<Action>] {
    component
  }
  /// Passes on the buttons of the `else` branch.
  public static func buildEither(second component: [ButtonState<Action>]) -> [ButtonState<Action>] {
    component
  }
  /// Joins the buttons a `for` loop produced, in order.
  public static func buildArray(_ components: [[ButtonState<Action>]]) -> [ButtonState<Action>] {
    components.flatMap { $0 }
  }
}
