import Dependencies
import Foundation

/// Where a ``Shared`` value lives and how it persists: in memory, in a file, or in the app's
/// key-value storage.
///
/// ```swift
/// @Shared(.inMemory("count")) var count = 0
/// @Shared(.fileStorage(.documentsDirectory.appending(component: "todos.json"))) var todos: [Todo] = []
/// @Shared(.appStorage("hasSeenOnboarding")) var hasSeenOnboarding = false
/// ```
public protocol SharedKey<Value>: Sendable {
  /// The value stored under the key.
  associatedtype Value
  /// Values with equal ids are one shared value.
  var id: AnyHashable { get }
  /// The stored value, or `nil` when nothing is stored yet.
  func load() -> Value?
  /// Stores `value`; called after each change.
  func save(_ value: Value)
}

/// A value shared in memory for as long as the process runs (in tests: for one test).
public struct InMemoryKey<Value>: SharedKey {
  let name: String

  /// Values with the same name are one shared value.
  public var id: AnyHashable { ["inMemory", name] }
  /// Always `nil`: an in-memory value starts from its default.
  public func load() -> Value? { nil }
  /// Does nothing: the value lives only in memory.
  public func save(_ value: Value) {}
}

extension SharedKey {
  /// A value shared in memory under `name`.
  ///
  /// ```swift
  /// @Shared(.inMemory("count")) var count = 0
  /// ```
  public static func inMemory<V>(_ name: String) -> Self where Self == InMemoryKey<V> {
    InMemoryKey(name: name)
  }
}

/// The boxes of shared values, one per key id: `@Shared` values with the same key are one.
///
/// Live, there is one registry per process; in tests, one per test, so tests stay apart.
package final class SharedRegistry: @unchecked Sendable {
  // Only touched under `lock`.
  private var boxes: [AnyHashable: AnyObject] = [:]
  private let lock = NSLock()

  package init() {}

  func box<Key: SharedKey>(
    for key: Key, default makeDefault: () -> Key.Value
  ) -> SharedBox<Key.Value> {
    lock.lock()
    defer { lock.unlock() }
    // The same id with another value type is another value.
    if let box = boxes[key.id] as? SharedBox<Key.Value> { return box }
    let box = SharedBox(value: key.load() ?? makeDefault(), save: key.save)
    boxes[key.id] = box
    return box
  }
}

extension DependencyValues {
  /// The registry `@Shared` values are looked up in.
  package var sharedRegistry: SharedRegistry {
    get { self[SharedRegistryKey.self] }
    set { self[SharedRegistryKey.self] = newValue }
  }
}

private enum SharedRegistryKey: DependencyKey {
  static let liveValue = SharedRegistry()
  static var testValue: SharedRegistry { SharedRegistry() }
}
