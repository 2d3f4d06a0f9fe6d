import CustomDump

/// An optional child state kept on the heap: nothing while it is `nil`, one allocation shared by
/// every copy of the parent state while it is set, copied only when a copy changes it.
///
/// A parent's state is copied often — a store and a debugger's history each keep one per
/// session — and an optional child is stored inline at its full size even while absent. Box a
/// large child that is absent most of the time, such as an app's signed-in state on a server
/// that keeps one app per visitor:
///
/// ```swift
/// @ObservableState
/// struct State: Equatable {
///   var login = Login.State()
///   @Boxed var home: Home.State?
/// }
///
/// var body: some ReducerOf<Self> {
///   Scope(state: \.login, action: \.login) { Login() }
///   Reduce { state, action in … }
///     .ifLet(\.home, action: \.home) { Home() }
/// }
/// ```
///
/// The property reads and writes as the optional it declares; equality, hashing, coding, dumps
/// and the debugger's state diffs see the value, never the box (a whole-state dump names it
/// `_home`, as it names any property wrapper's storage).
@propertyWrapper
public struct Boxed<Wrapped> {
  private var storage: Storage?

  /// No value, and no box.
  public init() {
    storage = nil
  }

  /// Boxes `wrappedValue` (no allocation for `nil`).
  public init(wrappedValue: Wrapped?) {
    storage = wrappedValue.map { Storage($0) }
  }

  /// The child state; a write copies the box first when another copy of the parent shares it,
  /// and setting `nil` releases it.
  public var wrappedValue: Wrapped? {
    get { storage?.value }
    _modify {
      guard storage != nil else {
        var value: Wrapped?
        yield &value
        storage = value.map { Storage($0) }
        return
      }
      if !isKnownUniquelyReferenced(&storage!) { storage = Storage(storage!.value) }
      yield &storage!.value
      if case .none = storage!.value { storage = nil }
    }
  }

  /// Only ever changed while uniquely referenced (see `wrappedValue`), so copies and threads
  /// that share it share an immutable value.
  private final class Storage {
    var value: Wrapped?

    init(_ value: Wrapped?) {
      self.value = value
    }
  }
}

extension Boxed: @unchecked Sendable where Wrapped: Sendable {}

extension Boxed: Equatable where Wrapped: Equatable {
  /// Compares the values (at once when both share one box).
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.storage === rhs.storage || lhs.wrappedValue == rhs.wrappedValue
  }
}

extension Boxed: Hashable where Wrapped: Hashable {
  /// Hashes the value.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(wrappedValue)
  }
}

extension Boxed: Encodable where Wrapped: Encodable {
  /// Encodes the value (or `nil`) as the optional it stands for.
  public func encode(to encoder: any Encoder) throws {
    try wrappedValue.encode(to: encoder)
  }
}

extension Boxed: Decodable where Wrapped: Decodable {
  /// Decodes the optional it stands for.
  public init(from decoder: any Decoder) throws {
    self.init(wrappedValue: try Wrapped?(from: decoder))
  }
}

extension Boxed: CustomReflectable {
  /// The value's mirror: the debugger's state diffs descend into it as into the optional.
  public var customMirror: Mirror { Mirror(reflecting: wrappedValue as Any) }
}

extension Boxed: CustomDumpRepresentable {
  /// Dumps as the value, so test failures and fingerprints show no box.
  public var customDumpValue: Any { wrappedValue as Any }
}
