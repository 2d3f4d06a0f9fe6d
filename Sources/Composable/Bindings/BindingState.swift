import CustomDump

/// A field a view may write directly, as TCA's `@BindingState` marks it in state that is not
/// `@ObservableState`: its binding actions name it through the projected value, `\.$field`.
///
/// ```swift
/// struct State: Equatable {
///   @BindingState var query = ""
/// }
/// // …
/// store.send(.binding(.set(\.$query, "milk")))
/// case .binding(\.$query): return .send(.search)
/// ```
///
/// With `@ObservableState`, plain fields and `\.query` do the same.
@propertyWrapper
public struct BindingState<Value> {
  /// The field's value.
  public var wrappedValue: Value

  /// Creates the field with its first value.
  public init(wrappedValue: Value) {
    self.wrappedValue = wrappedValue
  }

  /// The field itself, for binding actions: `\.$query`.
  public var projectedValue: Self {
    get { self }
    set { self = newValue }
  }
}

extension BindingState: Equatable where Value: Equatable {}
extension BindingState: Hashable where Value: Hashable {}
extension BindingState: Sendable where Value: Sendable {}

extension BindingState: Decodable where Value: Decodable {
  /// Decodes the value alone, as it would be without the wrapper.
  public init(from decoder: any Decoder) throws {
    self.init(wrappedValue: try Value(from: decoder))
  }
}

extension BindingState: Encodable where Value: Encodable {
  /// Encodes the value alone.
  public func encode(to encoder: any Encoder) throws {
    try wrappedValue.encode(to: encoder)
  }
}

extension BindingState: CustomDumpReflectable {
  /// Dumps as the value, so diffs show no wrapper.
  public var customDumpMirror: Mirror { Mirror(reflecting: wrappedValue) }
}

extension BindingAction {
  /// Sets a `@BindingState` field: `.set(\.$query, "milk")`.
  public static func set<Value: Equatable & Sendable>(
    _ keyPath: WritableKeyPath<Root, BindingState<Value>> & Sendable,
    _ value: Value
  ) -> Self {
    Self(
      field: UncheckedSendable(keyPath),
      value: value,
      set: { $0[keyPath: keyPath].wrappedValue = value },
      isEqual: { ($0 as? Value) == value }
    )
  }

  /// Matches a binding action of the `@BindingState` field: `case .binding(\.$query):`.
  public static func ~= <Value>(
    keyPath: WritableKeyPath<Root, BindingState<Value>>,
    bindingAction: Self
  ) -> Bool {
    keyPath == bindingAction.keyPath
  }
}

extension BindableAction {
  /// The binding action that sets a `@BindingState` field: `.set(\.$query, "milk")`.
  public static func set<Value: Equatable & Sendable>(
    _ keyPath: WritableKeyPath<State, BindingState<Value>> & Sendable,
    _ value: Value
  ) -> Self {
    .binding(.set(keyPath, value))
  }
}
