import Dependencies
import Foundation

/// A value shared through the app's key-value storage, like SwiftUI's `@AppStorage`.
///
/// Live, values go to `UserDefaults.standard` (property-list types only: `Bool`, `Int`,
/// `Double`, `String`, `Data`, `URL`, `Date`, arrays and dictionaries of them); in tests, to
/// an in-memory store, one per test.
public struct AppStorageKey<Value: Sendable>: SharedKey {
  let key: String
  let store: AppStorageValues

  /// Values under the same storage key are one shared value.
  public var id: AnyHashable { ["appStorage", key] }
  /// The stored value, or `nil` when nothing, or a value of another type, is stored.
  public func load() -> Value? { store.value(key) as? Value }
  /// Stores `value` under the key.
  public func save(_ value: Value) { store.setValue(value, key) }
}

extension SharedKey {
  /// A value stored under `key` in the app's key-value storage.
  ///
  /// ```swift
  /// @Shared(.appStorage("hasSeenOnboarding")) var hasSeenOnboarding = false
  /// ```
  public static func appStorage<V>(_ key: String) -> Self where Self == AppStorageKey<V> {
    @Dependency(\.defaultAppStorage) var store
    return AppStorageKey(key: key, store: store)
  }
}

/// The key-value storage `.appStorage` keys use: `@Dependency(\.defaultAppStorage)`.
public struct AppStorageValues: Sendable {
  let value: @Sendable (String) -> Any?
  let setValue: @Sendable (Any, String) -> Void

  /// `UserDefaults.standard`.
  public static let standard = AppStorageValues(
    value: { UserDefaults.standard.object(forKey: $0) },
    setValue: { UserDefaults.standard.set($0, forKey: $1) }
  )

  /// Values kept in memory, for tests and previews.
  public static func inMemory() -> AppStorageValues {
    // Values saved here are the shared values themselves, handed over and never mutated.
    let values = LockIsolated<[String: UncheckedSendable<Any>]>([:])
    return AppStorageValues(
      value: { values.value[$0]?.value },
      setValue: { value, key in
        let value = UncheckedSendable(value)
        values.withValue { $0[key] = value }
      }
    )
  }
}

extension DependencyValues {
  /// Where `.appStorage` keys read and write.
  public var defaultAppStorage: AppStorageValues {
    get { self[AppStorageDependencyKey.self] }
    set { self[AppStorageDependencyKey.self] = newValue }
  }
}

private enum AppStorageDependencyKey: DependencyKey {
  static let liveValue = AppStorageValues.standard
  static var testValue: AppStorageValues { .inMemory() }
}
