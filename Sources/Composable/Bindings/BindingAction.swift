/// A change a view made to one field of the state through a binding.
///
/// The reducer still sees every change: match a field with its key path.
///
/// ```swift
/// case .binding(\.username):
///   state.errorMessage = nil
///   return .none
/// case .binding:
///   return .none
/// ```
public struct BindingAction<Root>: Sendable {
  // Key paths are immutable once formed, so sharing one across tasks cannot race.
  private let field: UncheckedSendable<PartialKeyPath<Root>>
  /// The field that changed.
  public var keyPath: PartialKeyPath<Root> { field.value }
  /// The new value.
  public let value: any Sendable
  let set: @Sendable (inout Root) -> Void
  let isEqual: @Sendable (Any) -> Bool

  init(
    field: UncheckedSendable<PartialKeyPath<Root>>,
    value: any Sendable,
    set: @escaping @Sendable (inout Root) -> Void,
    isEqual: @escaping @Sendable (Any) -> Bool
  ) {
    self.field = field
    self.value = value
    self.set = set
    self.isEqual = isEqual
  }

  /// A change of the field at `keyPath` to `value`.
  ///
  /// ```swift
  /// store.send(.binding(.set(\.username, "blob")))
  /// ```
  public static func set<Value: Equatable & Sendable>(
    _ keyPath: WritableKeyPath<Root, Value> & Sendable,
    _ value: Value
  ) -> Self {
    Self(
      field: UncheckedSendable(keyPath),
      value: value,
      set: { $0[keyPath: keyPath] = value },
      isEqual: { ($0 as? Value) == value }
    )
  }

  /// Applies the change to `state`.
  public func apply(to state: inout Root) {
    set(&state)
  }

  /// Matches a binding action of the field at `keyPath`, for `case .binding(\.field):`.
  public static func ~= <Value>(
    keyPath: WritableKeyPath<Root, Value>,
    bindingAction: Self
  ) -> Bool {
    keyPath == bindingAction.keyPath
  }
}

extension BindingAction: Equatable {
  /// Two changes are equal when they set the same field to equal values.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.keyPath == rhs.keyPath && lhs.isEqual(rhs.value)
  }
}

extension BindingAction: CustomDumpReflectable {
  /// Dumps as `.set(keyPath, value)`, as an enum case would print.
  public var customDumpMirror: Mirror {
    Mirror(
      self,
      children: ["set": (keyPath, value)],
      displayStyle: .enum
    )
  }
}

/// An action that carries the changes views make through bindings.
///
/// ```swift
/// enum Action: BindableAction {
///   case binding(BindingAction<State>)
///   case loginTapped
/// }
/// ```
public protocol BindableAction: SendableMetatype {
  /// The state the bindings change.
  associatedtype State
  /// Wraps a binding change into this action.
  static func binding(_ action: BindingAction<State>) -> Self
  /// The binding change this action carries, if it is one.
  var binding: BindingAction<State>? { get }
}

extension BindableAction {
  /// Finds the `binding` case by reflection, so conforming actions need no extra code.
  public var binding: BindingAction<State>? {
    AnyCasePath<Self, BindingAction<State>>(unsafe: { .binding($0) }).extract(from: self)
  }

  /// Wraps a change of the field at `keyPath` into this action.
  ///
  /// ```swift
  /// store.send(.set(\.password, "hunter22"))
  /// ```
  public static func set<Value: Equatable & Sendable>(
    _ keyPath: WritableKeyPath<State, Value> & Sendable,
    _ value: Value
  ) -> Self {
    .binding(.set(keyPath, value))
  }
}
