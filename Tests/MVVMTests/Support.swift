import Synchronization

/// A flag set from Observation's change handler (which may run on any thread).
final class Flag: Sendable {
  private let value = Mutex(false)
  var isSet: Bool { value.withLock { $0 } }
  func set() { value.withLock { $0 = true } }
}
