import Foundation

/// What a `Shared` points at: a stored value (``SharedBox``), a part of one
/// (``DerivedSharedReference``), or an optional one known to be present
/// (``UnwrappedSharedReference``). Subclasses override every member.
class SharedReference<Value>: @unchecked Sendable {
  /// The value; while a test store replays a test's expectation, the expected value.
  var value: Value { fatalError("SharedReference is abstract") }

  /// Changes the value atomically (the expected value while a test store replays a test).
  func withLock<R>(_ body: (inout Value) throws -> R) rethrows -> R {
    fatalError("SharedReference is abstract")
  }

  /// The value the test expects and the value the feature holds, when the stored value
  /// changed since the last assertion; `nil` when it did not.
  var expectedAndCurrent: (expected: Value, current: Value)? {
    fatalError("SharedReference is abstract")
  }

  /// Equal for references to the same place.
  var identity: [AnyHashable] { fatalError("SharedReference is abstract") }
}

/// The one place a stored shared value lives; every `Shared` with the same key holds it.
///
/// For test stores it also remembers the value as of the last assertion (`snapshot`) and the
/// value the test expects (`expected`), so a change made through a reference is still seen as
/// a change of state.
final class SharedBox<Value>: SharedReference<Value>, TrackedSharedBox, @unchecked Sendable {
  // Only touched under `lock`. The value lives behind a pointer rather than in a stored
  // property: a `withLock` body may read the same shared value (`$syncUps.withLock {
  // $0.remove(id: detail.syncUp.id) }`), which a property's exclusivity check would trap on,
  // and copying the value out and back would copy a whole collection on every change.
  private let storage: UnsafeMutablePointer<Value>
  private var current: Value {
    get { storage.pointee }
    set { storage.pointee = newValue }
  }
  private var snapshot: Value?
  private var expected: Value?
  // Recursive: a `withLock` body may read the same shared value.
  private let lock = NSRecursiveLock()
  private let save: @Sendable (Value) -> Void

  init(value: Value, save: @escaping @Sendable (Value) -> Void) {
    self.storage = .allocate(capacity: 1)
    storage.initialize(to: value)
    self.save = save
  }

  deinit {
    storage.deinitialize(count: 1)
    storage.deallocate()
  }

  override var value: Value {
    lock.withLock { SharedAssertion.isExpecting ? expected ?? snapshot ?? current : current }
  }

  override func withLock<R>(_ body: (inout Value) throws -> R) rethrows -> R {
    if SharedAssertion.isExpecting {
      return try lock.withLock {
        var value = expected ?? snapshot ?? current
        defer { expected = value }
        return try body(&value)
      }
    }
    let tracker = SharedChangeTracker.current
    let (result, newValue) = try lock.withLock {
      if let tracker, snapshot == nil {
        snapshot = current
        tracker.track(self)
      }
      return (try body(&storage.pointee), storage.pointee)
    }
    save(newValue)
    return result
  }

  override var expectedAndCurrent: (expected: Value, current: Value)? {
    lock.withLock { snapshot.map { (expected ?? $0, current) } }
  }

  override var identity: [AnyHashable] { [ObjectIdentifier(self)] }

  func forgetChange() {
    lock.withLock {
      snapshot = nil
      expected = nil
    }
  }

  func expectCurrentValue() {
    lock.withLock { expected = current }
  }
}

/// A part of a shared value: `$syncUp.title`, `$syncUps[id: id]`.
final class DerivedSharedReference<Root, Value>: SharedReference<Value>, @unchecked Sendable {
  private let base: SharedReference<Root>
  // Immutable once formed, as every key path is.
  private let keyPath: WritableKeyPath<Root, Value>

  init(base: SharedReference<Root>, keyPath: WritableKeyPath<Root, Value>) {
    self.base = base
    self.keyPath = keyPath
  }

  override var value: Value { base.value[keyPath: keyPath] }

  override func withLock<R>(_ body: (inout Value) throws -> R) rethrows -> R {
    try base.withLock { try body(&$0[keyPath: keyPath]) }
  }

  override var expectedAndCurrent: (expected: Value, current: Value)? {
    base.expectedAndCurrent.map { ($0.expected[keyPath: keyPath], $0.current[keyPath: keyPath]) }
  }

  override var identity: [AnyHashable] { base.identity + [keyPath as AnyKeyPath] }
}

/// An optional shared value known to be present; if it goes away, the last value stays.
final class UnwrappedSharedReference<Value>: SharedReference<Value>, @unchecked Sendable {
  private let base: SharedReference<Value?>
  // Only touched under `lock`.
  private var last: Value
  private let lock = NSRecursiveLock()

  init?(base: SharedReference<Value?>) {
    guard let value = base.value else { return nil }
    self.base = base
    self.last = value
  }

  override var value: Value {
    let current = base.value
    return lock.withLock {
      if let current { last = current }
      return last
    }
  }

  override func withLock<R>(_ body: (inout Value) throws -> R) rethrows -> R {
    try base.withLock { optional in
      try lock.withLock {
        var value = optional ?? last
        defer {
          if optional != nil { optional = value }
          last = value
        }
        return try body(&value)
      }
    }
  }

  override var expectedAndCurrent: (expected: Value, current: Value)? {
    guard let pair = base.expectedAndCurrent else { return nil }
    return lock.withLock { (pair.expected ?? last, pair.current ?? last) }
  }

  override var identity: [AnyHashable] { base.identity + ["unwrapped"] }
}
