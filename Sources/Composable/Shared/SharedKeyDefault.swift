import Dependencies

/// A key that carries the value to start from, so `@Shared(.syncUps) var syncUps` needs no
/// default at each use: TCA's `PersistenceKeyDefault`.
///
/// ```swift
/// extension SharedKey where Self == SharedKeyDefault<FileStorageKey<IdentifiedArrayOf<SyncUp>>> {
///   static var syncUps: Self {
///     SharedKeyDefault(.fileStorage(.documentsDirectory.appending(component: "sync-ups.json")), [])
///   }
/// }
/// // …
/// @Shared(.syncUps) var syncUps
/// ```
public struct SharedKeyDefault<Base: SharedKey>: SharedKey {
  /// The key the value is stored under.
  public let base: Base
  /// The value used while nothing is stored.
  public let defaultValue: @Sendable () -> Base.Value

  /// A key that starts from `value` when `key` holds nothing.
  public init(_ key: Base, _ value: @autoclosure @escaping @Sendable () -> Base.Value) {
    self.base = key
    self.defaultValue = value
  }

  /// The base key's id: the default takes no part in which value is shared.
  public var id: AnyHashable { base.id }
  /// What the base key holds.
  public func load() -> Base.Value? { base.load() }
  /// Stores through the base key.
  public func save(_ value: Base.Value) { base.save(value) }
}

/// TCA's name for a key with a default value.
public typealias PersistenceKeyDefault = SharedKeyDefault
/// TCA's name for a key that values are stored under.
public typealias PersistenceKey = SharedKey
/// TCA's name for a key that values are read from; every key here can also store.
public typealias PersistenceReaderKey = SharedKey

extension Shared {
  /// The value stored under `key`, or the key's own default: `@Shared(.syncUps) var syncUps`.
  public init<Base: SharedKey>(_ key: SharedKeyDefault<Base>) where Base.Value == Value {
    self.init(
      reference: DependencyValues._current.sharedRegistry.box(for: key, default: key.defaultValue))
  }

  /// The value stored under `key`, or `wrappedValue` (not the key's default) when nothing is
  /// stored yet: `@Shared(.syncUps) var syncUps = [.mock]`.
  public init<Base: SharedKey>(
    wrappedValue: @autoclosure () -> Value, _ key: SharedKeyDefault<Base>
  ) where Base.Value == Value {
    self.init(
      reference: DependencyValues._current.sharedRegistry.box(for: key, default: wrappedValue))
  }
}
