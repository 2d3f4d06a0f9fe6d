import CustomDump
import Dependencies

/// State shared between features by reference: every `@Shared` with the same key reads and
/// writes one value, and a test store still sees each change as a change of state.
///
/// ```swift
/// @ObservableState
/// struct State: Equatable {
///   @Shared(.inMemory("count")) var count = 0
/// }
/// // …
/// case .incrementTapped:
///   state.$count.withLock { $0 += 1 }
///   return .none
/// ```
///
/// A child gets the parent's reference by passing the projected value:
/// `Child.State(count: state.$count)` with `@Shared var count: Int` in the child.
@propertyWrapper
@dynamicMemberLookup
public struct Shared<Value>: Sendable {
  let reference: SharedReference<Value>

  /// The value stored under `key`, or `wrappedValue` when nothing is stored yet.
  public init(wrappedValue: @autoclosure () -> Value, _ key: some SharedKey<Value>) {
    reference = DependencyValues._current.sharedRegistry.box(for: key, default: wrappedValue)
  }

  /// A shared reference to `value` that is not stored anywhere; pass it to children.
  ///
  /// ```swift
  /// let count = Shared(value: 0)
  /// ```
  public init(value: Value) {
    reference = SharedBox(value: value, save: { _ in })
  }

  /// A shared reference to `value`, TCA's unlabeled spelling: `Shared(SyncUp.mock)`.
  ///
  /// Disfavored, so `Shared(state.$syncUps[id: id])` still unwraps an optional reference.
  @_disfavoredOverload
  public init(_ value: Value) {
    self.init(value: value)
  }

  /// Another reference to the same value: `self._count = Shared(projectedValue: count)`.
  public init(projectedValue: Shared) {
    self = projectedValue
  }

  /// The value. Prefer ``withLock(_:)`` for changes, which reads and writes atomically.
  public var wrappedValue: Value {
    get { reference.value }
    nonmutating set { reference.withLock { $0 = newValue } }
  }

  /// The shared reference itself, to pass on or to change with ``withLock(_:)``.
  public var projectedValue: Self {
    get { self }
    set { self = newValue }
  }

  /// Changes the value atomically, and stores it under its key.
  ///
  /// ```swift
  /// state.$count.withLock { $0 += 1 }
  /// ```
  @discardableResult
  public func withLock<R>(_ operation: (inout Value) throws -> R) rethrows -> R {
    try reference.withLock(operation)
  }

  /// A shared reference to one field of the value: `$syncUp.title`.
  public subscript<Member>(dynamicMember keyPath: WritableKeyPath<Value, Member>) -> Shared<Member>
  {
    Shared<Member>(reference: DerivedSharedReference(base: reference, keyPath: keyPath))
  }

  /// A shared reference to an optional value that is present, or `nil`.
  ///
  /// ```swift
  /// guard let syncUp = Shared(state.$syncUps[id: id]) else { return .none }
  /// ```
  public init?(_ base: Shared<Value?>) {
    guard let reference = UnwrappedSharedReference(base: base.reference) else { return nil }
    self.reference = reference
  }

  init(reference: SharedReference<Value>) {
    self.reference = reference
  }
}

extension Shared {
  /// A shared reference to the element with `id`, or to `nil` when there is none.
  ///
  /// ```swift
  /// Shared(state.$syncUps[id: id])
  /// ```
  ///
  /// Disfavored next to the optional spelling below, which `XCTUnwrap` and `if let` need.
  @_disfavoredOverload
  public subscript<ID: Hashable, Element>(id id: ID) -> Shared<Element?>
  where Value == IdentifiedArray<ID, Element> {
    let element: WritableKeyPath<Value, Element?> = \.[id: id]
    return Shared<Element?>(reference: DerivedSharedReference(base: reference, keyPath: element))
  }

  /// A shared reference to the element with `id`, or `nil` when there is none: the spelling
  /// of TCA 1.10–1.16, where the subscript itself is optional.
  ///
  /// ```swift
  /// if let syncUp = state.$syncUps[id: id] { … }
  /// ```
  public subscript<ID: Hashable, Element>(id id: ID) -> Shared<Element>?
  where Value == IdentifiedArray<ID, Element> {
    let optional: Shared<Element?> = self[id: id]
    return Shared<Element>(optional)
  }
}

extension Shared: Equatable where Value: Equatable {
  /// Two references to one value are equal unless a feature changed it since the last
  /// assertion in a test and the test's expectation says otherwise; references to different
  /// values compare the values.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    if lhs.reference.identity == rhs.reference.identity {
      guard let values = lhs.reference.expectedAndCurrent else { return true }
      return values.expected == values.current
    }
    return lhs.wrappedValue == rhs.wrappedValue
  }
}

extension Shared: Hashable where Value: Hashable {
  /// Hashes the current value.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(wrappedValue)
  }
}

extension Shared: CustomDumpRepresentable {
  /// Dumps as the current value, so diffs show no wrapper.
  public var customDumpValue: Any { wrappedValue }
}

extension Shared: CustomStringConvertible {
  /// `Shared(value)`, showing the current value.
  public var description: String { "Shared(\(wrappedValue))" }
}
